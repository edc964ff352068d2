import { z } from 'zod';
import { LANGUAGES } from './language';

/**
 * Every kind of mail the portal sends, by the step of the process it belongs to (the mail log's `kind`, the
 * catalogue's order). `password_setup` is the approval's mail with the set-password link;
 * `application_already_waiting` answers a form sent for an IIN whose application is still waiting.
 */
export const MAIL_KIND_GROUPS = {
  application: [
    'application_received',
    'application_already_waiting',
    'application_refused',
    'password_setup',
  ],
  pipeline: ['stage_opened', 'test_result', 'retake_granted'],
  interview: ['interview_scheduled', 'interview_changed', 'interview_cancelled'],
  grades: ['interview_graded', 'essay_graded', 'practice_graded'],
  course: ['course_enrolled'],
  certificate: ['certificate_issued', 'certificate_revoked'],
  account: ['invitation', 'password_reset', 'password_changed', 'mfa_reset'],
  privacy: ['erasure_granted', 'erasure_refused'],
} as const;

export type MailKindGroup = keyof typeof MAIL_KIND_GROUPS;
export type MailKind = (typeof MAIL_KIND_GROUPS)[MailKindGroup][number];
export const MAIL_KINDS = Object.values(MAIL_KIND_GROUPS).flat() as readonly MailKind[];

/** One mail kind in one language, filled with example data, as its recipient would see it. */
export const mailExampleSchema = z.object({
  kind: z.enum(MAIL_KINDS as [MailKind, ...MailKind[]]),
  group: z.enum(Object.keys(MAIL_KIND_GROUPS) as [MailKindGroup, ...MailKindGroup[]]),
  language: z.enum(LANGUAGES),
  subject: z.string(),
  /** The HTML part: a whole document with inline styles, to be shown in a sandboxed frame. */
  html: z.string(),
  /** The text part. */
  text: z.string(),
  /** The file name of a calendar attachment (RFC 5545), or null. */
  attachment: z.string().nullable(),
});
export type MailExampleDto = z.infer<typeof mailExampleSchema>;

/** GET /api/v1/mail-templates/: every kind in both languages, in the catalogue's order. */
export const mailCatalogueSchema = z.object({ results: z.array(mailExampleSchema) });
export type MailCatalogue = z.infer<typeof mailCatalogueSchema>;
