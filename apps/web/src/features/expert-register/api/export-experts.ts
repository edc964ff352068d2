import { api, apiFetch, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';
import { filterQuery, type RegisterFilters } from './register-keys';

/** The file name of the register's export. */
export const EXPORT_FILE_NAME = 'experts_filtered.xlsx';

/**
 * GET /api/v1/users/export/: the filtered register as an Excel file (sheet 'Experts'), made and streamed by
 * the server; `onProgress` hears the bytes received (and the total when the server tells it).
 */
export async function exportExperts(
  filters: RegisterFilters,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const blob = await unwrap(
    api.GET('/api/v1/users/export', {
      params: { query: filterQuery(filters) },
      parseAs: 'blob',
      headers: { Accept: '*/*' },
      fetch: apiFetch({ onDownloadProgress: onProgress }),
    }),
  );
  saveBlob(blob, EXPORT_FILE_NAME);
}
