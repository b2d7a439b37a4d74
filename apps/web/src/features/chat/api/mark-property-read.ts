import type { AccountRole } from '@rentease/contract';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { type ConversationData, withMessagesRead, withPropertyRead } from '../chat-cache';
import { updateSummaries } from '../chat-cache-updates';
import { chatKeys } from './chat-keys';

export type MarkPropertyReadInput = { propertyId: string; userId: string; role: AccountRole };

/** PATCH /api/messages/mark-read/{propertyId}/{userId}/{role}: the messages sent to this user about the property. */
export function markPropertyRead({ propertyId, userId, role }: MarkPropertyReadInput) {
  return answer(
    api('user').PATCH('/api/messages/mark-read/{propertyId}/{userId}/{role}', { params: { path: { propertyId, userId, role } } }),
  );
}

/**
 * Opening a conversation from the list marks it read: the unread highlight clears only
 * once the server has said yes. The server's receipts follow over the socket; the cache is
 * updated here too so the screen does not wait for them.
 */
export function useMarkPropertyRead() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.markPropertyRead(),
    mutationFn: markPropertyRead,
    onSuccess: (_response, { propertyId, userId }) => {
      updateSummaries(client, (data) => withPropertyRead(data, propertyId));
      const readAt = new Date().toISOString();
      for (const [queryKey] of client.getQueriesData<ConversationData>({ queryKey: chatKeys.conversations() })) {
        const [, , tenantId, landlordId, conversationProperty] = queryKey as ReturnType<typeof chatKeys.conversation>;
        if (conversationProperty !== propertyId) continue;
        const key = { tenantId, landlordId, propertyId };
        client.setQueryData<ConversationData>(queryKey, (data) =>
          data ? withMessagesRead(data, key, { reader_id: userId, message_ids: null, read_at: readAt }) : data,
        );
      }
    },
  });
}

/** Whether a mark-read of this property is on its way (the open panel then leaves marking to it). */
export function useIsMarkingPropertyRead(propertyId: string): boolean {
  return (
    useIsMutating({
      mutationKey: chatKeys.markPropertyRead(),
      predicate: (mutation) => (mutation.state.variables as MarkPropertyReadInput | undefined)?.propertyId === propertyId,
    }) > 0
  );
}
