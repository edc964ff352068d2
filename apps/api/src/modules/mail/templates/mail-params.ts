import type { MailKind } from '@expert-portal/contracts';

/** The candidate's stages a mail can name. */
export type MailStage = 'tests' | 'interview' | 'essay' | 'theory' | 'practice';

/** An interview as its invitation, change or cancellation names it. */
export interface InterviewParams {
  name: string;
  starts_at: Date;
  duration_minutes: number;
  meeting_url: string | null;
  /** The calendar event's UID: the same for the invitation, its changes and its cancellation. */
  uid: string;
  /** RFC 5545 SEQUENCE: 0 for the invitation, higher for every change. */
  sequence: number;
}

/** A grade and whether it passed, on a 100-point scale. */
export interface GradeParams {
  name: string;
  grade: number;
  passed: boolean;
  /** Where the candidate reads it in the portal. */
  link: string;
}

/** What each kind of mail is filled with. Links are absolute (PUBLIC_URL). */
export interface MailParams {
  application_received: { name: string; number: number; submitted_at: Date };
  /** Names nothing of the waiting application: whoever typed the address may not be the one who applied. */
  application_already_waiting: { name: string };
  application_refused: { name: string; number: number; by: 'staff' | 'deputy'; reason: string };
  password_setup: { name: string; username: string; link: string; hours: number };
  stage_opened: { name: string; stage: MailStage; link: string };
  test_result: {
    name: string;
    test: string;
    score: number;
    threshold: number;
    passed: boolean;
    /** Closed by its time limit rather than by the candidate. */
    timed_out: boolean;
    link: string;
  };
  /** A second chance at a failed stage (all its failed tests, for the tests). */
  retake_granted: { name: string; stage: MailStage; link: string };
  interview_scheduled: InterviewParams;
  interview_changed: InterviewParams;
  interview_cancelled: InterviewParams;
  interview_graded: GradeParams;
  essay_graded: GradeParams;
  practice_graded: GradeParams & { course: string };
  course_enrolled: {
    name: string;
    course: string;
    enrolled_at: Date;
    /** The course's length as its card gives it (courses have no fixed dates: each person starts on enrolment). */
    months: number | null;
    academic_hours: number | null;
    link: string;
  };
  certificate_issued: { name: string; number: string; course: string; public_url: string; pdf_url: string };
  certificate_revoked: { name: string; number: string; course: string; reason: string };
  invitation: { name: string; username: string; link: string; hours: number };
  password_reset: { name: string; username: string; link: string; hours: number };
  password_changed: { name: string; username: string };
  mfa_reset: { name: string; username: string };
  erasure_granted: { name: string; reason: string; kept_register: boolean };
  erasure_refused: { name: string; reason: string };
}

// Every kind of the contracts' list has its parameters, and nothing else does.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const EVERY_KIND_HAS_PARAMS: Exact<keyof MailParams, MailKind> = true;
