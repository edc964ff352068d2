import { notifications as toasts } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { fullPageLoad } from '../lib/full-page-load';

/** The bull-board dashboard, served by the API (not a route of this app). */
export const QUEUE_DASHBOARD_URL = '/admin/queues';

/**
 * POST /api/v1/admin/queues/session/ sets the dashboard's short-lived cookie (a page load sends no bearer
 * header), then the browser loads the dashboard as a whole page.
 */
export function useOpenQueueDashboard() {
  const { t } = useTranslation('queues');
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/queues/session', { credentials: 'same-origin' })),
    onSuccess: () => fullPageLoad(QUEUE_DASHBOARD_URL),
    onError: (error) => toasts.show({ color: 'red', title: t('openError'), message: errorMessage(error, t) }),
  });
}
