import type { ContactMessage } from '@rentease/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { ListPage } from '../../../lib/list-page';
import { contactKeys } from './contact-keys';

type Pages = InfiniteData<ListPage<ContactMessage> & { body: ContactMessage[] }>;

/** PATCH /api/notification/{id} {is_read}: the message as the server now has it replaces ours. */
export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) =>
      answer(api('admin').PATCH('/api/notification/{id}', { params: { path: { id } }, body: { is_read: isRead } })),
    onSuccess: (updated) =>
      queryClient.setQueryData<Pages>(contactKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((message) => (message.id === updated.id ? updated : message)),
              })),
            }
          : data,
      ),
  });
}
