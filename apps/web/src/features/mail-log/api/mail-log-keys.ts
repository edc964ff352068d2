import type { MailKind, MailStatus } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

export const MAIL_LOG_PAGE_SIZE = 20;

/** The log's filters as the page applies them: the state, the kind, part of the address, whose account. */
export interface MailLogFilters {
  status: MailStatus | null;
  kind: MailKind | null;
  /** Part of the recipient's address, any case ('' for none). */
  email: string;
  /** The account the mails were written to (from an account's card: ?user_id=12). */
  userId: number | null;
}

/** The filters and page as GET /api/v1/mail-log/ takes them; an empty filter is left out. */
export function mailLogQuery(filters: MailLogFilters, page: number): ApiQuery<'/api/v1/mail-log'> {
  return {
    status: filters.status ?? undefined,
    kind: filters.kind ?? undefined,
    email: filters.email.trim() || undefined,
    user_id: filters.userId ?? undefined,
    page,
    page_size: MAIL_LOG_PAGE_SIZE,
  };
}

/** The feature's React Query keys: a resend invalidates `mailLogKeys.all`, so the page on screen is read again. */
export const mailLogKeys = {
  all: ['mail-log'] as const,
  page: (filters: MailLogFilters, page: number) => ['mail-log', 'page', filters, page] as const,
};
