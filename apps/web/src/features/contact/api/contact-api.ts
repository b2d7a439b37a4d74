import type { ContactMessageBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) =>
      apiRequest<{ message: string }>('/api/notification', { method: 'POST', body, as: 'anonymous' }),
  });
}
