import type { ErasureStatus } from '@expert-portal/contracts';

/** How many erasure requests an admin sees a page. */
export const ERASURE_REQUESTS_PAGE_SIZE = 20;

export const personalDataKeys = {
  /** The signed-in person's latest erasure request. */
  myErasure: ['users', 'me', 'erasure-request'] as const,
  /** Every page of the admins' list, whatever its filter. */
  erasureRequests: ['erasure-requests'] as const,
  erasurePage: (status: ErasureStatus | null, page: number) =>
    ['erasure-requests', 'page', status, page] as const,
};
