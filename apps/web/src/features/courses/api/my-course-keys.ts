/** The candidate's courses API (spec §7): paths and React Query keys (`myCourseKeys.all` covers them all). */
const COURSES_PATH = '/api/v1/courses/';

const lessonPath = (courseId: number, lessonId: number) => `${COURSES_PATH}${courseId}/lessons/${lessonId}/`;
const testPath = (courseId: number, lessonId: number, testId: number) =>
  `${lessonPath(courseId, lessonId)}test/${testId}/`;

export const myCoursePaths = {
  own: `${COURSES_PATH}own/`,
  course: (courseId: number) => `${COURSES_PATH}${courseId}/`,
  courseZip: (courseId: number) => `${COURSES_PATH}${courseId}/download_all/`,
  lessons: (courseId: number) => `${COURSES_PATH}${courseId}/lessons/`,
  lessonZip: (courseId: number, lessonId: number) => `${lessonPath(courseId, lessonId)}download_all/`,
  tests: (courseId: number, lessonId: number) => `${lessonPath(courseId, lessonId)}test/`,
  questions: (courseId: number, lessonId: number, testId: number) =>
    `${testPath(courseId, lessonId, testId)}questions/`,
  checkAnswers: (courseId: number, lessonId: number, testId: number) =>
    `${testPath(courseId, lessonId, testId)}check_answers/`,
  results: (courseId: number, lessonId: number, testId: number) =>
    `${testPath(courseId, lessonId, testId)}results/`,
};

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
