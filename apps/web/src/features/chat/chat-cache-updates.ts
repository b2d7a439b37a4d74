import type { ChatMessage, LiveServerEvent } from '@rentease/contract';
import type { QueryClient } from '@tanstack/react-query';
import { refetchIfFetching } from '../../lib/live-cache';
import { type ConversationKey, chatKeys } from './api/chat-keys';
import {
  type ConversationData,
  claimOutgoing,
  conversationKeyOf,
  hasMessage,
  type OutgoingMessage,
  type SummaryData,
  withMessage,
  withMessagesRead,
  withoutOutgoing,
  withSummary,
} from './chat-cache';

export function updateConversation(
  client: QueryClient,
  key: ConversationKey,
  change: (data: ConversationData) => ConversationData,
) {
  const queryKey = chatKeys.conversation(key);
  client.setQueryData<ConversationData>(queryKey, (data) => (data ? change(data) : data));
  refetchIfFetching(client, queryKey);
}

export function updateSummaries(client: QueryClient, change: (data: SummaryData) => SummaryData) {
  client.setQueriesData<SummaryData>({ queryKey: chatKeys.summaries() }, (data) => (data ? change(data) : data));
  refetchIfFetching(client, chatKeys.summaries());
}

export function updateOutbox(
  client: QueryClient,
  key: ConversationKey,
  change: (outbox: OutgoingMessage[]) => OutgoingMessage[],
) {
  client.setQueryData<OutgoingMessage[]>(chatKeys.outbox(key), (outbox) => change(outbox ?? []));
}

/** A live `message.new`: shown once, and in place of our optimistic copy when it is ours. */
function receiveMessage(client: QueryClient, message: ChatMessage, me: string) {
  const key = conversationKeyOf(message);
  const isNew = !hasMessage(client.getQueryData<ConversationData>(chatKeys.conversation(key)), message.id);
  updateConversation(client, key, (data) => withMessage(data, message));
  if (isNew && message.sender_id === me) updateOutbox(client, key, (outbox) => claimOutgoing(outbox, message));
}

/** The server accepted the outgoing message `clientKey`: its stored copy takes its place. */
export function confirmOutgoing(client: QueryClient, clientKey: string, message: ChatMessage) {
  const key = conversationKeyOf(message);
  updateConversation(client, key, (data) => withMessage(data, message));
  updateOutbox(client, key, (outbox) => withoutOutgoing(outbox, clientKey));
}

/** Applies one event of /api/ws to the cache (what the Messages list, the badge and the panel show). */
export function applyChatEvent(client: QueryClient, event: LiveServerEvent, me: string) {
  switch (event.type) {
    case 'message.new':
      receiveMessage(client, event.message, me);
      return;
    case 'message.read':
      updateConversation(client, conversationKeyOf(event), (data) => withMessagesRead(data, conversationKeyOf(event), event));
      return;
    case 'conversation.updated':
      updateSummaries(client, (data) => withSummary(data, event.conversation));
      return;
    default:
      // Other features' events, and those about the connection itself.
      return;
  }
}
