/** React Query keys of the candidate's courses (`myCourseKeys.all` covers them all). */
export const myCourseKeys = {
  all: ['courses', 'mine'] as const,
  own: ['courses', 'mine', 'own'] as const,
  course: (courseId: number) => ['courses', 'mine', courseId] as const,
  lessons: (courseId: number) => ['courses', 'mine', courseId, 'lessons'] as const,
  tests: (courseId: number, lessonId: number) =>
    ['courses', 'mine', courseId, 'lessons', lessonId, 'test'] as const,
  questions: (courseId: number, lessonId: number, testId: number) =>
    ['courses', 'mine', courseId, 'lessons', lessonId, 'test', testId, 'questions'] as const,
  result: (courseId: number, lessonId: number, testId: number) =>
    ['courses', 'mine', courseId, 'lessons', lessonId, 'test', testId, 'result'] as const,
};
