import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { markReadInCache } from './notifications-cache';

/** POST /api/v1/notifications/{id}/read/. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('notifications');
  // Handled here, not in mutate(): the bell's list closes when a notification with a link is opened.
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST('/api/v1/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: (item) => markReadInCache(queryClient, item.id),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('markReadError'), message: errorMessage(error, t) }),
  });
}
