import type { ContactMessageRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiFetch, unwrap } from '@/shared/api/client';

/** POST /api/v1/contact-messages/: a visitor's message from the landing page's contact form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      unwrap(api.POST('/api/v1/contact-messages', { body: message, fetch: apiFetch({ skipAuth: true }) })),
  });
}
