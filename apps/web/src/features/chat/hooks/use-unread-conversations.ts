import type { AccountRole } from '@rentease/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { conversationSummariesQueryOptions } from '../api/get-conversation-summaries';
import { unreadConversationCount } from '../chat-cache';

/** How many conversations have something unread, for the sidebar badge (live through the socket). */
export function useUnreadConversationCount(userId: string | undefined, role: AccountRole): number {
  const summaries = useInfiniteQuery({ ...conversationSummariesQueryOptions(userId ?? '', role), enabled: Boolean(userId) });
  return unreadConversationCount(summaries.data);
}

/** The Messages entry's badge: unread conversations, said in words for screen readers. */
export function unreadBadge(count: number) {
  return { count, label: i18n.t('{{count}} unread conversations', { count }) };
}
