import type { Language, NotificationDto, NotificationsPage } from '@expert-portal/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export type NotificationsData = InfiniteData<NotificationsPage, number>;

export const NOTIFICATIONS_KEY = ['notifications'] as const;

// Texts are rendered by the server per language, so each language has its own list.
export function notificationsKey(language: Language) {
  return [...NOTIFICATIONS_KEY, language] as const;
}

/** The loaded pages as one list; a notification prepended live may reappear on a later page. */
export function flattenNotifications(data: NotificationsData | undefined): NotificationDto[] {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.results)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

export function unreadCount(data: NotificationsData | undefined): number {
  return data?.pages[0]?.unread_count ?? 0;
}

function hasItem(data: NotificationsData, id: string, unreadOnly = false): boolean {
  return data.pages.some((page) => page.results.some((item) => item.id === id && !(unreadOnly && item.read)));
}

// The cached lists are patched so the bell answers at once, and marked stale (without refetching now)
// so that the next time they are shown they come from the server again.
function markStale(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY, refetchType: 'none' });
}

/** A notification that arrived on the stream: first in the list, one more unread. */
export function prependNotification(client: QueryClient, language: Language, item: NotificationDto): void {
  const key = notificationsKey(language);
  if (!client.getQueryData<NotificationsData>(key)) {
    // No list yet (still loading or failed): loading it again brings the new one along.
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  client.setQueryData<NotificationsData>(key, (data) => {
    if (!data || hasItem(data, item.id)) return data;
    const added = item.read ? 0 : 1;
    const pages = data.pages.map((page, index) => ({
      ...page,
      count: page.count + 1,
      unread_count: page.unread_count + added,
      results: index === 0 ? [item, ...page.results] : page.results,
    }));
    return { ...data, pages };
  });
  markStale(client);
}

/** One notification read, in every language's list. */
export function markReadInCache(client: QueryClient, id: string): void {
  client.setQueriesData<NotificationsData>({ queryKey: NOTIFICATIONS_KEY }, (data) => {
    if (!data || !hasItem(data, id, true)) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      unread_count: Math.max(0, page.unread_count - 1),
      results: page.results.map((item) => (item.id === id ? { ...item, read: true } : item)),
    }));
    return { ...data, pages };
  });
  markStale(client);
}

export function markAllReadInCache(client: QueryClient): void {
  client.setQueriesData<NotificationsData>({ queryKey: NOTIFICATIONS_KEY }, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      unread_count: 0,
      results: page.results.map((item) => (item.read ? item : { ...item, read: true })),
    }));
    return { ...data, pages };
  });
  markStale(client);
}
