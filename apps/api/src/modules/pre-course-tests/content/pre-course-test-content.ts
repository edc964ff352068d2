import { HISTORY_ETHNOGRAPHY_TEST } from './history-ethnography';
import { INFORMATION_MATCHING_TEST } from './information-matching';
import { PSYCHOLINGUISTIC_TEST } from './psycholinguistic';
import { VERBAL_ANALYSIS_TEST } from './verbal-analysis';

export interface AnswerContent {
  ru: string;
  kk: string;
  correct: boolean;
}

export interface QuestionContent {
  /** Optional section of the test (the psycholinguistic test has three). */
  section?: 'text_analysis' | 'professional_competence' | 'critical_thinking';
  /** Optional shared passage or table the question refers to (both languages), shown above it. */
  passage?: { ru: string; kk: string };
  ru: string;
  kk: string;
  /** 4 options (A–D) unless the task needs another number; exactly one correct. */
  answers: AnswerContent[];
}

export interface PreCourseTestContent {
  key: 'psycholinguistic' | 'verbal_analysis' | 'information_matching' | 'history_ethnography';
  order: 1 | 2 | 3 | 4;
  title: { ru: string; kk: string };
  description: { ru: string; kk: string };
  timeLimitMinutes: number;
  passPercent: number;
  questions: QuestionContent[];
}

/**
 * The four pre-course selection tests (spec §9) in the order a candidate takes them, in Russian and Kazakh.
 * Verbal and matching items may use other words in each language; the correct option is the same letter in both.
 */
export const PRE_COURSE_TESTS: PreCourseTestContent[] = [
  PSYCHOLINGUISTIC_TEST,
  VERBAL_ANALYSIS_TEST,
  INFORMATION_MATCHING_TEST,
  HISTORY_ETHNOGRAPHY_TEST,
];
