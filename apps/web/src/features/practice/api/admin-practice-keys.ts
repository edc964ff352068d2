/** Query keys of the admin practice screen: an action invalidates the part of `practiceAdminKeys.all` it changed. */
export const practiceAdminKeys = {
  all: ['practice', 'admin'] as const,
  tasks: ['practice', 'admin', 'tasks'] as const,
  taskPage: (page: number) => ['practice', 'admin', 'tasks', page] as const,
  courses: (page: number, search: string) => ['practice', 'admin', 'courses', page, search] as const,
  candidates: ['practice', 'admin', 'candidates'] as const,
  candidatePage: (taskId: number, page: number, search: string) =>
    ['practice', 'admin', 'candidates', taskId, page, search] as const,
  answers: ['practice', 'admin', 'answers'] as const,
  answerList: (taskId: number, ungradedOnly: boolean) =>
    ['practice', 'admin', 'answers', taskId, ungradedOnly] as const,
};
