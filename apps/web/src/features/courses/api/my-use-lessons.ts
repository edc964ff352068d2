import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { myCourseKeys } from './my-course-keys';

/** GET /api/v1/courses/{id}/lessons/: the lessons the caller may see, by date, each with its test and result. */
export function useMyLessons(courseId: number) {
  return useQuery({
    queryKey: myCourseKeys.lessons(courseId),
    queryFn: async ({ signal }) => {
      const lessons = await unwrap(
        api.GET('/api/v1/courses/{id}/lessons', { params: { path: { id: courseId } }, signal }),
      );
      return [...lessons].sort((a, b) => Date.parse(a.date_time) - Date.parse(b.date_time) || a.id - b.id);
    },
  });
}
