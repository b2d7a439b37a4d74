import type { AccountRole } from '@rentease/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import type { SummaryPage } from '../chat-cache';
import { chatKeys } from './chat-keys';

/** How many conversations one page of the Messages list brings (the server's default). */
const SUMMARY_PAGE_SIZE = 100;

/** GET /api/messages/summary/{userId}/{role}: one page of conversations, newest first. */
export async function getConversationSummaries(userId: string, role: AccountRole, cursor?: string): Promise<SummaryPage> {
  const page = await listPage(
    api('user').GET('/api/messages/summary/{userId}/{role}', {
      params: { path: { userId, role }, query: { limit: SUMMARY_PAGE_SIZE, cursor } },
    }),
    (body) => body.conversations,
  );
  return { items: page.items, next: page.next };
}

export const conversationSummariesQueryOptions = (userId: string, role: AccountRole) =>
  infiniteQueryOptions({
    queryKey: chatKeys.summaryList(userId, role),
    queryFn: ({ pageParam }) => getConversationSummaries(userId, role, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/** The signed-in user's conversations; kept current by the chat socket (use-chat-live-updates). */
export function useConversationSummaries(userId: string, role: AccountRole) {
  return useInfiniteQuery(conversationSummariesQueryOptions(userId, role));
}
