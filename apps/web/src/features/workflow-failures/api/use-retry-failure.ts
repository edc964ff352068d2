import { notifications as toasts } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { workflowFailureKeys } from './query-keys';
import type { FailureKind } from './types';

const RETRY_PATHS = {
  timers: '/api/v1/admin/failed-timers/{id}/retry',
  outbox: '/api/v1/admin/failed-outbox/{id}/retry',
} as const;

/**
 * A failed row back to pending, for one more try. Its list is read again either way: the row leaves it once
 * retried, and a 404 means someone retried it already. The toast is what tells the admin it went through.
 */
export function useRetryFailure(kind: FailureKind) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('workflow-failures');
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST(RETRY_PATHS[kind], { params: { path: { id } } })),
    onSuccess: () => toasts.show({ color: 'green', message: t(`retry.done.${kind}`), autoClose: 4000 }),
    onError: (error) =>
      toasts.show({ color: 'red', title: t('retry.error'), message: errorMessage(error, t) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowFailureKeys.kind(kind) }),
  });
}

export type RetryFailure = ReturnType<typeof useRetryFailure>;
