import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type ApiBody } from '@/shared/api/client';
import { courseAdminKeys } from './course-admin-keys';

const QUESTIONS = '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions';
const QUESTION = '/api/v1/courses/{id}/lessons/{lessonId}/test/{testId}/questions/{qid}';

export type SaveLessonQuestion =
  | { questionId: null; body: ApiBody<typeof QUESTIONS, 'post'> }
  | { questionId: number; body: ApiBody<typeof QUESTION, 'put'> };

/**
 * A question of a lesson test with its options, in one request: POST .../test/{testId}/questions/ for a new
 * one, PUT .../questions/{qid}/ to replace one.
 */
export function useSaveLessonQuestion(courseId: number, lessonId: number, testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: SaveLessonQuestion) => {
      const path = { id: courseId, lessonId, testId };
      return questionId === null
        ? unwrap(api.POST(QUESTIONS, { params: { path }, body }))
        : unwrap(api.PUT(QUESTION, { params: { path: { ...path, qid: questionId } }, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.test(courseId, lessonId) }),
  });
}
