import { Box } from '@mui/material';
import { type ConversationSummary, chatTexts } from '@rentease/contract';
import { type ReactNode, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/layout/page-heading';
import { translateApiMessage } from '../../../lib/i18n';
import type { UserSession } from '../../../lib/session';
import { notify } from '../../../lib/toast';
import type { ConversationKey } from '../api/chat-keys';
import { useConversationSummaries } from '../api/get-conversation-summaries';
import { useMarkPropertyRead } from '../api/mark-property-read';
import { conversationKeyOf, isSameConversation, summaryKey, summaryRows } from '../chat-cache';
import { ChatPanel, type ChatPanelConversation, type ChatParticipant } from './chat-panel';
import { ConversationList } from './conversation-list';

/** What a page knows about a listing a conversation may not exist for yet (Contact Owner). */
export type ListingHint = { id: string; title: string; location: string };

/** The URL names the open conversation: the listing and the other party (Contact Owner links here). */
const PARAMS = ['propertyId', 'landlordId', 'tenantId'] as const;

function conversationInUrl(params: URLSearchParams, me: UserSession): ConversationKey | undefined {
  const propertyId = params.get('propertyId');
  const other = params.get(me.role === 'tenant' ? 'landlordId' : 'tenantId');
  if (!propertyId || !other) return undefined;
  return me.role === 'tenant'
    ? { tenantId: me.userId, landlordId: other, propertyId }
    : { tenantId: other, landlordId: me.userId, propertyId };
}

/**
 * Messages of the tenant and landlord areas: 'Your Conversations', the list of
 * conversations kept live by the chat socket, and the chat panel over it. Opening a conversation
 * marks it read; the open one lives in the URL, so 'Contact Owner' and Back work, and closing the
 * panel takes it out again.
 */
export function MessagesScreen({
  session,
  empty,
  subtitle,
  listing,
  renderAboutTenant,
}: {
  session: UserSession;
  empty: ReactNode;
  subtitle: ReactNode;
  listing?: ListingHint;
  /** Shown to the landlord under the open conversation's tenant (their rating). */
  renderAboutTenant?: (tenantId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const { userId, role } = session;
  const [params, setParams] = useSearchParams();
  const summaries = useConversationSummaries(userId, role);
  const markRead = useMarkPropertyRead();
  const rows = useMemo(() => summaryRows(summaries.data), [summaries.data]);
  const open = conversationInUrl(params, session);
  const openSummary = open ? rows.find((row) => isSameConversation(conversationKeyOf(row), open)) : undefined;

  const isLoadFailure = summaries.isError && !summaries.data;
  useEffect(() => {
    if (isLoadFailure) notify.error(translateApiMessage(chatTexts.loadFailed), 'chat-load');
  }, [isLoadFailure]);

  const me = useMemo<ChatParticipant>(
    () => ({ id: userId, role, name: `${session.firstName} ${session.lastName}`.trim() }),
    [userId, role, session.firstName, session.lastName],
  );

  const openConversation = (row: ConversationSummary) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PARAMS) next.delete(name);
        next.set('propertyId', row.property_id);
        next.set(role === 'tenant' ? 'landlordId' : 'tenantId', role === 'tenant' ? row.landlord_id : row.tenant_id);
        return next;
      },
      { preventScrollReset: true },
    );
    markRead
      .mutateAsync({ propertyId: row.property_id, userId, role })
      .catch(() => notify.error(translateApiMessage(chatTexts.updateFailed), 'chat-read'));
  };

  const close = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PARAMS) next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setParams]);

  const panel: ChatPanelConversation | undefined = open && {
    ...open,
    title: openSummary?.title ?? (listing?.id === open.propertyId ? listing.title : undefined),
    location: openSummary?.location ?? (listing?.id === open.propertyId ? listing.location : undefined),
    otherPartyName: openSummary?.other_party_name,
    aboutOtherParty: renderAboutTenant?.(open.tenantId),
  };

  return (
    <Box>
      <PageHeading title={t('Your Conversations')} subtitle={subtitle} />
      <ConversationList
        conversations={rows}
        myId={userId}
        openKey={openSummary ? summaryKey(openSummary) : undefined}
        onOpen={openConversation}
        isPending={summaries.isPending}
        isError={summaries.isError}
        onRetry={() => void summaries.refetch()}
        hasMore={summaries.hasNextPage}
        isLoadingMore={summaries.isFetchingNextPage}
        onLoadMore={() => void summaries.fetchNextPage()}
        empty={empty}
      />
      <ChatPanel conversation={panel} me={me} onClose={close} />
    </Box>
  );
}
