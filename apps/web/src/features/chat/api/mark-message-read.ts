import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { withMessagesRead } from '../chat-cache';
import { updateConversation } from '../chat-cache-updates';
import type { ConversationKey } from './chat-keys';

/** PATCH /api/messages/read/{messageId}: only the message's receiver may. */
export function markMessageRead(messageId: string) {
  return answer(api('user').PATCH('/api/messages/read/{messageId}', { params: { path: { messageId } } }));
}

type MarkMessageReadInput = { messageId: string; conversation: ConversationKey; readerId: string };

/**
 * Marks a message that reached the open chat panel read, so its sender sees 'Read'. The server
 * then tells both sides (a receipt, and the reader's cleared summary).
 */
export function useMarkMessageRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId }: MarkMessageReadInput) => markMessageRead(messageId),
    onSuccess: (_response, { messageId, conversation, readerId }) =>
      updateConversation(client, conversation, (data) =>
        withMessagesRead(data, conversation, {
          reader_id: readerId,
          message_ids: [messageId],
          read_at: new Date().toISOString(),
        }),
      ),
  });
}
