/**
 * Pre-course essays (/admin/essay; the candidate's /user/essay): themes in both languages, meetings per theme, the candidate's one essay file and its one grade.
 */
import { z } from 'zod';
import {
  MEETING_TYPES,
  meetingLinkSchema,
  meetingTimeSchema,
  numericValue,
  stageUserSchema,
  userIdsSchema,
} from './interviews';
import { pageQuerySchema } from './pagination';
import { dateTimeText, MAX_INT32 } from './primitives';

/** An essay's text must not exceed 350 words. */
export const ESSAY_MAX_WORDS = 350;
/** An essay passes with a grade of at least 50 of 100. */
export const ESSAY_PASS_GRADE = 50;
/** The essay file types accepted. */
export const ESSAY_FILE_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const ESSAY_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The essay results are read 100 or 200 at a time. */
export const ESSAY_MAX_PAGE_SIZE = 200;

/** The words of an essay: whitespace-separated tokens holding a letter or a digit (a lone dash is none). */
export function countEssayWords(text: string): number {
  return text.split(/\s+/u).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** A grade of 50 or more passes. */
export function isEssayPassed(grade: number): boolean {
  return grade >= ESSAY_PASS_GRADE;
}

const themeNames = { error: 'essay.theme_names_required' } as const;

/** POST pre_essay_theme/ (both the Russian and the Kazakh name). */
export const essayThemeInputSchema = z.strictObject({
  name: z.string(themeNames).trim().min(1, themeNames).max(500),
  name_kk: z.string(themeNames).trim().min(1, themeNames).max(500),
});
export type EssayThemeInput = z.infer<typeof essayThemeInputSchema>;

export const essayThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_kk: z.string(),
});
export type EssayThemeDto = z.infer<typeof essayThemeSchema>;

const meetingInvalid = { error: 'essay.meeting_invalid' } as const;

/** POST pre_essay_meeting/ (theme, link and time). */
export const essayMeetingInputSchema = z.strictObject({
  theme: z.number(meetingInvalid).int(meetingInvalid).positive(meetingInvalid).max(MAX_INT32),
  link: meetingLinkSchema('essay.meeting_invalid'),
  meeting_time: meetingTimeSchema('essay.meeting_invalid'),
});
export type EssayMeetingInput = z.infer<typeof essayMeetingInputSchema>;

export const essayMeetingSchema = z.object({
  id: z.number().int(),
  theme: essayThemeSchema,
  link: z.string(),
  meeting_time: dateTimeText,
  type: z.enum(MEETING_TYPES),
  /** The type's name in the request's language. */
  type_label: z.string(),
  users: z
    .array(stageUserSchema)
    .optional()
    .meta({ description: 'Admins only: the users added to the meeting' }),
});
export type EssayMeetingDto = z.infer<typeof essayMeetingSchema>;

/** POST pre_essay_meeting/{id}/add_users/: at least one user. */
export const essayAddUsersSchema = z.strictObject({
  user_ids: userIdsSchema('essay.add_users_required'),
});
export type EssayAddUsers = z.infer<typeof essayAddUsersSchema>;

export const essayGradeSchema = z.object({
  grade: z.number(),
  passed: z.boolean(),
  graded_at: dateTimeText,
});

/** A candidate's essay: the chosen theme, then the file; `grades` holds its one grade once graded. */
export const userEssaySchema = z.object({
  id: z.number().int(),
  user: stageUserSchema,
  theme: essayThemeSchema,
  /** The download URL, null until a file is uploaded. */
  file: z.string().nullable(),
  file_name: z.string().nullable(),
  /** Words counted by the server in the uploaded file. */
  word_count: z.number().int().nullable(),
  uploaded_at: dateTimeText.nullable(),
  grades: z.array(essayGradeSchema),
});
export type UserEssayDto = z.infer<typeof userEssaySchema>;

/** GET pre_user_essay/: 100 a page unless asked, at most 200. */
export const essayListQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(ESSAY_MAX_PAGE_SIZE).default(100),
});
export type EssayListQuery = z.infer<typeof essayListQuerySchema>;

const gradeRange = { error: 'essay.grade_range' } as const;

/** The grade column keeps hundredths (numeric(5, 2)); a finer grade is refused rather than rounded. */
function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * POST pre_user_essay/{id}/grade/: a number from 0 to 100 with at most two decimals, as a number
 * or as text (a comma is a decimal separator). `passed` is accepted for the original client and ignored: the
 * server decides it from the grade.
 */
export const essayGradeInputSchema = z.strictObject({
  grade: z.union([z.number(), z.string()], gradeRange).transform((value, ctx) => {
    const grade = numericValue(value);
    if (grade === null || grade < 0 || grade > 100 || !hasAtMostTwoDecimals(grade)) {
      ctx.addIssue({ code: 'custom', message: 'essay.grade_range' });
      return z.NEVER;
    }
    return grade;
  }),
  passed: z.boolean().optional().meta({ description: 'Ignored: passed is grade ≥ 50' }),
});
export type EssayGradeInput = z.infer<typeof essayGradeInputSchema>;
