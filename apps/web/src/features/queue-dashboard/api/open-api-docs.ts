import { notifications as toasts } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { fullPageLoad } from '../lib/full-page-load';

/** Swagger UI over the API's OpenAPI document, served by the API (not a route of this app). */
export const API_DOCS_URL = '/api/v1/docs/';

/**
 * POST /api/v1/admin/api-docs/session/ sets the documentation's short-lived cookie (in production only admins
 * read it, and a page load sends no bearer header), then the browser loads it as a whole page.
 */
export function useOpenApiDocs() {
  const { t } = useTranslation('queues');
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/api-docs/session', { credentials: 'same-origin' })),
    onSuccess: () => fullPageLoad(API_DOCS_URL),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('apiDocsError'), message: errorMessage(error, t) }),
  });
}
