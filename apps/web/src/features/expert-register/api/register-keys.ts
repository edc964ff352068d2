import { EXPERT_REGISTER_PAGE_SIZE } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

/** The register's filters as the page holds them. */
export interface RegisterFilters {
  search: string;
  withCertificate: boolean;
  courseId: number | null;
}

/** The filters as the list and the export send them (the export takes the same ones, without the page). */
export function filterQuery({
  search,
  withCertificate,
  courseId,
}: RegisterFilters): ApiQuery<'/api/v1/users/export'> {
  return {
    search: search || undefined,
    with_certificate: withCertificate ? 'true' : undefined,
    course: courseId ?? undefined,
  };
}

export function pageQuery(filters: RegisterFilters, page: number): ApiQuery<'/api/v1/users'> {
  return { ...filterQuery(filters), page, page_size: EXPERT_REGISTER_PAGE_SIZE };
}

/** The register's React Query keys. */
export const registerKeys = {
  all: ['expert-register'] as const,
  page: (filters: RegisterFilters, page: number) => ['expert-register', 'page', filters, page] as const,
  courseNames: ['expert-register', 'course-names'] as const,
};
