import {
  normalizeLanguage,
  type Page,
  type ReferenceItemDto,
  type ReferenceList,
} from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest, BULK_LIST_TIMEOUT_MS } from '@/shared/api/client';

const PAGE_SIZE = 100;

// `next` is an absolute link built from the server's view of its host; only its path and query are ours.
function samePath(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}

/** GET /api/v1/<list>/ page after page, following `next`; the names come in the Accept-Language. */
async function fetchReferenceList(list: ReferenceList, signal: AbortSignal): Promise<ReferenceItemDto[]> {
  const items: ReferenceItemDto[] = [];
  let path: string | null = `/api/v1/${list}/`;
  let query: Record<string, string | number> | undefined = { ordering: 'order', page_size: PAGE_SIZE };
  while (path) {
    const page: Page<ReferenceItemDto> = await apiRequest(path, {
      query,
      skipAuth: true,
      timeoutMs: BULK_LIST_TIMEOUT_MS,
      signal,
    });
    items.push(...page.results);
    path = page.next ? samePath(page.next) : null;
    query = undefined;
  }
  return items;
}

/** One reference list in the interface language, refetched when the language changes. */
export function useReferenceList(list: ReferenceList) {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  return useQuery({
    queryKey: ['reference-list', list, language],
    queryFn: ({ signal }) => fetchReferenceList(list, signal),
    // While the other language loads, the select keeps its options instead of emptying.
    placeholderData: keepPreviousData,
  });
}
