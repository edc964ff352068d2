import type { ApplicationFileDto } from '@expert-portal/contracts';
import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/**
 * GET /api/v1/applications/{id}/files/{field}/: a document needs the bearer token, so it is fetched as a
 * blob by the client and then saved (spec §7), never opened as a bare link.
 */
export async function downloadApplicationFile(file: ApplicationFileDto): Promise<void> {
  // The API answers absolute URLs of its own host; the path alone keeps the call same-origin (dev proxy too).
  const path = new URL(file.url, window.location.origin).pathname;
  const blob = await apiRequest<Blob>(path, { asBlob: true });
  saveBlob(blob, file.name);
}
