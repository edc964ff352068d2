import {
  MAIL_KIND_GROUPS,
  MAIL_KINDS,
  MAIL_STATUSES,
  type MailKind,
  type MailKindGroup,
  type MailStatus,
} from '@expert-portal/contracts';
import type { TFunction } from 'i18next';

// The words of the portal's mails (the `mail` namespace), shared by the mail log, an account's card and the
// mail catalogue: what a kind of mail is called, its step of the process, and where a mail is.

/** Delivered green, on its way blue, a temporary failure orange, a permanent one red, the log's only grey. */
const STATUS_COLORS: Record<MailStatus, string> = {
  queued: 'blue',
  sending: 'cyan',
  sent: 'green',
  retrying: 'orange',
  failed: 'red',
  logged: 'gray',
};

export function mailStatusColor(status: MailStatus): string {
  return STATUS_COLORS[status];
}

export const isMailStatus = (value: string | null): value is MailStatus =>
  (MAIL_STATUSES as readonly string[]).includes(value ?? '');

export const isMailKind = (value: string | null): value is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(value ?? '');

/**
 * The mails that may be sent again: those that went out, failed for good or were only logged, to an address the
 * log still has. A queued, sending or retrying mail is still the worker's, and one whose address was erased can
 * go nowhere (the server answers 409 for both).
 */
export function canResendMail(mail: { status: MailStatus; email: string | null }): boolean {
  return (
    mail.email !== null && (mail.status === 'sent' || mail.status === 'failed' || mail.status === 'logged')
  );
}

/** «Приглашение на собеседование» / «Әңгімелесуге шақыру»; a kind the screen does not know, as it came. */
export function mailKindLabel(kind: string, t: TFunction): string {
  return isMailKind(kind) ? t(`mail:kind.${kind}`) : kind;
}

/** «Собеседование» / «Әңгімелесу»: the step of the process a group of kinds belongs to. */
export function mailGroupLabel(group: MailKindGroup, t: TFunction): string {
  return t(`mail:group.${group}`);
}

/** Every kind for a select, under its group's heading, in the catalogue's order. */
export function mailKindOptions(
  t: TFunction,
): { group: string; items: { value: MailKind; label: string }[] }[] {
  return (Object.entries(MAIL_KIND_GROUPS) as [MailKindGroup, readonly MailKind[]][]).map(
    ([group, kinds]) => ({
      group: mailGroupLabel(group, t),
      items: kinds.map((kind) => ({ value: kind, label: mailKindLabel(kind, t) })),
    }),
  );
}
