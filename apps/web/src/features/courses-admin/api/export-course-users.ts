import { api, apiFetch, unwrap } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';

/**
 * GET /api/v1/courses/{id}/users/export/: the Excel file of the course's users, made and streamed by the
 * server; `onProgress` hears the bytes received (and the total when the server tells it).
 */
export async function exportCourseUsers(
  courseId: number,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const blob = await unwrap(
    api.GET('/api/v1/courses/{id}/users/export', {
      params: { path: { id: courseId } },
      parseAs: 'blob',
      headers: { Accept: '*/*' },
      fetch: apiFetch({ onDownloadProgress: onProgress }),
    }),
  );
  saveBlob(blob, `course_${courseId}_users.xlsx`);
}
