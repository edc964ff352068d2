/** Query keys of the certificate-order screens: an action invalidates `certificateOrderKeys.all`. */
export const certificateOrderKeys = {
  all: ['certificate-orders'] as const,
  courses: ['certificate-orders', 'courses'] as const,
  eligible: (courseId: number, page: number) => ['certificate-orders', 'eligible', courseId, page] as const,
  courseOrders: (courseId: number) => ['certificate-orders', 'course', courseId] as const,
  list: (query: object) => ['certificate-orders', 'list', query] as const,
  approvedByDeputy: (orderId: number) => ['certificate-orders', 'approved-by-deputy', orderId] as const,
};
