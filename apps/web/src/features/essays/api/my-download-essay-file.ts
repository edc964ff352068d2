import type { UserEssayDto } from '@expert-portal/contracts';
import { downloadFile } from '@/shared/api/download-file';

/** GET /api/v1/pre_user_essay/{id}/file/: the candidate's own essay, saved under the name it was uploaded with. */
export async function downloadMyEssayFile(essay: UserEssayDto): Promise<void> {
  if (essay.file) await downloadFile(essay.file, essay.file_name ?? `essay-${essay.id}`);
}
