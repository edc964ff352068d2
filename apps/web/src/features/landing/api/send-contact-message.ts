import type { ContactMessageDto, ContactMessageRequest } from '@expert-portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/client';

/** POST /api/v1/contact-messages/: a visitor's message from the landing page's contact form. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessageRequest) =>
      apiRequest<ContactMessageDto>('/api/v1/contact-messages/', {
        method: 'POST',
        body: message,
        skipAuth: true,
      }),
  });
}
