/** The candidate's pre-course tests API: paths and React Query keys (`myTestKeys.all` covers them all). */
export const MY_TESTS_PATH = '/api/v1/pre_course_test/';

export const myTestPaths = {
  start: (testId: number) => `${MY_TESTS_PATH}${testId}/start/`,
  questions: (testId: number) => `${MY_TESTS_PATH}${testId}/questions/`,
  answers: (testId: number) => `${MY_TESTS_PATH}${testId}/answers/`,
  checkAnswers: (testId: number) => `${MY_TESTS_PATH}${testId}/check_answers/`,
  results: (testId: number) => `${MY_TESTS_PATH}${testId}/results/`,
};

export const myTestKeys = {
  all: ['pre-course-tests', 'mine'] as const,
  list: ['pre-course-tests', 'mine', 'list'] as const,
  result: (testId: number) => ['pre-course-tests', 'mine', 'result', testId] as const,
};
