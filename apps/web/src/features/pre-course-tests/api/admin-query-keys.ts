/** Query keys of the admin tests screen: an action invalidates the part of `testsAdminKeys.all` it changed. */
export const testsAdminKeys = {
  all: ['pre-course-tests', 'admin'] as const,
  tests: ['pre-course-tests', 'admin', 'tests'] as const,
  questions: (testId: number) => ['pre-course-tests', 'admin', 'questions', testId] as const,
};
