import type { SendMessageBody } from '@rentease/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { OutgoingMessage } from '../chat-cache';
import { withOutgoing, withOutgoingStatus } from '../chat-cache';
import { confirmOutgoing, updateOutbox } from '../chat-cache-updates';

/** POST /api/messages/send. The server stores the message, then pushes it to both sides. */
export function sendMessage(body: SendMessageBody) {
  return answer(api('user').POST('/api/messages/send', { body }));
}

let lastKey = 0;
/** Tells our optimistic copies apart (crypto.randomUUID needs a secure context; plain http on a LAN has none). */
export function newClientKey(): string {
  lastKey += 1;
  return `local-${Date.now().toString(36)}-${lastKey}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Sends a message with optimistic display: it shows at once as "sending", becomes the
 * stored message when the server answers, and stays shown as "failed" (with Retry) otherwise —
 * where the spec only logs the failure. Retrying sends the same outgoing message again.
 */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    // Try even when the browser says it is offline (rather than wait, paused, as "sending"): the
    // message then shows as not sent, with Retry, which is what the person can act on.
    networkMode: 'always',
    mutationFn: (outgoing: OutgoingMessage) =>
      sendMessage({
        tenantId: outgoing.conversation.tenantId,
        landlordId: outgoing.conversation.landlordId,
        propertyId: outgoing.conversation.propertyId,
        message: outgoing.message,
        senderId: outgoing.senderId,
        // The server stores one message per key: a Retry after a lost answer cannot store it twice.
        clientKey: outgoing.clientKey,
      }),
    onMutate: (outgoing) => {
      updateOutbox(client, outgoing.conversation, (outbox) => withOutgoing(outbox, { ...outgoing, status: 'sending' }));
    },
    onSuccess: (response, outgoing) => confirmOutgoing(client, outgoing.clientKey, response.message),
    onError: (error, outgoing) => {
      // Shown on the message itself (a retry mark), not as a toast: the text is still there to resend.
      console.error('chat message not sent', error);
      updateOutbox(client, outgoing.conversation, (outbox) => withOutgoingStatus(outbox, outgoing.clientKey, 'failed'));
    },
  });
}
