import { z } from 'zod';
import { bodyIdSchema } from './interviews';
import { dateTimeText } from './primitives';

/** A pre-course test's sections (the psycholinguistic test has three). */
export const PRE_COURSE_SECTIONS = ['text_analysis', 'professional_competence', 'critical_thinking'] as const;

/** The attempt of the caller at a test, as the server keeps it. */
export const preCourseAttemptSchema = z.object({
  /** `grading`: the time ran out and the saved answers are being scored (a few seconds). */
  status: z.enum(['in_progress', 'grading', 'passed', 'failed']),
  started_at: dateTimeText,
  /** The countdown's zero. */
  deadline_at: dateTimeText,
  /** Seconds to the deadline by the server's clock (0 once it passed): the countdown starts from this. */
  seconds_left: z.number().int().min(0),
  finished_at: dateTimeText.nullable(),
  /** Points out of 100 once finished. */
  grade: z.number().nullable(),
  passed: z.boolean().nullable(),
  /** True when the time ran out and the saved answers were graded. */
  expired: z.boolean(),
});
export type PreCourseAttemptDto = z.infer<typeof preCourseAttemptSchema>;

export const preCourseTestSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
  description: z.string(),
  description_kz: z.string(),
  time_limit_minutes: z.number(),
  time_limit_seconds: z.number().int(),
  pass_percent: z.number(),
  question_count: z.number().int(),
  /** The caller may start this test now (their pipeline is at the tests and it was not taken). */
  can_pass: z.boolean(),
  /** The caller's attempt, or null before it starts (always null for back-office roles). */
  attempt: preCourseAttemptSchema.nullable(),
});
export type PreCourseTestDto = z.infer<typeof preCourseTestSchema>;

export const preCourseAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
  /** Only admins see it: a candidate never gets the correct answers. */
  is_correct: z.boolean().optional(),
});
export type PreCourseAnswerDto = z.infer<typeof preCourseAnswerSchema>;

export const preCourseQuestionSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  section: z.enum(PRE_COURSE_SECTIONS).nullable(),
  /** A passage or table the question refers to, shown above it. */
  passage: z.string().nullable(),
  passage_kz: z.string().nullable(),
  title: z.string(),
  title_kz: z.string(),
  answers: z.array(preCourseAnswerSchema),
  multiple: z.boolean().meta({
    description:
      'The question has more than one correct option: the candidate picks every one that applies; ' +
      'only the count’s being above one is revealed, never which.',
  }),
  /** The caller's saved answer ids (empty when none). */
  selected: z.array(z.number().int()),
});
export type PreCourseQuestionDto = z.infer<typeof preCourseQuestionSchema>;

// Ids of `integer` columns: bounded to the column's range, so a larger one is a field error, not a database one.
const answerIds = z.array(bodyIdSchema).max(20);

/** One autosaved answer: the chosen options of a question (empty clears it). */
export const preCourseAnswerSaveSchema = z.strictObject({
  question_id: bodyIdSchema,
  answer_id: answerIds,
});
export type PreCourseAnswerSave = z.infer<typeof preCourseAnswerSaveSchema>;

export const preCourseAnswerSavedSchema = z.object({
  question_id: z.number().int(),
  answer_id: z.array(z.number().int()),
  saved_at: dateTimeText,
  seconds_left: z.number().int().min(0),
});
export type PreCourseAnswerSavedDto = z.infer<typeof preCourseAnswerSavedSchema>;

/** check_answers: the answers as they are now; questions left out keep what was autosaved. */
export const preCourseCheckAnswersSchema = z.strictObject({
  answers: z.array(z.strictObject({ question_id: bodyIdSchema, answer_id: answerIds })).max(200),
});
export type PreCourseCheckAnswers = z.infer<typeof preCourseCheckAnswersSchema>;

export const preCourseResultSchema = z.object({
  test_id: z.number().int(),
  /** Points out of 100. */
  grade: z.number(),
  passed: z.boolean(),
  finished_at: dateTimeText,
  expired: z.boolean(),
  /** What was answered, question by question (the correct answers are never sent). */
  results: z.array(z.object({ question_id: z.number().int(), selected: z.array(z.number().int()) })),
});
export type PreCourseResultDto = z.infer<typeof preCourseResultSchema>;

export const userProgressSchema = z.object({
  id: z.number().int(),
  /** The average of the finished pre-course tests' points (0 when none). */
  avg_precourse: z.number(),
  avg_interview: z.number(),
  avg_essay: z.number(),
  tests: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      title_kz: z.string(),
      status: z.enum(['not_started', 'in_progress', 'grading', 'passed', 'failed']),
      grade: z.number().nullable(),
      passed: z.boolean(),
      finished_at: dateTimeText.nullable(),
    }),
  ),
});
export type UserProgressDto = z.infer<typeof userProgressSchema>;

const text = (max: number) => z.string().trim().max(max);

/** An admin's edit of a test's texts and time limit (the pass mark is the pipeline's, fixed per test). */
export const preCourseTestPatchSchema = z
  .strictObject({
    title: text(300).min(1, { error: 'validation.required' }),
    title_kz: text(300).min(1, { error: 'validation.required' }),
    description: text(4000),
    description_kz: text(4000),
    time_limit_minutes: z.number().int().min(1).max(240),
  })
  .partial();
export type PreCourseTestPatch = z.infer<typeof preCourseTestPatchSchema>;

/**
 * A question with its options, as an admin saves it: both languages, at least two options
 * with both languages filled, at least one correct.
 */
export const preCourseQuestionInputSchema = z
  .strictObject({
    title: text(4000),
    title_kz: text(4000),
    passage: text(8000).nullish(),
    passage_kz: text(8000).nullish(),
    section: z.enum(PRE_COURSE_SECTIONS).nullish(),
    answers: z
      .array(z.strictObject({ title: text(1000), title_kz: text(1000), is_correct: z.boolean() }))
      .max(12),
  })
  .superRefine((question, ctx) => {
    if (!question.title || !question.title_kz) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'question.both_languages' });
    }
    const filled = question.answers.filter((answer) => answer.title && answer.title_kz);
    if (filled.length < 2 || filled.length !== question.answers.length) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'question.two_options' });
    } else if (!question.answers.some((answer) => answer.is_correct)) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'question.one_correct' });
    }
  });
export type PreCourseQuestionInput = z.infer<typeof preCourseQuestionInputSchema>;
