import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';
import { applicationQuery, type ApplicationFilters, type ApplicationScope } from './application-filters';

export const EXPORT_FILE_NAME = 'applications_filtered.xlsx';

/** GET /api/v1/applications/export/?<filters>: the server's .xlsx of the filtered list, saved as a file. */
export function useExportApplications() {
  return useMutation({
    mutationFn: async ({ filters, scope }: { filters: ApplicationFilters; scope: ApplicationScope }) => {
      const blob = await unwrap(
        api.GET('/api/v1/applications/export', {
          params: { query: applicationQuery(filters, scope) },
          parseAs: 'blob',
          headers: { Accept: '*/*' },
          fetch: apiFetch({ timeoutMs: BULK_LIST_TIMEOUT_MS * 3 }),
        }),
      );
      saveBlob(blob, EXPORT_FILE_NAME);
    },
  });
}
