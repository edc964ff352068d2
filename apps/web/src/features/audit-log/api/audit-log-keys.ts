import type { AuditAction } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

export const AUDIT_LOG_PAGE_SIZE = 20;

/** The log's filters as the page holds them: dates as YYYY-MM-DD ('' for none), account ids. */
export interface AuditLogFilters {
  action: AuditAction | null;
  from: string;
  to: string;
  actor: number | null;
  subject: number | null;
}

export const NO_AUDIT_FILTERS: AuditLogFilters = {
  action: null,
  from: '',
  to: '',
  actor: null,
  subject: null,
};

/** The filters as the list and the export send them (the export takes the same ones, without the page). */
export function filterQuery(filters: AuditLogFilters): ApiQuery<'/api/v1/audit-log/export'> {
  return {
    actor: filters.actor ?? undefined,
    subject: filters.subject ?? undefined,
    action: filters.action ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function pageQuery(filters: AuditLogFilters, page: number): ApiQuery<'/api/v1/audit-log'> {
  return { ...filterQuery(filters), page, page_size: AUDIT_LOG_PAGE_SIZE };
}

export const auditLogKeys = {
  all: ['audit-log'] as const,
  page: (filters: AuditLogFilters, page: number) => ['audit-log', 'page', filters, page] as const,
};
