/**
 * Courses, their lessons and lesson tests (/admin/courses; the candidate's /user/courses): what admins create
 * and enrol, and what an enrolled user reads of their own courses.
 */
import { z } from 'zod';
import type { MessageKey } from './i18n/messages';
import { isMeetingLink, numericValue, parseMeetingTime, userIdsSchema } from './interviews';
import { MAX_PAGE_SIZE, pageQuerySchema } from './pagination';
import { dateTimeText, MAX_INT32 } from './primitives';

/** A course cover is an image. */
export const COURSE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif'] as const;
export const COURSE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Certificate templates are .doc, .docx or .pdf. */
export const CERTIFICATE_TEMPLATE_EXTENSIONS = ['doc', 'docx', 'pdf'] as const;
export const CERTIFICATE_TEMPLATE_MAX_BYTES = 10 * 1024 * 1024;
/** The file parts of POST and PATCH courses/. */
export const COURSE_FILE_FIELDS = ['image', 'certificate_template_ru', 'certificate_template_kk'] as const;
export type CourseFileField = (typeof COURSE_FILE_FIELDS)[number];

/** The lesson materials an admin may upload (checked by their content, not their name alone). */
export const LESSON_FILE_EXTENSIONS = [
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
  'mp4',
  'zip',
] as const;
/** One lesson file at most (a recorded lesson fits; a longer video goes by `link`). */
export const LESSON_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Files in one upload, and their bytes together (the server holds one upload in memory while checking). */
export const LESSON_FILES_PER_UPLOAD = 20;
export const LESSON_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The course-users list is read 500 at a time. */
export const COURSE_USERS_PAGE_SIZE = 500;

/** Where a user stands with a course of theirs. */
export const COURSE_STATUSES = ['in_progress', 'completed'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

const searchText = z.string().trim().max(200).optional();

/** GET courses/ (20 a page unless asked; `search` looks in both titles and both descriptions). */
export const courseListQuerySchema = pageQuerySchema.extend({ search: searchText });
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** GET courses/{id}/users/ (500 a page unless asked; `search` looks in name, username, email, phone, IIN). */
export const courseUsersQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COURSE_USERS_PAGE_SIZE),
  search: searchText,
});
export type CourseUsersQuery = z.infer<typeof courseUsersQuerySchema>;

/** A text part of a form, trimmed. */
const formText = (max: number) => z.string().trim().max(max);

/** A whole number sent as a JSON number or form text; empty text or null clears it. */
function formInteger(min: number, max: number) {
  return z
    .union([z.number(), z.string(), z.null()])
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = numericValue(value);
      if (number === null || !Number.isInteger(number)) {
        ctx.addIssue({ code: 'custom', message: 'validation.integer' });
        return z.NEVER;
      }
      if (number < min || number > max) {
        ctx.addIssue({
          code: 'custom',
          message: number < min ? 'validation.too_small' : 'validation.too_large',
        });
        return z.NEVER;
      }
      return number;
    })
    .meta({ description: `A whole number from ${min} to ${max}; empty clears it` });
}

/** A price: at least 0, hundredths at most (numeric(12, 2)); a comma is a decimal separator. */
const priceSchema = z
  .union([z.number(), z.string(), z.null()])
  .transform((value, ctx) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const price = numericValue(value);
    if (
      price === null ||
      price < 0 ||
      price >= 1e10 ||
      Math.abs(price * 100 - Math.round(price * 100)) > 1e-6
    ) {
      ctx.addIssue({ code: 'custom', message: 'course.price_invalid' });
      return z.NEVER;
    }
    return price;
  })
  .meta({ description: 'A price of 0 or more with at most two decimals; empty clears it' });

const titleRequired = { error: 'course.titles_required' } as const;

const courseFields = {
  title: z.string(titleRequired).trim().min(1, titleRequired).max(300, { error: 'validation.too_long' }),
  title_kk: z.string(titleRequired).trim().min(1, titleRequired).max(300, { error: 'validation.too_long' }),
  description: formText(20_000),
  /** The description in Kazakh; empty shows the Russian one on Kazakh pages. */
  description_kk: formText(20_000),
  months_duration: formInteger(0, 120),
  academic_hours: formInteger(0, 100_000),
  education_type: formText(300),
  education_type_kk: formText(300),
  duration: formText(200),
  price: priceSchema,
};

/**
 * POST courses/ (multipart: these text parts plus the files `image`, `certificate_template_ru` and
 * `certificate_template_kk`): both titles are required, the rest may be left empty.
 */
export const courseFormSchema = z.strictObject({
  ...courseFields,
  description: courseFields.description.default(''),
  description_kk: courseFields.description_kk.default(''),
  months_duration: courseFields.months_duration.optional(),
  academic_hours: courseFields.academic_hours.optional(),
  education_type: courseFields.education_type.default(''),
  education_type_kk: courseFields.education_type_kk.default(''),
  duration: courseFields.duration.default(''),
  price: courseFields.price.optional(),
});
export type CourseForm = z.infer<typeof courseFormSchema>;

/**
 * PATCH courses/{id}/ (multipart or JSON): any of the course's fields; a title sent must not be empty. A
 * file part replaces that file; `remove_image` set to `true` drops the cover.
 */
export const coursePatchSchema = z.strictObject({
  title: courseFields.title.optional(),
  title_kk: courseFields.title_kk.optional(),
  description: courseFields.description.optional(),
  description_kk: courseFields.description_kk.optional(),
  months_duration: courseFields.months_duration.optional(),
  academic_hours: courseFields.academic_hours.optional(),
  education_type: courseFields.education_type.optional(),
  education_type_kk: courseFields.education_type_kk.optional(),
  duration: courseFields.duration.optional(),
  price: courseFields.price.optional(),
  remove_image: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .optional(),
});
export type CoursePatch = z.infer<typeof coursePatchSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kk: z.string(),
  description: z.string(),
  description_kk: z.string(),
  months_duration: z.number().int().nullable(),
  academic_hours: z.number().int().nullable(),
  education_type: z.string(),
  education_type_kk: z.string(),
  duration: z.string(),
  price: z.number().nullable(),
  /** The URL to fetch the cover with (bearer token), null without one. */
  image: z.string().nullable(),
  image_name: z.string().nullable(),
  certificate_template_ru: z
    .string()
    .nullable()
    .meta({ description: 'The template’s download URL (admins only; null for others or without one)' }),
  certificate_template_ru_name: z.string().nullable(),
  certificate_template_kk: z
    .string()
    .nullable()
    .meta({ description: 'The template’s download URL (admins only; null for others or without one)' }),
  certificate_template_kk_name: z.string().nullable(),
  users_count: z.number().int(),
  created_at: dateTimeText,
});
export type CourseDto = z.infer<typeof courseSchema>;

/**
 * GET courses/{id}/ (a course's users, and its status completed or the is_completed flag). To an admin:
 * the ids of every enrolled user, and completed once each of them completed it. To an enrolled user: their
 * own id only, and where they stand with it (completed once their practice of it is graded a pass).
 */
export const courseDetailSchema = courseSchema.extend({
  users: z
    .array(z.number().int())
    .meta({ description: 'Admins: every enrolled user’s id; a user: their own' }),
  is_completed: z.boolean(),
  status: z.enum(COURSE_STATUSES),
});
export type CourseDetailDto = z.infer<typeof courseDetailSchema>;

/** A course of the caller's (GET courses/own/): completed once their practice of it is graded a pass. */
export const ownCourseSchema = courseSchema.extend({
  is_completed: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  /** The lessons the caller sees. */
  lessons_count: z.number().int(),
  enrolled_at: dateTimeText,
  completed_at: dateTimeText.nullable(),
});
export type OwnCourseDto = z.infer<typeof ownCourseSchema>;

/** GET courses/names/: the courses of a select. */
export const courseNameSchema = z.object({ id: z.number().int(), title: z.string(), title_kk: z.string() });
export type CourseNameDto = z.infer<typeof courseNameSchema>;

/** POST courses/{id}/add_users/: at least one user. */
export const courseAddUsersSchema = z.strictObject({
  user_ids: userIdsSchema('course.add_users_required'),
});
export type CourseAddUsers = z.infer<typeof courseAddUsersSchema>;

/** A user enrolled in a course, as the course-users page lists them. */
export const courseUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.string(),
  iin: z.string().nullable(),
  id_number: z.string().nullable(),
  /** The user's application id, null for users without one. */
  application: z.number().int().nullable(),
  enrolled_at: dateTimeText,
  completed_at: dateTimeText.nullable(),
  /** The state of the user's candidate pipeline (`theory`, `practice`, …), null without one. */
  stage: z.string().nullable(),
});
export type CourseUserDto = z.infer<typeof courseUserSchema>;

/** An optional http(s) address of a form: empty text or null is none. */
function optionalLink(error: MessageKey) {
  return z
    .union([z.string(), z.null()], { error })
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (!text) return null;
      if (text.length > 1000 || !isMeetingLink(text)) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return text;
    })
    .meta({ description: 'An http(s) address; empty or null for none' });
}

const lessonTitle = { error: 'lesson.title_required' } as const;
const lessonTime = { error: 'lesson.date_time_invalid' } as const;

const lessonFields = {
  title: z.string(lessonTitle).trim().min(1, lessonTitle).max(300, { error: 'validation.too_long' }),
  /** The title in Kazakh; empty shows the Russian one on Kazakh pages. */
  title_kk: z.string().trim().max(300, { error: 'validation.too_long' }),
  description: z.string().trim().max(20_000),
  description_kk: z.string().trim().max(20_000),
  date_time: z
    .string(lessonTime)
    .meta({ description: 'ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given' })
    .refine((text) => parseMeetingTime(text) !== null, lessonTime)
    .transform((text) => (parseMeetingTime(text) as Date).toISOString()),
  link: optionalLink('lesson.link_invalid'),
  file_link: optionalLink('lesson.link_invalid'),
  published: z.boolean(),
  public: z.boolean(),
};

/**
 * POST courses/{id}/lessons/ (title, description, date_time, link; also published, public, file_link,
 * and the Kazakh title_kk and description_kk, empty unless given).
 */
export const lessonInputSchema = z.strictObject({
  ...lessonFields,
  title_kk: lessonFields.title_kk.default(''),
  description: lessonFields.description.default(''),
  description_kk: lessonFields.description_kk.default(''),
  link: lessonFields.link.optional().transform((value) => value ?? null),
  file_link: lessonFields.file_link.optional().transform((value) => value ?? null),
  published: lessonFields.published.default(true),
  public: lessonFields.public.default(false),
});
export type LessonInput = z.infer<typeof lessonInputSchema>;

/** PATCH courses/{id}/lessons/{lessonId}/: any of the lesson's fields. */
export const lessonPatchSchema = z.strictObject(lessonFields).partial();
export type LessonPatch = z.infer<typeof lessonPatchSchema>;

export const storedFileSchema = z.object({
  id: z.number().int(),
  /** The download URL (bearer token). */
  file: z.string(),
  /** The name it was uploaded under. */
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type StoredFileDto = z.infer<typeof storedFileSchema>;

export const lessonTestRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
});
export type LessonTestRefDto = z.infer<typeof lessonTestRefSchema>;

export const lessonSchema = z.object({
  id: z.number().int(),
  course: z.number().int(),
  title: z.string(),
  title_kk: z.string(),
  description: z.string(),
  description_kk: z.string(),
  date_time: dateTimeText,
  link: z.string().nullable(),
  file_link: z.string().nullable(),
  files: z.array(storedFileSchema),
  published: z.boolean(),
  public: z.boolean(),
  /** The lesson's test, null without one. */
  test: lessonTestRefSchema.nullable(),
  /** The caller's result at the lesson's test: null before an attempt (always null for admins). */
  result: z.object({ grade: z.number(), submitted_at: dateTimeText }).nullable(),
});
export type LessonDto = z.infer<typeof lessonSchema>;

const testTitles = { error: 'lesson_test.titles_required' } as const;

/** POST courses/{id}/lessons/{lessonId}/test/ and its PATCH: both titles. */
export const lessonTestInputSchema = z.strictObject({
  title: z.string(testTitles).trim().min(1, testTitles).max(300, { error: 'validation.too_long' }),
  title_kz: z.string(testTitles).trim().min(1, testTitles).max(300, { error: 'validation.too_long' }),
});
export type LessonTestInput = z.infer<typeof lessonTestInputSchema>;
export const lessonTestPatchSchema = lessonTestInputSchema.partial();
export type LessonTestPatch = z.infer<typeof lessonTestPatchSchema>;

export const lessonAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
  /** Admins always; a candidate never before their attempt (the result reveals the correct answers). */
  is_correct: z.boolean().optional(),
});
export type LessonAnswerDto = z.infer<typeof lessonAnswerSchema>;

export const lessonQuestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
  answers: z.array(lessonAnswerSchema),
  multiple: z.boolean().meta({
    description: 'More than one option is correct: pick every one that applies (never says which)',
  }),
});
export type LessonQuestionDto = z.infer<typeof lessonQuestionSchema>;

export const lessonTestSchema = lessonTestRefSchema.extend({
  lesson: z.number().int(),
  questions: z.array(lessonQuestionSchema),
});
export type LessonTestDto = z.infer<typeof lessonTestSchema>;

const questionTitles = { error: 'lesson_test.question_titles_required' } as const;
const optionText = z.string().trim().max(1000);
const answerOptionSchema = z.strictObject({
  title: optionText,
  title_kz: optionText,
  is_correct: z.boolean().default(false),
});

/** The options of a question as the question editor sends them: at least two, both languages, one correct. */
function checkOptions(
  answers: ReadonlyArray<{ title: string; title_kz: string; is_correct: boolean }>,
  ctx: z.RefinementCtx,
): void {
  const filled = answers.filter((answer) => answer.title && answer.title_kz);
  if (filled.length < 2 || filled.length !== answers.length) {
    ctx.addIssue({ code: 'custom', path: ['answers'], message: 'question.two_options' });
  } else if (!answers.some((answer) => answer.is_correct)) {
    ctx.addIssue({ code: 'custom', path: ['answers'], message: 'question.one_correct' });
  }
}

/**
 * POST .../test/{testId}/questions/: both titles ('Заполните оба поля вопроса.'), optionally with its options
 * (then checked as the question editor's).
 */
export const lessonQuestionInputSchema = z
  .strictObject({
    title: z.string(questionTitles).trim().min(1, questionTitles).max(4000, { error: 'validation.too_long' }),
    title_kz: z
      .string(questionTitles)
      .trim()
      .min(1, questionTitles)
      .max(4000, { error: 'validation.too_long' }),
    answers: z.array(answerOptionSchema).max(12).optional(),
  })
  .superRefine((question, ctx) => {
    if (question.answers) checkOptions(question.answers, ctx);
  });
export type LessonQuestionInput = z.infer<typeof lessonQuestionInputSchema>;

/** PUT .../questions/{qid}/: the question with all its options, as the question editor saves it. */
export const lessonQuestionReplaceSchema = z
  .strictObject({
    title: z.string().trim().max(4000, { error: 'validation.too_long' }),
    title_kz: z.string().trim().max(4000, { error: 'validation.too_long' }),
    answers: z.array(answerOptionSchema).max(12),
  })
  .superRefine((question, ctx) => {
    if (!question.title || !question.title_kz) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'question.both_languages' });
    }
    checkOptions(question.answers, ctx);
  });
export type LessonQuestionReplace = z.infer<typeof lessonQuestionReplaceSchema>;

const answerTitles = { error: 'lesson_test.answer_titles_required' } as const;

/** POST .../questions/{qid}/answers/: one option in both languages. */
export const lessonAnswerInputSchema = z.strictObject({
  title: z.string(answerTitles).trim().min(1, answerTitles).max(1000, { error: 'validation.too_long' }),
  title_kz: z.string(answerTitles).trim().min(1, answerTitles).max(1000, { error: 'validation.too_long' }),
  is_correct: z.boolean().default(false),
});
export type LessonAnswerInput = z.infer<typeof lessonAnswerInputSchema>;

const rowId = z.number().int().positive().max(MAX_INT32);

/**
 * POST .../test/{testId}/check_answers/: the chosen options per question (one id or a list); a question left
 * out counts as wrong.
 */
export const lessonCheckAnswersSchema = z.strictObject({
  answers: z
    .array(
      z.strictObject({
        question_id: rowId,
        answer_id: z
          .union([rowId, z.array(rowId).max(20)])
          .transform((ids) => [...new Set(Array.isArray(ids) ? ids : [ids])]),
      }),
    )
    .max(200),
});
export type LessonCheckAnswers = z.infer<typeof lessonCheckAnswersSchema>;

/** One question of a graded attempt: what was chosen, what was correct. */
export const lessonQuestionResultSchema = z.object({
  question_id: z.number().int(),
  title: z.string(),
  title_kz: z.string(),
  selected: z.array(z.number().int()),
  correct: z.array(z.number().int()),
  is_correct: z.boolean(),
});
export type LessonQuestionResultDto = z.infer<typeof lessonQuestionResultSchema>;

/** The one attempt at a lesson test, graded by the server (points out of 100). */
export const lessonTestResultSchema = z.object({
  test_id: z.number().int(),
  user_id: z.number().int(),
  grade: z.number(),
  submitted_at: dateTimeText,
  results: z.array(lessonQuestionResultSchema),
});
export type LessonTestResultDto = z.infer<typeof lessonTestResultSchema>;

/** The 409 of a second attempt: the refusal, with the result kept from the first (none for a test without questions). */
export const lessonTestRefusalSchema = z.object({
  detail: z.string(),
  result: lessonTestResultSchema.optional(),
});

/** GET .../test/{testId}/results/: the caller's own; an admin may name a user. */
export const lessonTestResultQuerySchema = z.strictObject({
  user: z.coerce.number().int().positive().max(MAX_INT32).optional(),
});
export type LessonTestResultQuery = z.infer<typeof lessonTestResultQuerySchema>;
