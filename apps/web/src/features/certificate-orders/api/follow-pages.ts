import type { Page } from '@expert-portal/contracts';
import { apiRequest, BULK_LIST_TIMEOUT_MS, type QueryParams } from '@/shared/api/client';

/** Rows read a page at a time when a list is followed to its end (the API's largest page). */
export const FOLLOW_PAGE_SIZE = 500;

/** Every row of a paged list, read page by page through `next` (spec §7: "followed through next"). */
export async function readAllPages<T>(path: string, query: QueryParams, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiRequest<Page<T>>(path, {
      query: { ...query, page, page_size: FOLLOW_PAGE_SIZE },
      signal,
      timeoutMs: BULK_LIST_TIMEOUT_MS,
    });
    rows.push(...answer.results);
    if (!answer.next || answer.results.length === 0) return rows;
  }
}
