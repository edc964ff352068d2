import { useMutation } from '@tanstack/react-query';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';
import { applicationQuery, type ApplicationFilters, type ApplicationScope } from './application-filters';
import { saveBlob } from '@/shared/lib/save-blob';

export const EXPORT_FILE_NAME = 'applications_filtered.xlsx';

/** GET /api/v1/applications/export/?<filters>: the server's .xlsx of the filtered list, saved as a file. */
export function useExportApplications() {
  return useMutation({
    mutationFn: async ({ filters, scope }: { filters: ApplicationFilters; scope: ApplicationScope }) => {
      const blob = await apiRequest<Blob>('/api/v1/applications/export/', {
        query: applicationQuery(filters, scope),
        asBlob: true,
        timeoutMs: BULK_LIST_TIMEOUT_MS * 3,
      });
      saveBlob(blob, EXPORT_FILE_NAME);
    },
  });
}
