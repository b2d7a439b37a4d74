import { CHAT_PAGE_SIZE } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import type { ConversationPage } from '../chat-cache';
import { type ConversationKey, chatKeys } from './chat-keys';

/**
 * GET /api/messages/conversation/{tenantId}/{landlordId}/{propertyId}: the newest page, or the
 * page before `before`. A conversation not started yet answers an empty list (Contact Owner).
 */
export async function getConversation(key: ConversationKey, before?: string, signal?: AbortSignal): Promise<ConversationPage> {
  const body = await answer(
    api('user').GET('/api/messages/conversation/{tenantId}/{landlordId}/{propertyId}', {
      params: { path: key, query: { limit: CHAT_PAGE_SIZE, before } },
      signal,
    }),
  );
  return { messages: body.messages, nextBefore: body.nextBefore };
}

/** Pages go back in time: pages[0] is the newest, "next" pages are older history. */
export const conversationQueryOptions = (key: ConversationKey) =>
  infiniteQueryOptions({
    queryKey: chatKeys.conversation(key),
    queryFn: ({ pageParam, signal }) => getConversation(key, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextBefore,
    // The socket keeps an open conversation current; a remount need not ask again.
    staleTime: 60_000,
  });

export function useConversation(key: ConversationKey) {
  return useInfiniteQuery(conversationQueryOptions(key));
}
