import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '@/shared/api/get-profile';
import { certificateKeys } from './certificate-keys';
import { fetchMyCertificates } from './fetch-my-certificates';

/** How often the list asks again while a certificate's documents are still being made by the worker. */
export const DOCUMENTS_POLL_MS = 4000;

/** The signed-in user's certificates; asked again every few seconds until every one has its documents. */
export function useMyCertificates() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: certificateKeys.mine,
    // The profile the header has already read serves the last way of asking; no second request for it.
    queryFn: ({ signal }) =>
      fetchMyCertificates(() => queryClient.ensureQueryData(profileQueryOptions), signal),
    refetchInterval: (query) =>
      query.state.data?.some((certificate) => !certificate.documents_ready) ? DOCUMENTS_POLL_MS : false,
  });
}
