/**
 * Practice (/admin/practice; the candidate's /user/practice): tasks an admin sets on a course with files, the users attached to them, each
 * user's one answer (files) and its one grade.
 */
import { z } from 'zod';
import { storedFileSchema } from './courses';
import {
  bodyIdSchema,
  KAZAKHSTAN_UTC_OFFSET,
  numericValue,
  parseMeetingTime,
  stageCandidatesQuerySchema,
  stageUserSchema,
  userIdsSchema,
} from './interviews';
import { MAX_PAGE_SIZE, pageQuerySchema } from './pagination';
import { dateTimeText, isCalendarDate } from './primitives';

/** A practice grade of 65 or more passes (Прошёл), lower fails (Не прошёл). */
export const PRACTICE_PASS_GRADE = 65;

/** Passed is decided by the server from the grade. */
export function isPracticePassed(grade: number): boolean {
  return grade >= PRACTICE_PASS_GRADE;
}

/** The files of a task and of an answer (checked by their content, not their name alone). */
export const PRACTICE_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'png',
  'jpg',
  'jpeg',
  'zip',
] as const;
/** One file at most, and files in one upload (a task's or an answer's). */
export const PRACTICE_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const PRACTICE_FILES_PER_UPLOAD = 10;

/** The tasks are listed 20 at a time, at most 200. */
export const PRACTICE_MAX_PAGE_SIZE = 200;
/** The answers of a task are read 100 at a time unless asked, at most 500. */
export const PRACTICE_ANSWERS_PAGE_SIZE = 100;

const createRequired = { error: 'practice.create_required' } as const;

/** A required text part of the task form: missing or blank reads 'Заполните все поля и выберите курс'. */
const requiredText = (max: number) =>
  z.string(createRequired).trim().min(1, createRequired).max(max, { error: 'validation.too_long' });

/**
 * A task's deadline: a date and time (ISO 8601; Kazakhstan's time, UTC+5, without a zone), or a date alone
 * (YYYY-MM-DD), which is the end of that day in Kazakhstan. Null for anything else.
 */
export function parsePracticeDeadline(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    return isCalendarDate(trimmed) ? new Date(`${trimmed}T23:59:59.999${KAZAKHSTAN_UTC_OFFSET}`) : null;
  }
  return parseMeetingTime(trimmed);
}

/**
 * POST practice/ (JSON, or multipart with these text parts and repeated `files`): every field is required
 * ('Заполните все поля и выберите курс'); the deadline must be a real date, not past.
 */
export const practiceTaskInputSchema = z.strictObject({
  title: requiredText(300),
  /** The title and instruction in Kazakh: optional; empty shows the Russian ones on Kazakh pages. */
  title_kk: z.string().trim().max(300, { error: 'validation.too_long' }).default(''),
  instruction: requiredText(20_000),
  instruction_kk: z.string().trim().max(20_000, { error: 'validation.too_long' }).default(''),
  deadline: z
    .string(createRequired)
    .trim()
    .min(1, createRequired)
    .meta({
      description:
        'ISO 8601 date and time (Kazakhstan’s, UTC+5, when no zone is given), or YYYY-MM-DD: the end of that day',
    })
    .transform((text, ctx) => {
      const deadline = parsePracticeDeadline(text);
      if (!deadline) {
        ctx.addIssue({ code: 'custom', message: 'practice.deadline_invalid' });
        return z.NEVER;
      }
      return deadline.toISOString();
    }),
  course: z
    .union([z.number(), z.string()], createRequired)
    .meta({ description: 'The course id (a number, or its digits as a form part)' })
    .transform((value, ctx) => {
      const id = typeof value === 'string' && value.trim() === '' ? null : numericValue(value);
      const parsed = bodyIdSchema.safeParse(id);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'practice.create_required' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
export type PracticeTaskInput = z.infer<typeof practiceTaskInputSchema>;

/** GET practice/: 20 a page unless asked, at most 200; `search` looks in the titles and the instructions. */
export const practiceTaskListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(PRACTICE_MAX_PAGE_SIZE).default(20),
  search: z.string().trim().max(200).optional(),
});
export type PracticeTaskListQuery = z.infer<typeof practiceTaskListQuerySchema>;

/** A file of a task or an answer: a stored file as every download list gives it. */
export const practiceFileSchema = storedFileSchema;
export type PracticeFileDto = z.infer<typeof practiceFileSchema>;

/** The course a task belongs to, in both languages. */
export const practiceCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kk: z.string(),
});
export type PracticeCourseDto = z.infer<typeof practiceCourseSchema>;

/** A user as the practice screens list them: attached to a task, or offered by the add-users modal. */
export const practiceUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type PracticeUserDto = z.infer<typeof practiceUserSchema>;

/** An answer's grade fields: all null (`has_grade` false) until graded, then read-only. */
const gradeFields = {
  grade: z.number().nullable(),
  /** Decided by the server: grade ≥ 65. */
  passed: z.boolean().nullable(),
  has_grade: z.boolean(),
  graded_at: dateTimeText.nullable(),
};

/** The caller's own answer to a task (GET and POST practice/{id}/answer/). */
export const ownPracticeAnswerSchema = z.object({
  id: z.number().int(),
  task: z.number().int(),
  files: z.array(practiceFileSchema),
  /** When the files were last sent. */
  submitted_at: dateTimeText,
  ...gradeFields,
});
export type OwnPracticeAnswerDto = z.infer<typeof ownPracticeAnswerSchema>;

/** An answer as admins grade it (GET practice/{id}/answers/, PUT …/grade-user/). */
export const practiceAnswerSchema = ownPracticeAnswerSchema.extend({ user: stageUserSchema });
export type PracticeAnswerDto = z.infer<typeof practiceAnswerSchema>;

const taskFields = {
  id: z.number().int(),
  title: z.string(),
  title_kk: z.string(),
  instruction: z.string(),
  instruction_kk: z.string(),
  deadline: dateTimeText,
  course: practiceCourseSchema,
  files: z.array(practiceFileSchema),
  created_at: dateTimeText,
};

/** A task as admins read it: with its attached users and how many answers came and were graded. */
export const practiceTaskSchema = z.object({
  ...taskFields,
  users: z.array(practiceUserSchema),
  /** Every answer to the task, by submission (a task's answers). */
  answers: z.array(practiceAnswerSchema),
  answers_count: z.number().int(),
  graded_count: z.number().int(),
});
export type PracticeTaskDto = z.infer<typeof practiceTaskSchema>;

/** A task as an attached user reads it: with their own answer, null before they send one. */
export const ownPracticeTaskSchema = z.object({
  ...taskFields,
  answer: ownPracticeAnswerSchema.nullable(),
  /** The caller, the one user of the task they read (a task's users). */
  users: z.array(practiceUserSchema),
  /** The caller's answer as the original client reads a task's answers: none or one. */
  answers: z.array(practiceAnswerSchema),
  /** The deadline has not passed and the answer is not graded: files may be sent (again). */
  can_answer: z.boolean(),
});
export type OwnPracticeTaskDto = z.infer<typeof ownPracticeTaskSchema>;

/** GET practice/ and GET practice/{id}/: admins get `practiceTaskSchema`, users `ownPracticeTaskSchema`. */
export const anyPracticeTaskSchema = z.union([practiceTaskSchema, ownPracticeTaskSchema]);
export type AnyPracticeTaskDto = z.infer<typeof anyPracticeTaskSchema>;

/** POST practice/{id}/add_users/: at least one user. Answered with `{added, skipped}`. */
export const practiceAddUsersSchema = z.strictObject({
  user_ids: userIdsSchema('practice.add_users_required'),
});
export type PracticeAddUsers = z.infer<typeof practiceAddUsersSchema>;

/** GET practice/{id}/candidates/: name or username words, 10 a page, up to 500 for select-all. */
export const practiceCandidatesQuerySchema = stageCandidatesQuerySchema;
export type PracticeCandidatesQuery = z.infer<typeof practiceCandidatesQuerySchema>;

/** GET practice/{id}/answers/: 100 a page unless asked; `ungraded=1` keeps the answers still to grade. */
export const practiceAnswersQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PRACTICE_ANSWERS_PAGE_SIZE),
  ungraded: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true')
    .meta({ description: '1 (or true): only the answers not graded yet' }),
});
export type PracticeAnswersQuery = z.infer<typeof practiceAnswersQuerySchema>;

/** The grade column keeps hundredths (numeric(5, 2)); a finer grade is refused rather than rounded. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * PUT practice/{id}/answer/{answerId}/grade-user/: a number from 0 to 100 with at most two
 * decimals, as a number or as text with a dot or a comma ('64,99'). Empty reads 'Введите оценку', anything
 * not a number 'Оценка должна быть числом'. `passed` is accepted for the original client and ignored: the
 * server decides it (≥ 65).
 */
export const practiceGradeInputSchema = z.strictObject({
  grade: z
    .unknown()
    .meta({ description: 'A number 0–100, at most two decimals; text with a comma or a dot is read too' })
    .transform((value, ctx) => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: 'practice.grade_required' });
        return z.NEVER;
      }
      const grade = numericValue(value);
      if (grade === null) {
        ctx.addIssue({ code: 'custom', message: 'practice.grade_number' });
        return z.NEVER;
      }
      if (grade < 0 || grade > 100 || !hasAtMostTwoDecimals(grade)) {
        ctx.addIssue({ code: 'custom', message: 'practice.grade_range' });
        return z.NEVER;
      }
      return grade;
    }),
  passed: z.unknown().optional().meta({ description: 'Ignored: passed is grade ≥ 65' }),
});
export type PracticeGradeInput = z.infer<typeof practiceGradeInputSchema>;
