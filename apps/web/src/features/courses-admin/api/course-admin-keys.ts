/** Query keys of the admin course screens: an action invalidates the part it changed. */
export const courseAdminKeys = {
  all: ['courses', 'admin'] as const,
  list: ['courses', 'admin', 'list'] as const,
  page: (page: number, search: string) => ['courses', 'admin', 'list', page, search] as const,
  names: ['courses', 'admin', 'names'] as const,
  course: (courseId: number) => ['courses', 'admin', 'course', courseId] as const,
  lessons: (courseId: number) => ['courses', 'admin', 'lessons', courseId] as const,
  test: (courseId: number, lessonId: number) =>
    ['courses', 'admin', 'lessons', courseId, 'test', lessonId] as const,
  users: (courseId: number, search: string) => ['courses', 'admin', 'users', courseId, search] as const,
};
