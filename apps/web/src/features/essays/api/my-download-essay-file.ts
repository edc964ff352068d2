import type { UserEssayDto } from '@expert-portal/contracts';
import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/**
 * GET /api/v1/pre_user_essay/{id}/file/: the file needs the bearer token, so it is fetched as a blob and saved
 * under the name it was uploaded with.
 */
export async function downloadMyEssayFile(essay: UserEssayDto): Promise<void> {
  if (!essay.file) return;
  // The API answers absolute URLs of its own host; the path alone keeps the call same-origin (dev proxy too).
  const path = new URL(essay.file, window.location.origin).pathname;
  const blob = await apiRequest<Blob>(path, { asBlob: true });
  saveBlob(blob, essay.file_name ?? `essay-${essay.id}`);
}
