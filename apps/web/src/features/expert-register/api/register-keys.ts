import { EXPERT_REGISTER_PAGE_SIZE } from '@expert-portal/contracts';
import type { QueryParams } from '@/shared/api/client';

/** The expert register's API (back-office §2, §7 "Users and documents"): paths and keys. */
export const registerPaths = {
  users: '/api/v1/users/',
  export: '/api/v1/users/export/',
  courseNames: '/api/v1/courses/names/',
  revoke: (certificateId: number) => `/api/v1/certificates/${certificateId}/revoke/`,
  regenerate: (certificateId: number) => `/api/v1/certificates/${certificateId}/regenerate/`,
};

/** The register's filters as the page holds them. */
export interface RegisterFilters {
  search: string;
  withCertificate: boolean;
  courseId: number | null;
}

/** The filters as the list and the export send them (the export takes the same ones, without the page). */
export function filterQuery({ search, withCertificate, courseId }: RegisterFilters): QueryParams {
  return {
    search: search || undefined,
    with_certificate: withCertificate ? 'true' : undefined,
    course: courseId ?? undefined,
  };
}

export function pageQuery(filters: RegisterFilters, page: number): QueryParams {
  return { ...filterQuery(filters), page, page_size: EXPERT_REGISTER_PAGE_SIZE };
}

export const registerKeys = {
  all: ['expert-register'] as const,
  page: (filters: RegisterFilters, page: number) => ['expert-register', 'page', filters, page] as const,
  courseNames: ['expert-register', 'course-names'] as const,
};
