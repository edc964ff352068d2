import type { PracticeFileDto } from '@expert-portal/contracts';
import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/**
 * A task's or an answer's file: it needs the bearer token, so it is fetched as a blob and saved under the
 * name it was uploaded with.
 */
export async function downloadPracticeFile(file: PracticeFileDto): Promise<void> {
  // The API may answer absolute URLs of its own host; the path alone keeps the call same-origin.
  const path = new URL(file.file, window.location.origin).pathname;
  const blob = await apiRequest<Blob>(path, { asBlob: true });
  saveBlob(blob, file.name);
}
