import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { ACCOUNT_MAILS_SIZE, accountKeys } from './account-keys';

/** GET /api/v1/mail-log/?user_id={id}: the latest mails written to one account, newest first, with their state. */
export function useAccountMails(id: number) {
  return useQuery({
    queryKey: accountKeys.mails(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/mail-log', {
          params: { query: { user_id: id, page: 1, page_size: ACCOUNT_MAILS_SIZE } },
          signal,
        }),
      ),
    // A mail leaves the queue within seconds of an action: the card asks again each time it opens.
    staleTime: 0,
  });
}
