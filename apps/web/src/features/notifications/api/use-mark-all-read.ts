import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { markAllReadInCache } from './notifications-cache';

/** POST /api/v1/notifications/read-all/. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/notifications/read-all')),
    onSuccess: () => markAllReadInCache(queryClient),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('markAllReadError'), message: errorMessage(error, t) }),
  });
}
