import type { AccountStatus, Role } from '@expert-portal/contracts';
import type { ApiQuery } from '@/shared/api/client';

export const ACCOUNTS_PAGE_SIZE = 20;

/** How many of an account's latest audit entries its card shows; the audit log has the rest. */
export const ACCOUNT_HISTORY_SIZE = 20;

/** How many of the mails written to an account its card shows; the mail log has the rest. */
export const ACCOUNT_MAILS_SIZE = 10;

/** The list's filters as the page holds them (the search already debounced). */
export interface AccountFilters {
  search: string;
  role: Role | null;
  status: AccountStatus | null;
}

export const NO_FILTERS: AccountFilters = { search: '', role: null, status: null };

/** The filters and page as GET /api/v1/accounts/ takes them; an empty filter is left out. */
export function accountsQuery(filters: AccountFilters, page: number): ApiQuery<'/api/v1/accounts'> {
  return {
    role: filters.role ?? undefined,
    status: filters.status ?? undefined,
    search: filters.search.trim() || undefined,
    page,
    page_size: ACCOUNTS_PAGE_SIZE,
  };
}

/** The feature's React Query keys: every action invalidates `accountKeys.all`, so list and history refresh. */
export const accountKeys = {
  all: ['accounts'] as const,
  list: (filters: AccountFilters, page: number) => ['accounts', 'list', filters, page] as const,
  history: (id: number) => ['accounts', 'history', id] as const,
  mails: (id: number) => ['accounts', 'mails', id] as const,
};
