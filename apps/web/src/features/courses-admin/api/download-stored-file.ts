import type { StoredFileDto } from '@expert-portal/contracts';
import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/** A lesson file needs the bearer token: fetched as a blob, then saved under the name it was uploaded with. */
export async function downloadStoredFile(file: StoredFileDto): Promise<void> {
  // The API answers absolute URLs of its own host; the path alone keeps the call same-origin (dev proxy too).
  const blob = await apiRequest<Blob>(new URL(file.file, window.location.origin).pathname, { asBlob: true });
  saveBlob(blob, file.name);
}
