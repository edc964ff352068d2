import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

export const MAIL_LOG_PAGE_SIZE = 20;

/** GET /api/v1/mail-log/: one page of the mails the portal wrote, newest first (admins only). */
export function useMailLog(page: number) {
  return useQuery({
    queryKey: ['mail-log', page],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/mail-log', { params: { query: { page, page_size: MAIL_LOG_PAGE_SIZE } }, signal }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
