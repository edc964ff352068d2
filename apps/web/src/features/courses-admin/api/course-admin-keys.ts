/** Paths of the course API (back-office §7 "Courses and lessons"). */
export const COURSES_PATH = '/api/v1/courses/';
export const coursePath = (courseId: number) => `${COURSES_PATH}${courseId}/`;
export const lessonsPath = (courseId: number) => `${coursePath(courseId)}lessons/`;
export const lessonPath = (courseId: number, lessonId: number) => `${lessonsPath(courseId)}${lessonId}/`;
export const lessonTestPath = (courseId: number, lessonId: number) =>
  `${lessonPath(courseId, lessonId)}test/`;
export const questionsPath = (courseId: number, lessonId: number, testId: number) =>
  `${lessonTestPath(courseId, lessonId)}${testId}/questions/`;

/** Query keys of the admin course screens: an action invalidates the part it changed. */
export const courseAdminKeys = {
  all: ['courses', 'admin'] as const,
  list: ['courses', 'admin', 'list'] as const,
  page: (page: number, search: string) => ['courses', 'admin', 'list', page, search] as const,
  names: ['courses', 'admin', 'names'] as const,
  course: (courseId: number) => ['courses', 'admin', 'course', courseId] as const,
  image: (url: string) => ['courses', 'admin', 'image', url] as const,
  lessons: (courseId: number) => ['courses', 'admin', 'lessons', courseId] as const,
  test: (courseId: number, lessonId: number) =>
    ['courses', 'admin', 'lessons', courseId, 'test', lessonId] as const,
  users: (courseId: number, search: string) => ['courses', 'admin', 'users', courseId, search] as const,
};
