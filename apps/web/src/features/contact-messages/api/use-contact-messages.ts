import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

/** GET /api/v1/contact-messages/: one page of the visitors' messages, newest first (admins only). */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['contact-messages', page],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/contact-messages', {
          params: { query: { page, page_size: CONTACT_MESSAGES_PAGE_SIZE } },
          signal,
        }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
