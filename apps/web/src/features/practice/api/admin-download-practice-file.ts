import type { PracticeFileDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';

/**
 * A task's or an answer's file: it needs the bearer token, so it is fetched as a blob and saved under the
 * name it was uploaded with.
 */
export function downloadPracticeFile(file: PracticeFileDto): Promise<void> {
  return downloadFile(file.file, file.name);
}
