/** React Query keys of the admin interview API: every change invalidates `adminInterviewKeys.all`. */
export const adminInterviewKeys = {
  all: ['admin-interviews'] as const,
  list: (page: number, pageSize: number) => ['admin-interviews', 'list', page, pageSize] as const,
  detail: (id: number) => ['admin-interviews', 'detail', id] as const,
};
