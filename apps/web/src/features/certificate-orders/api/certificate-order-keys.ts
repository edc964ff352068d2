/** Paths of the certificate-order API (back-office §7 "Certificate orders", "Courses and lessons"). */
export const ORDERS_PATH = '/api/v1/certificate-issuances/';
export const orderPath = (orderId: number) => `${ORDERS_PATH}${orderId}/`;
export const COURSE_NAMES_PATH = '/api/v1/courses/names/';
export const eligiblePath = (courseId: number) => `/api/v1/courses/${courseId}/eligible_for_certificate/`;
export const generatePath = (courseId: number) => `/api/v1/courses/${courseId}/generate_certificate/`;

/** Query keys of the certificate-order screens: an action invalidates `certificateOrderKeys.all`. */
export const certificateOrderKeys = {
  all: ['certificate-orders'] as const,
  courses: ['certificate-orders', 'courses'] as const,
  eligible: (courseId: number, page: number) => ['certificate-orders', 'eligible', courseId, page] as const,
  courseOrders: (courseId: number) => ['certificate-orders', 'course', courseId] as const,
  list: (query: object) => ['certificate-orders', 'list', query] as const,
  approvedByDeputy: (orderId: number) => ['certificate-orders', 'approved-by-deputy', orderId] as const,
};
