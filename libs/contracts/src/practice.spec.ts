import { MESSAGES } from './i18n/messages';
import {
  isPracticePassed,
  PRACTICE_FILE_EXTENSIONS,
  parsePracticeDeadline,
  practiceAnswersQuerySchema,
  practiceGradeInputSchema,
  practiceTaskInputSchema,
} from './practice';

/** The message keys a body's issues carry, by field. */
function issues(
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } } },
  body: unknown,
) {
  const result = schema.safeParse(body);
  return (result.error?.issues ?? []) as Array<{ path: string[]; message: string }>;
}

describe('practice grades', () => {
  it.each([
    [64.99, 64.99],
    ['64,99', 64.99],
    [' 65 ', 65],
    ['100', 100],
    ['0.5', 0.5],
  ])('reads %p as %p', (grade, expected) => {
    expect(practiceGradeInputSchema.parse({ grade })).toEqual({ grade: expected });
  });

  it.each([
    [undefined, 'practice.grade_required'],
    [null, 'practice.grade_required'],
    ['  ', 'practice.grade_required'],
    ['abc', 'practice.grade_number'],
    [true, 'practice.grade_number'],
    ['1e2', 'practice.grade_number'],
    ['100,01', 'practice.grade_range'],
    [-1, 'practice.grade_range'],
    ['64,999', 'practice.grade_range'],
  ])('refuses %p with %s', (grade, key) => {
    expect(issues(practiceGradeInputSchema, { grade })).toEqual([
      expect.objectContaining({ path: ['grade'], message: key }),
    ]);
  });

  it('accepts the spec client’s `passed` and leaves the decision to the grade', () => {
    expect(practiceGradeInputSchema.parse({ grade: '64,99', passed: true })).toMatchObject({ grade: 64.99 });
    expect(isPracticePassed(64.99)).toBe(false);
    expect(isPracticePassed(65)).toBe(true);
  });
});

describe('practice task form', () => {
  it('reads a date alone as the end of that day in Kazakhstan, a time without a zone as Kazakhstan’s', () => {
    expect(parsePracticeDeadline('2026-12-01')?.toISOString()).toBe('2026-12-01T18:59:59.999Z');
    expect(parsePracticeDeadline('2026-12-01T10:00')?.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(parsePracticeDeadline('2026-12-01T10:00:00Z')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(parsePracticeDeadline('2026-02-30')).toBeNull();
    expect(parsePracticeDeadline('завтра')).toBeNull();
  });

  it('takes the course as a number or as form text', () => {
    const form = { title: 'Анализ урока', instruction: 'Проанализируйте урок', deadline: '2026-12-01' };
    expect(practiceTaskInputSchema.parse({ ...form, course: '7' }).course).toBe(7);
    expect(practiceTaskInputSchema.parse({ ...form, course: 7 }).course).toBe(7);
  });

  it('asks for every field and the course with one message', () => {
    const found = issues(practiceTaskInputSchema, { title: ' ', course: '' });
    expect(found.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'practice.create_required'],
      ['instruction', 'practice.create_required'],
      ['deadline', 'practice.create_required'],
      ['course', 'practice.create_required'],
    ]);
  });

  it('reads the ungraded filter as 1 or true', () => {
    expect(practiceAnswersQuerySchema.parse({ ungraded: '1' }).ungraded).toBe(true);
    expect(practiceAnswersQuerySchema.parse({}).ungraded).toBe(false);
  });
});

describe('the refusal of a practice file', () => {
  it.each(['ru', 'kk'] as const)(
    'names in %s every type the upload accepts, as its hint does',
    (language) => {
      const named = MESSAGES[language]['practice.file_type'].match(/[a-z]+(?=[,.])/g);
      expect(named).toEqual([...PRACTICE_FILE_EXTENSIONS]);
    },
  );
});
