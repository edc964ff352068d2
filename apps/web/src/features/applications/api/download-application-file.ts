import type { ApplicationFileDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';

/**
 * GET /api/v1/applications/{id}/files/{field}/: a document needs the bearer token, so it is fetched as a
 * blob by the client and then saved, never opened as a bare link.
 */
export function downloadApplicationFile(file: ApplicationFileDto): Promise<void> {
  return downloadFile(file.url, file.name);
}
