import { normalizeLanguage } from '@expert-portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import type { NotificationsPage } from '@expert-portal/contracts';
import { notificationsKey, type NotificationsData } from './notifications-cache';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET /api/v1/notifications/: the signed-in user's notifications, newest first, page after page. */
export function useNotifications() {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);
  return useInfiniteQuery<
    NotificationsPage,
    Error,
    NotificationsData,
    ReturnType<typeof notificationsKey>,
    number
  >({
    queryKey: notificationsKey(language),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/v1/notifications', {
          params: { query: { page: pageParam, page_size: NOTIFICATIONS_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.next ? lastPageParam + 1 : undefined),
  });
}
