/** React Query keys of the candidate's pre-course tests (`myTestKeys.all` covers them all). */
export const myTestKeys = {
  all: ['pre-course-tests', 'mine'] as const,
  list: ['pre-course-tests', 'mine', 'list'] as const,
  result: (testId: number) => ['pre-course-tests', 'mine', 'result', testId] as const,
};
