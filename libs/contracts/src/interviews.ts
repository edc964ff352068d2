/**
 * Pre-course interviews (/admin/invite-interview; the candidate's /user/interview): what admins create, invite and grade, and what a candidate reads of their own invitations.
 * The meeting rules (link, time, type) serve the essay meetings too.
 */
import { z } from 'zod';
import type { MessageKey } from './i18n/messages';
import { MAX_PAGE_SIZE, pageQuerySchema } from './pagination';
import { dateTimeText, isCalendarDate, MAX_INT32 } from './primitives';

/** Kazakhstan keeps one zone, UTC+5: a time sent without a zone is read there. */
export const KAZAKHSTAN_UTC_OFFSET = '+05:00';

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A meeting's date and time: ISO 8601 (`2026-05-04T10:00`, with seconds, `Z` or an offset if wanted), a date
 * that exists and a time of day that exists; null otherwise. Without a zone it is Kazakhstan's time.
 */
export function parseMeetingTime(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, date, hours, minutes, seconds = '00', fraction = '', zone] = match;
  if (!isCalendarDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59)
    return null;
  const offset = !zone
    ? KAZAKHSTAN_UTC_OFFSET
    : zone.toUpperCase() === 'Z'
      ? 'Z'
      : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  const time = new Date(`${date}T${hours}:${minutes}:${seconds}${fraction}${offset}`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** KAZAKHSTAN_UTC_OFFSET in milliseconds. */
const KAZAKHSTAN_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * An instant (the API's ISO time) as Kazakhstan's clocks show it, 'YYYY-MM-DDTHH:mm', to the minute: what a
 * meeting's form holds and `parseMeetingTime` reads back; null for text that is no time.
 */
export function kazakhstanWallClock(instant: string | Date): string | null {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) return null;
  return new Date(time.getTime() + KAZAKHSTAN_OFFSET_MS).toISOString().slice(0, 16);
}

/** True for an http(s) address with a host: the link of an online meeting. */
export function isMeetingLink(text: string): boolean {
  if (/\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The online meeting services a link is recognised as; anything else is `other`. */
export const MEETING_TYPES = ['zoom', 'google_meet', 'microsoft_teams', 'other'] as const;
export type MeetingType = (typeof MEETING_TYPES)[number];

/** The service of a meeting link, by its host (`us02web.zoom.us` is Zoom, `meet.google.com` Google Meet). */
export function meetingType(link: string): MeetingType {
  let host: string;
  try {
    host = new URL(link).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  const within = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (within('zoom.us') || within('zoom.com') || within('zoomgov.com')) return 'zoom';
  if (host === 'meet.google.com') return 'google_meet';
  if (within('teams.microsoft.com') || within('teams.live.com') || within('teams.microsoft.us')) {
    return 'microsoft_teams';
  }
  return 'other';
}

/** The message key of a meeting type's name, as candidates read it. */
export const MEETING_TYPE_LABELS: Record<MeetingType, MessageKey> = {
  zoom: 'meeting.kind.zoom',
  google_meet: 'meeting.kind.google_meet',
  microsoft_teams: 'meeting.kind.microsoft_teams',
  other: 'meeting.kind.other',
};

/** A meeting time in a request, answered as the instant in UTC; `error` names the form's message. */
export function meetingTimeSchema(error: MessageKey) {
  return z
    .string({ error })
    .meta({ description: 'ISO 8601 date and time; Kazakhstan’s (UTC+5) when no zone is given' })
    .refine((text) => parseMeetingTime(text) !== null, { error })
    .transform((text) => (parseMeetingTime(text) as Date).toISOString());
}

/** A meeting link in a request: http(s) only; `error` names the form's message. */
export function meetingLinkSchema(error: MessageKey) {
  return z.string({ error }).trim().max(1000).refine(isMeetingLink, { error });
}

/** A row id in a request body. */
export const bodyIdSchema = z.number().int().positive().max(MAX_INT32);

/** The users an admin picked (at least one; repeated ids count once); `error` names the form's message. */
export function userIdsSchema(error: MessageKey) {
  return z
    .array(bodyIdSchema, { error })
    .min(1, { error })
    .max(500)
    .transform((ids) => [...new Set(ids)]);
}

/**
 * A number as a form sends it: a JSON number, or text with a dot or a comma as the decimal separator
 * (`'87,5'`); null for anything else (empty text, `'abc'`, `'1e2'`).
 */
export function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^-?\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : null;
}

const createInvalid = { error: 'interview.create_invalid' } as const;

/**
 * POST pre_course_interviews/ (name, a valid date/time and a link, one message for all three); the
 * Kazakh name_kk is optional.
 */
export const interviewCreateSchema = z.strictObject({
  name: z.string(createInvalid).trim().min(1, createInvalid).max(300),
  name_kk: z.string().trim().max(300).default(''),
  interview_time: meetingTimeSchema('interview.create_invalid'),
  link: meetingLinkSchema('interview.create_invalid'),
});
export type InterviewCreate = z.infer<typeof interviewCreateSchema>;

/**
 * PATCH pre_course_interviews/{id}/: any of the creation's fields, checked as there. A new time or link is
 * mailed to the invited candidates not graded yet, with an updated calendar invitation.
 */
export const interviewUpdateSchema = z
  .strictObject({
    name: z.string(createInvalid).trim().min(1, createInvalid).max(300),
    name_kk: z.string().trim().max(300),
    interview_time: meetingTimeSchema('interview.create_invalid'),
    link: meetingLinkSchema('interview.create_invalid'),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { error: 'interview.update_empty' });
export type InterviewUpdate = z.infer<typeof interviewUpdateSchema>;

/** An interview in a list: a candidate reads the first six fields of their own invitations only. */
export const interviewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name in Kazakh; empty shows the Russian one on Kazakh pages. */
  name_kk: z.string(),
  interview_time: dateTimeText,
  link: z.string(),
  type: z.enum(MEETING_TYPES),
  /** The type's name in the request's language (`Zoom`, `Онлайн-встреча`…). */
  type_label: z.string(),
  users_count: z.number().int().optional().meta({ description: 'Admins only: the invited users' }),
  graded_count: z.number().int().optional().meta({ description: 'Admins only: the users graded' }),
  created_at: dateTimeText.optional().meta({ description: 'Admins only' }),
});
export type InterviewDto = z.infer<typeof interviewSchema>;

/** A user in an admin's picker or list: who they are. */
export const stageUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});
export type StageUserDto = z.infer<typeof stageUserSchema>;

/** Approved is passed with 100, rejected is failed with 0. */
export const INTERVIEW_PASS_GRADE = 100;
export const INTERVIEW_FAIL_GRADE = 0;

export const interviewUserSchema = stageUserSchema.extend({
  /** The user's grade at this interview, null until graded. */
  grade: z.object({ passed: z.boolean(), grade: z.number().int(), graded_at: dateTimeText }).nullable(),
});
export type InterviewUserDto = z.infer<typeof interviewUserSchema>;

/**
 * An interview as every call answers it (id, name, interview_time, link, users): admins read every
 * invited user, a candidate only themselves.
 */
export const interviewDetailSchema = interviewSchema.extend({ users: z.array(interviewUserSchema) });
export type InterviewDetailDto = z.infer<typeof interviewDetailSchema>;

/** POST pre_course_interviews/{id}/add_users/ (an interview and at least one user). */
export const interviewAddUsersSchema = z.strictObject({
  user_ids: userIdsSchema('interview.add_users_invalid'),
});
export type InterviewAddUsers = z.infer<typeof interviewAddUsersSchema>;

/** What adding users did: how many were added, and how many were there already (skipped). */
export const addUsersResultSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
});
export type AddUsersResultDto = z.infer<typeof addUsersResultSchema>;

/**
 * POST pre_course_interviews/{id}/grades/: `passed` decides; `grade`, when sent, must agree
 * (100 with passed, 0 without); `interview`, when sent, must be the interview of the path.
 */
export const interviewGradeInputSchema = z
  .strictObject({
    user: bodyIdSchema,
    interview: bodyIdSchema.optional(),
    passed: z.boolean(),
    grade: z
      .union([z.number(), z.string()])
      .optional()
      .meta({ description: '100 when passed, 0 when not; derived from `passed` when left out' }),
  })
  .superRefine((input, ctx) => {
    if (input.grade === undefined) return;
    const expected = input.passed ? INTERVIEW_PASS_GRADE : INTERVIEW_FAIL_GRADE;
    if (numericValue(input.grade) !== expected) {
      ctx.addIssue({ code: 'custom', path: ['grade'], message: 'interview.grade_mismatch' });
    }
  });
export type InterviewGradeInput = z.infer<typeof interviewGradeInputSchema>;

export const interviewGradeSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  interview: z.number().int(),
  passed: z.boolean(),
  grade: z.number().int(),
  graded_by: z.number().int().nullable(),
  graded_at: dateTimeText,
});
export type InterviewGradeDto = z.infer<typeof interviewGradeSchema>;

/** An admin's picker of candidates at a stage: name or username words, 10 per page. */
export const stageCandidatesQuerySchema = pageQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  search: z.string().trim().max(200).optional(),
});
export type StageCandidatesQuery = z.infer<typeof stageCandidatesQuerySchema>;

/** The roles an add-users picker may offer, «Кандидат» (the `user` role) first: the default filter. */
export const PICKER_ROLES = ['user', 'direct_enroll'] as const;
export type PickerRole = (typeof PICKER_ROLES)[number];

/** A course's add-users picker: as a stage's, and optionally only one of the roles it offers. */
export const courseCandidatesQuerySchema = stageCandidatesQuerySchema.extend({
  role: z.enum(PICKER_ROLES).optional(),
});
export type CourseCandidatesQuery = z.infer<typeof courseCandidatesQuerySchema>;
