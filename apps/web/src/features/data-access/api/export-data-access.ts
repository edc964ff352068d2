import { api, apiFetch, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';
import { filterQuery, type DataAccessFilters } from './data-access-keys';

/** The name the server gives the export (Content-Disposition). */
export const DATA_ACCESS_EXPORT_FILE_NAME = 'personal_data_access.xlsx';

/**
 * GET /api/v1/personal-data-access/export/: every read the filters select as an Excel workbook, made and
 * streamed by the server; `onProgress` hears the bytes received (and the total when the server tells it).
 */
export async function exportDataAccess(
  filters: DataAccessFilters,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const blob = await unwrap(
    api.GET('/api/v1/personal-data-access/export', {
      params: { query: filterQuery(filters) },
      parseAs: 'blob',
      headers: { Accept: '*/*' },
      fetch: apiFetch({ onDownloadProgress: onProgress }),
    }),
  );
  saveBlob(blob, DATA_ACCESS_EXPORT_FILE_NAME);
}
