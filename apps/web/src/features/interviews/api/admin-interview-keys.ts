/** The picker's endpoint: shared/ui/candidate-picker takes it as a string. */
export const adminInterviewPaths = {
  candidates: (id: number) => `/api/v1/pre_course_interviews/${id}/candidates/`,
};

/** React Query keys of the admin interview API: every change invalidates `adminInterviewKeys.all`. */
export const adminInterviewKeys = {
  all: ['admin-interviews'] as const,
  list: (page: number, pageSize: number) => ['admin-interviews', 'list', page, pageSize] as const,
  detail: (id: number) => ['admin-interviews', 'detail', id] as const,
};
