/** Query keys of the admin tests screen: an action invalidates the part of `testsAdminKeys.all` it changed. */
export const testsAdminKeys = {
  all: ['pre-course-tests', 'admin'] as const,
  tests: ['pre-course-tests', 'admin', 'tests'] as const,
  questions: (testId: number) => ['pre-course-tests', 'admin', 'questions', testId] as const,
};

/** The API path of a test, or of one of its questions. */
export const testPath = (testId: number) => `/api/v1/pre_course_test/${testId}/`;
export const questionsPath = (testId: number) => `/api/v1/pre_course_test/${testId}/questions/`;
export const questionPath = (testId: number, questionId: number) =>
  `/api/v1/pre_course_test/${testId}/questions/${questionId}/`;
