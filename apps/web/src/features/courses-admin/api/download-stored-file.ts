import type { StoredFileDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';

/** A lesson file needs the bearer token: fetched as a blob, then saved under the name it was uploaded with. */
export function downloadStoredFile(file: StoredFileDto): Promise<void> {
  return downloadFile(file.file, file.name);
}
