import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/shared/api/client';
import { errorMessage } from '@/shared/api/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { mailLogKeys } from './mail-log-keys';

/**
 * POST /api/v1/mail-log/{id}/resend/: the mail goes back to the queue with its Message-ID. The server refuses
 * (409, in the reader's language) a mail still queued, one without an address, or any while no SMTP server is
 * configured; its words are the toast. The log is read again either way.
 */
export function useResendMail() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mail-log');
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/v1/mail-log/{id}/resend', { params: { path: { id } } })),
    onSuccess: (mail) => notifySuccess(t('resend.done', { subject: mail.subject })),
    onError: (error) => notifyError(t('resend.failed'), errorMessage(error, t)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailLogKeys.all }),
  });
}
