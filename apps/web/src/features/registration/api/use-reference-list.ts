import { normalizeLanguage, type ReferenceItemDto, type ReferenceList } from '@expert-portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, apiFetch, BULK_LIST_TIMEOUT_MS, unwrap } from '@/shared/api/client';

const PAGE_SIZE = 100;

// `next` is an absolute link built from the server's view of its host; only its page number is ours.
const pageOf = (link: string): number =>
  Number(new URL(link, window.location.origin).searchParams.get('page'));

/** GET /api/v1/<list>/ page after page, following `next`; the names come in the Accept-Language. */
async function fetchReferenceList(list: ReferenceList, signal: AbortSignal): Promise<ReferenceItemDto[]> {
  const items: ReferenceItemDto[] = [];
  let page: number | undefined;
  for (;;) {
    const answer = await unwrap(
      api.GET(`/api/v1/${list}`, {
        params: { query: { ordering: 'order', page_size: PAGE_SIZE, page } },
        signal,
        fetch: apiFetch({ skipAuth: true, timeoutMs: BULK_LIST_TIMEOUT_MS }),
      }),
    );
    items.push(...answer.results);
    if (!answer.next) return items;
    page = pageOf(answer.next);
  }
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
