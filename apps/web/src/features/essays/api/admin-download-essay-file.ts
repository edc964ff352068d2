import type { UserEssayDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';

/** GET /api/v1/pre_user_essay/{id}/file/, saved under its uploaded name. */
export async function downloadEssayFile(essay: UserEssayDto): Promise<void> {
  if (essay.file) await downloadFile(essay.file, essay.file_name ?? `essay-${essay.id}`);
}
