import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { auditLogKeys, pageQuery, type AuditLogFilters } from './audit-log-keys';

/** GET /api/v1/audit-log/: one page (20) of the audit trail, newest first, by action, period and person. */
export function useAuditLog(filters: AuditLogFilters, page: number) {
  return useQuery({
    queryKey: auditLogKeys.page(filters, page),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/audit-log', { params: { query: pageQuery(filters, page) }, signal })),
    // Sign-ins are written all the time: the log is asked again whenever it is opened.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
