import { api, apiFetch, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';
import { filterQuery, type AuditLogFilters } from './audit-log-keys';

/** The name the server gives the export (Content-Disposition). */
export const AUDIT_EXPORT_FILE_NAME = 'audit_log.xlsx';

/**
 * GET /api/v1/audit-log/export/: every entry the filters select as an Excel workbook, made and streamed by the
 * server; `onProgress` hears the bytes received (and the total when the server tells it).
 */
export async function exportAuditLog(
  filters: AuditLogFilters,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const blob = await unwrap(
    api.GET('/api/v1/audit-log/export', {
      params: { query: filterQuery(filters) },
      parseAs: 'blob',
      headers: { Accept: '*/*' },
      fetch: apiFetch({ onDownloadProgress: onProgress }),
    }),
  );
  saveBlob(blob, AUDIT_EXPORT_FILE_NAME);
}
