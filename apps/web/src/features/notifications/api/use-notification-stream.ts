import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { normalizeLanguage, type Language, type NotificationDto } from '@expert-portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { renewAccess } from '@/shared/api/client';
import { authorizationFor, readAccessToken } from '@/shared/api/session';
import { nextTask } from '@/shared/lib/next-task';
import { NOTIFICATIONS_KEY, notificationsKey, prependNotification } from './notifications-cache';

const STREAM_PATH = '/api/v1/notifications/stream/';
const EVENT_STREAM = 'text/event-stream';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * The stream's address. Same-origin like every API call (see shared/api/client.ts); the access token goes in
 * the Authorization header, never in the address, where proxies and server logs would keep it.
 */
export function notificationStreamUrl(language: Language): string {
  return `${STREAM_PATH}?${new URLSearchParams({ lang: language }).toString()}`;
}

/** No token to connect with any more (logout, or a session the server would not renew): the stream stops. */
class SignedOut extends Error {}

function parseNotification(data: string): NotificationDto | null {
  try {
    const item = JSON.parse(data) as Partial<NotificationDto> | null;
    return typeof item?.id === 'string' && typeof item.title === 'string' ? (item as NotificationDto) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the bell live: GET /api/v1/notifications/stream/ as server-sent events, each `notification` event
 * put at the top of the cached list. The server ends a stream when its token expires or its login is revoked;
 * it is then opened again, after a growing pause, with the token stored by then. Closed when the component
 * unmounts (logout leaves the area).
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);

  useEffect(() => {
    // Without streamed response bodies (old browsers, jsdom) the bell still lists notifications, only not live.
    if (typeof ReadableStream === 'undefined') return undefined;
    const controller = new AbortController();
    let failures = 0;
    let opened = false;
    // The token of the latest connection, so a 401 to it is not mistaken for one to a token renewed since.
    let sent: string | null = null;

    // The token is read at each connection, the first and every retry, not once for all.
    const fetchWithToken: typeof fetch = (input, init) => {
      sent = readAccessToken();
      if (!sent) return Promise.reject(new SignedOut());
      const headers = { ...(init?.headers as Record<string, string>), Authorization: authorizationFor(sent) };
      // A background request that never ends: low priority, so the screen's own code and data go first (and
      // page-load tools that wait for every important request to finish do not wait on it).
      return fetch(input, { ...init, headers, priority: 'low' });
    };

    const onopen = async (response: Response): Promise<void> => {
      if (response.status === 401) {
        // Through the client's refresh, shared with the calls that got a 401 too; a refused one ends the session.
        if (!(await renewAccess(sent))) throw new SignedOut();
        throw new Error('the stream refused an expired token');
      }
      if (!response.ok || !response.headers.get('content-type')?.startsWith(EVENT_STREAM)) {
        throw new Error(`the stream answered ${response.status}`);
      }
      failures = 0;
      // Reloading the list catches up on what came while disconnected.
      if (opened) void queryClient.invalidateQueries({ queryKey: notificationsKey(language) });
      opened = true;
    };

    const onmessage = (message: EventSourceMessage): void => {
      if (message.event !== 'notification') return;
      const item = parseNotification(message.data);
      if (!item) return;
      prependNotification(queryClient, language, item);
      // A notification tells of a change on the server (a stage opened, a grade given): what the screen shows
      // is read again, so the sidebar's markers and the page follow without a reload.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== NOTIFICATIONS_KEY[0],
      });
    };

    // The returned pause applies to every failure: refused, unreachable, or ended by the server.
    const onerror = (error: unknown): number => {
      if (error instanceof SignedOut) throw error;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      return delay;
    };

    // In a task of its own: opened from the effect, the stream's request was a part of the area's first commit,
    // the longest task of a screen's start-up, which nothing on the screen waits for.
    const open = () =>
      fetchEventSource(notificationStreamUrl(language), {
        signal: controller.signal,
        credentials: 'omit',
        // Like EventSource, it stays open in a background tab, so the bell is current when the user returns.
        openWhenHidden: true,
        fetch: fetchWithToken,
        onopen,
        onmessage,
        onclose: () => {
          throw new Error('the server ended the stream');
        },
        onerror,
      }).catch(() => undefined); // settles only when signed out: there is nothing left to do
    void nextTask().then(() => {
      if (!controller.signal.aborted) void open();
    });

    return () => controller.abort();
  }, [language, queryClient]);
}
