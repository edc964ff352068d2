import { notifications as toasts } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { fullPageLoad } from '../lib/full-page-load';

/** The bull-board dashboard, served by the API (not a route of this app). */
export const QUEUE_DASHBOARD_URL = '/admin/queues';
/** Swagger UI over the API's OpenAPI document, served by the API (not a route of this app). */
export const API_DOCS_URL = '/api/v1/docs/';

/**
 * The pages the API serves to admins, each behind a short-lived cookie of its own (a page load sends no bearer
 * header; in production the API documentation answers only admins): POST …/session/ sets it, then the browser
 * loads the page whole.
 */
const SERVER_PAGES = {
  queues: { session: '/api/v1/admin/queues/session', url: QUEUE_DASHBOARD_URL, error: 'openError' },
  apiDocs: { session: '/api/v1/admin/api-docs/session', url: API_DOCS_URL, error: 'apiDocsError' },
} as const;

export function useOpenServerPage(page: keyof typeof SERVER_PAGES) {
  const { t } = useTranslation('queues');
  const { session, url, error: title } = SERVER_PAGES[page];
  return useMutation({
    mutationFn: () => unwrap(api.POST(session, { credentials: 'same-origin' })),
    onSuccess: () => fullPageLoad(url),
    onError: (error) => toasts.show({ color: 'red', title: t(title), message: errorMessage(error, t) }),
  });
}
