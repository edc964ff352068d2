import { phoneFilterPrefix, type ApplicationStatus } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

/** What the filters bar holds; empty strings mean "any". */
export interface ApplicationFilters {
  search: string;
  status: '' | ApplicationStatus;
  education_level__name: string;
  subject__name__icontains: string;
  has_academic_degree_certificate: '' | 'true' | 'false';
  created_at_after: string;
  created_at_before: string;
  phone: string;
}

export const EMPTY_FILTERS: ApplicationFilters = {
  search: '',
  status: '',
  education_level__name: '',
  subject__name__icontains: '',
  has_academic_degree_certificate: '',
  created_at_after: '',
  created_at_before: '',
  phone: '',
};

/** Rows per page as a list opens, of the 10/20/50/100 choice. */
export const DEFAULT_PAGE_SIZE = 20;

/** Fixed parameters of a screen: which rows it is about (the staff's queue, the deputy's, a status tab). */
export interface ApplicationScope {
  awaiting?: 'staff' | 'deputy';
  status?: ApplicationStatus;
}

const DMY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Dates are sent only as YYYY-MM-DD; DD.MM.YYYY input is converted, anything else dropped. */
export function isoDate(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const dmy = DMY.exec(trimmed);
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : undefined;
}

/** Whether any user filter is set: an empty answer then reads 'Ничего не найдено' rather than 'Нет заявок'. */
export function hasActiveFilters(filters: ApplicationFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

/** The query of GET /api/v1/applications/ (and of the export) for these filters and scope. */
export function applicationQuery(
  filters: ApplicationFilters,
  scope: ApplicationScope = {},
): ApiQuery<'/api/v1/applications'> {
  const search = filters.search.trim();
  return {
    awaiting: scope.awaiting,
    status: scope.status ?? (filters.status || undefined),
    search: search || undefined,
    education_level__name: filters.education_level__name || undefined,
    subject__name__icontains: filters.subject__name__icontains.trim() || undefined,
    has_academic_degree_certificate: filters.has_academic_degree_certificate || undefined,
    created_at_after: isoDate(filters.created_at_after),
    created_at_before: isoDate(filters.created_at_before),
    // The phone filter is sent only with at least 3 digits.
    phone: phoneFilterPrefix(filters.phone) ? filters.phone.replace(/[^\d+]/g, '') : undefined,
  };
}
