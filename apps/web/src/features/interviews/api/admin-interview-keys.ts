/** The admin interview API: paths and React Query keys (every change invalidates `adminInterviewKeys.all`). */
export const ADMIN_INTERVIEWS_PATH = '/api/v1/pre_course_interviews/';

export const adminInterviewPaths = {
  detail: (id: number) => `${ADMIN_INTERVIEWS_PATH}${id}/`,
  candidates: (id: number) => `${ADMIN_INTERVIEWS_PATH}${id}/candidates/`,
  addUsers: (id: number) => `${ADMIN_INTERVIEWS_PATH}${id}/add_users/`,
  grades: (id: number) => `${ADMIN_INTERVIEWS_PATH}${id}/grades/`,
};

export const adminInterviewKeys = {
  all: ['admin-interviews'] as const,
  list: (page: number, pageSize: number) => ['admin-interviews', 'list', page, pageSize] as const,
  detail: (id: number) => ['admin-interviews', 'detail', id] as const,
};
