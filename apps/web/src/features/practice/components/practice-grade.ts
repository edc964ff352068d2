import { numericValue, type MessageKey } from '@expert-portal/contracts';

/**
 * A typed practice grade: a number from 0 to 100 with at most two decimals, a comma or a dot as the
 * decimal separator ('64,99'); otherwise the message key of what is wrong, the server's own rule.
 */
export function parsePracticeGrade(text: string): { grade: number } | { problem: MessageKey } {
  if (text.trim() === '') return { problem: 'practice.grade_required' };
  const grade = numericValue(text);
  if (grade === null) return { problem: 'practice.grade_number' };
  const hundredths = Math.abs(grade * 100 - Math.round(grade * 100)) < 1e-6;
  if (grade < 0 || grade > 100 || !hundredths) return { problem: 'practice.grade_range' };
  return { grade };
}
