import type { ApplicationFileDto, CertificateDto, CourseNameDto, UserDto } from '@expert-portal/contracts';
import { EXPERT_REGISTER_PAGE_SIZE } from '@expert-portal/contracts';
import type { QueryParams } from '@/shared/api/client';

/** The expert register's API (back-office §2, §7 "Users and documents"): paths, keys and the row it reads. */
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

/** The user's representative certificate (§4: active over expired over other, the later one first). */
export type RegisterCertificate = Pick<
  CertificateDto,
  | 'id'
  | 'uuid'
  | 'serial_number'
  | 'start_date'
  | 'expiration_date'
  | 'act_number'
  | 'act_number_kk'
  | 'status'
  | 'file'
  | 'file_ru'
  | 'file_kk'
  | 'documents_ready'
>;

/** One row of the register: the user, their representative certificate, courses and application documents. */
export interface ExpertRegisterRow extends Pick<
  UserDto,
  'id' | 'username' | 'name' | 'email' | 'phone' | 'workplace' | 'id_number' | 'iin' | 'expertized_date'
> {
  certificate: RegisterCertificate | null;
  current_course: CourseNameDto | null;
  courses: CourseNameDto[];
  academic_hours: number | null;
  education_type: string | null;
  education_type_kk: string | null;
  documents: {
    education_diploma: ApplicationFileDto | null;
    academic_degree_certificate: ApplicationFileDto | null;
    identity_doc: ApplicationFileDto | null;
  };
}
