import type { ContactMessageBody } from '@rentease/contract';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageBody) => answer(api('anonymous').POST('/api/notification', { body })),
  });
}
