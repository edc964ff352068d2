import { normalizeLanguage, type Language } from '@expert-portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { readAccessToken } from '@/shared/api/session';
import type { NotificationDto } from '@expert-portal/contracts';
import { notificationsKey, prependNotification } from './notifications-cache';

const STREAM_PATH = '/api/v1/notifications/stream/';
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * The stream's address. Same-origin like every API call (see shared/api/client.ts); EventSource cannot
 * send headers, so the access token and the language go in the query.
 */
export function notificationStreamUrl(access: string, language: Language): string {
  return `${STREAM_PATH}?${new URLSearchParams({ token: access, lang: language }).toString()}`;
}

function parseNotification(data: unknown): NotificationDto | null {
  try {
    const item = JSON.parse(String(data)) as Partial<NotificationDto> | null;
    return typeof item?.id === 'string' && typeof item.title === 'string' ? (item as NotificationDto) : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the bell live: GET /api/v1/notifications/stream/ as server-sent events, each `notification` event
 * put at the top of the cached list. Closed when the component unmounts (logout leaves the area).
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language);

  useEffect(() => {
    // Without EventSource (old browsers, jsdom) the bell still lists notifications, only not live.
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const onNotification = (event: MessageEvent): void => {
      const item = parseNotification(event.data);
      if (item) prependNotification(queryClient, language, item);
    };

    // Reloading the list catches up on what came while disconnected and, being an authenticated call,
    // renews an expired access token (EventSource does not tell a 401 from a network failure).
    const reconnect = async (): Promise<void> => {
      await queryClient.invalidateQueries({ queryKey: notificationsKey(language) });
      connect();
    };

    // EventSource would retry by itself with the same URL, so with the same, perhaps expired, token:
    // it is closed instead, and a new one opened after a growing pause with the token stored by then.
    const onError = (): void => {
      source?.close();
      source = null;
      if (stopped) return;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
      failures += 1;
      retryTimer = setTimeout(() => void reconnect(), delay);
    };

    function connect(): void {
      const access = readAccessToken();
      // Signed out meanwhile (logout, or a session the server would not renew): nothing to listen to.
      if (stopped || !access) return;
      source = new EventSource(notificationStreamUrl(access, language));
      source.addEventListener('open', () => {
        failures = 0;
      });
      source.addEventListener('notification', onNotification);
      source.addEventListener('error', onError);
    }

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [language, queryClient]);
}
