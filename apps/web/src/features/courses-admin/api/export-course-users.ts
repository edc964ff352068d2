import { apiRequest } from '@/shared/api/client';
import { saveBlob } from '@/shared/lib/save-blob';
import { coursePath } from './course-admin-keys';

/**
 * GET /api/v1/courses/{id}/users/export/: the Excel file of the course's users, made and streamed by the
 * server; `onProgress` hears the bytes received (and the total when the server tells it).
 */
export async function exportCourseUsers(
  courseId: number,
  onProgress: (loaded: number, total: number | null) => void,
): Promise<void> {
  const blob = await apiRequest<Blob>(`${coursePath(courseId)}users/export/`, {
    asBlob: true,
    onDownloadProgress: onProgress,
  });
  saveBlob(blob, `course_${courseId}_users.xlsx`);
}
