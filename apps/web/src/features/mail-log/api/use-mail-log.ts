import type { MailStatus } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { mailLogKeys, mailLogQuery, type MailLogFilters } from './mail-log-keys';

/** While a mail on the page is still the worker's, the page is read again this often to show where it got. */
export const MAIL_LOG_REFRESH_MS = 5_000;

const IN_FLIGHT: readonly MailStatus[] = ['queued', 'sending', 'retrying'];

/** GET /api/v1/mail-log/: one page (20) of the mails the portal wrote, newest first, by state, kind, address, account. */
export function useMailLog(filters: MailLogFilters, page: number) {
  return useQuery({
    queryKey: mailLogKeys.page(filters, page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/mail-log', { params: { query: mailLogQuery(filters, page) }, signal })),
    // Mails are written and sent all the time: the log is asked again whenever it is opened.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.results.some((mail) => IN_FLIGHT.includes(mail.status)) ? MAIL_LOG_REFRESH_MS : false,
    // The current page stays on screen while the next one (or a new filter's) loads.
    placeholderData: keepPreviousData,
  });
}
