import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { calendarDateSchema, dateTimeText } from './primitives';
import { ROLES } from './roles';

// The admins' statistics (/admin/statistics) and the candidates' progress list.

/** The largest page of GET /api/v1/users/progress/ (progress page size 200). */
export const PROGRESS_MAX_PAGE_SIZE = 200;
/** The page size of the progress table. */
export const PROGRESS_PAGE_SIZE = 10;

/**
 * GET /api/v1/users/progress/: the progress list's filters, plus a folded search over name and username (analysts:
 * the name only, and no username filter).
 */
export const progressQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(PROGRESS_MAX_PAGE_SIZE).default(PROGRESS_PAGE_SIZE),
  role__name: z.enum(ROLES).optional(),
  username: z.string().max(150).optional(),
  first_name: z.string().max(150).optional(),
  last_name: z.string().max(150).optional(),
  /** Joined on this day (Asia/Almaty), YYYY-MM-DD. */
  date_joined: calendarDateSchema.optional(),
  search: z.string().max(120).optional(),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

/**
 * A candidate's averages in percent (0–100, two decimals), null where the candidate has no result of that
 * stage yet; total_avg is the mean of the stage averages that exist.
 */
export const candidateProgressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable().meta({
    description: 'The login; null for analysts (an applicant’s login is their IIN)',
  }),
  avg_precourse: z.number().nullable(),
  avg_interview: z.number().nullable(),
  avg_essay: z.number().nullable(),
  avg_practice: z.number().nullable(),
  total_avg: z.number().nullable(),
  /** The pre-course tests the candidate finished, in the tests' order: each one's latest finished attempt. */
  tests: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      title_kk: z.string(),
      /** In percent, two decimals. */
      score: z.number(),
      passed: z.boolean(),
    }),
  ),
});
export type CandidateProgress = z.infer<typeof candidateProgressSchema>;

/** One pre-course test's row of GET /api/v1/pre_course_test/statistics/. */
export const testStatisticsRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kk: z.string(),
  passed_count: z.number().int(),
  failed_count: z.number().int(),
  /** passed / (passed + failed) × 100, two decimals; 0 without attempts. */
  passed_percent: z.number(),
});

/** GET /api/v1/pre_course_test/statistics/. */
export const testStatisticsSchema = z.object({
  tests: z.array(testStatisticsRowSchema),
  /** Candidates who may take the pre-course tests (every candidate with a pipeline of the selection track). */
  total_count: z.number().int(),
  /** Of those, the ones with at least one finished attempt. */
  participated_count: z.number().int(),
  not_participated_count: z.number().int(),
});
export type TestStatistics = z.infer<typeof testStatisticsSchema>;

/**
 * A question is judged (flagged) only from this many attempts on: with fewer, one candidate's answer moves its
 * facility by 20 points or more and its discrimination means little.
 */
export const ITEM_ANALYSIS_MIN_ATTEMPTS = 5;
/** Moodle's rule of thumb: a discrimination index under 0.2 is poor, under 0 the question misleads. */
export const LOW_DISCRIMINATION = 0.2;
/** Facility above this: nearly everyone answers correctly. */
export const TOO_EASY_FACILITY = 0.95;
/** Facility below this: nearly nobody answers correctly. */
export const TOO_HARD_FACILITY = 0.05;

export const QUESTION_FLAGS = [
  'negative_discrimination',
  'low_discrimination',
  'too_easy',
  'too_hard',
] as const;
export type QuestionFlag = (typeof QUESTION_FLAGS)[number];

/**
 * GET /api/v1/pre_course_test/statistics/{id}/: item analysis of one test over the finished attempts (each
 * candidate's latest), as Moodle's quiz statistics report gives it.
 */
export const testItemAnalysisSchema = z.object({
  test: z.object({ id: z.number().int(), title: z.string(), title_kk: z.string() }),
  attempts: z.number().int(),
  /** Mean and standard deviation of the attempts' scores, in percent. */
  mean_percent: z.number().nullable(),
  sd_percent: z.number().nullable(),
  /** Kuder–Richardson 20, null with fewer than two attempts or no variance. */
  kr20: z.number().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      title: z.string(),
      title_kk: z.string(),
      /** Attempts that saw the question (every finished attempt of the test). */
      attempts: z.number().int(),
      correct_count: z.number().int(),
      /** Share answering correctly, 0–1; null without attempts. */
      facility: z.number().nullable(),
      /** Correlation of the item with the rest of the test (corrected point-biserial), −1–1. */
      discrimination: z.number().nullable(),
      flags: z.array(z.enum(QUESTION_FLAGS)),
    }),
  ),
});
export type TestItemAnalysis = z.infer<typeof testItemAnalysisSchema>;

export const FUNNEL_STEPS = [
  'applications',
  'approved',
  'tests_passed',
  'interview_passed',
  'essay_passed',
  'theory',
  'practice_passed',
  'certified',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** GET /api/v1/statistics/funnel/: the cohort of applications sent in [from, to] (Asia/Almaty days). */
export const funnelQuerySchema = z
  .object({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'statistics.range_reversed',
    path: ['to'],
  });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const funnelSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  generated_at: dateTimeText,
  /** In journey order; each step counts the cohort's people who reached it (a subset of the step before). */
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      /**
       * Of `count`, the people the deputy enrolled directly: they skip the selection, so they count as having
       * passed the tests, the interview and the essay, and enter at theory.
       */
      direct_enroll: z.number().int(),
    }),
  ),
});
export type Funnel = z.infer<typeof funnelSchema>;
