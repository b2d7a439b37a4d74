import CloseIcon from '@mui/icons-material/Close';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  Dialog,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type AccountRole, chatTexts } from '@rentease/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { initials } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { type ConversationKey, chatKeys } from '../api/chat-keys';
import { useConversation } from '../api/get-conversation';
import { useMarkMessageRead } from '../api/mark-message-read';
import { useIsMarkingPropertyRead, useMarkPropertyRead } from '../api/mark-property-read';
import { newClientKey, useSendMessage } from '../api/send-message';
import { chatLines, conversationMessages, type OutgoingMessage } from '../chat-cache';
import { ChatComposer } from './chat-composer';
import { ChatMessageLog } from './chat-message-log';

/** Who is writing: the signed-in user. */
export type ChatParticipant = { id: string; name: string; role: AccountRole };

/** What the panel says about the conversation (from its summary, or the listing for a new one). */
export type ChatPanelConversation = ConversationKey & {
  title?: string;
  location?: string;
  otherPartyName?: string;
  /** More about the other party, composed by the page (the tenant's rating for the landlord). */
  aboutOtherParty?: ReactNode;
};

function subscribeTo(target: EventTarget, events: string[]) {
  return (onChange: () => void) => {
    for (const event of events) target.addEventListener(event, onChange);
    return () => {
      for (const event of events) target.removeEventListener(event, onChange);
    };
  };
}
const subscribeVisibility = subscribeTo(document, ['visibilitychange']);
const subscribeOnline = subscribeTo(window, ['online', 'offline']);
const useIsPageVisible = () => useSyncExternalStore(subscribeVisibility, () => document.visibilityState === 'visible');
const useIsOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

const NO_OUTGOING: OutgoingMessage[] = [];

/** Our messages not yet accepted by the server; kept apart from the server's data (see chat-keys). */
function useOutbox(key: ConversationKey): OutgoingMessage[] {
  const outbox = useQuery<OutgoingMessage[]>({
    queryKey: chatKeys.outbox(key),
    queryFn: skipToken,
    initialData: NO_OUTGOING,
    // Unsent messages must not vanish while the panel is closed.
    gcTime: Number.POSITIVE_INFINITY,
  });
  return outbox.data ?? NO_OUTGOING;
}

/**
 * Marks what reaches me while I am looking at the conversation, so the sender sees
 * 'Read'. A tenant's conversations about a listing are exactly this one, so mark-read does it in
 * one call; a landlord marks each message (mark-read would also clear other tenants' questions
 * about the same listing). Nothing is marked while the tab is hidden or the list's own mark-read
 * for this listing is still on its way.
 */
function useMarkIncomingRead(key: ConversationKey, me: ChatParticipant, unreadIds: string[]) {
  const markMessage = useMarkMessageRead();
  const markProperty = useMarkPropertyRead();
  const isMarkingProperty = useIsMarkingPropertyRead(key.propertyId);
  const isVisible = useIsPageVisible();
  const asked = useRef(new Set<string>());
  const pending = unreadIds.filter((id) => !asked.current.has(id)).join(',');

  const { mutateAsync: markMessageAsync } = markMessage;
  const { mutateAsync: markPropertyAsync } = markProperty;
  useEffect(() => {
    if (!pending || !isVisible || isMarkingProperty) return;
    const ids = pending.split(',');
    for (const id of ids) asked.current.add(id);
    const failed = () => notify.error(translateApiMessage(chatTexts.updateFailed), 'chat-read');
    if (me.role === 'tenant') {
      markPropertyAsync({ propertyId: key.propertyId, userId: me.id, role: me.role }).catch(failed);
      return;
    }
    for (const id of ids) markMessageAsync({ messageId: id, conversation: key, readerId: me.id }).catch(failed);
  }, [pending, isVisible, isMarkingProperty, key, me, markMessageAsync, markPropertyAsync]);
}

function ChatPanelBody({
  conversation,
  me,
  titleId,
  onClose,
  isFullScreen,
}: {
  conversation: ChatPanelConversation;
  me: ChatParticipant;
  titleId: string;
  onClose: () => void;
  isFullScreen: boolean;
}) {
  const { t } = useTranslation();
  const { tenantId, landlordId, propertyId } = conversation;
  const key = useMemo(() => ({ tenantId, landlordId, propertyId }), [tenantId, landlordId, propertyId]);
  const query = useConversation(key);
  const outbox = useOutbox(key);
  const send = useSendMessage();
  const isOnline = useIsOnline();
  const messages = useMemo(() => conversationMessages(query.data), [query.data]);
  const lines = useMemo(() => chatLines(messages, outbox), [messages, outbox]);
  const unreadIds = messages.filter((m) => !m.is_read && m.sender_id !== me.id).map((m) => m.id);
  useMarkIncomingRead(key, me, unreadIds);

  const isLoadFailure = query.isError && !query.data;
  useEffect(() => {
    if (isLoadFailure) notify.error(translateApiMessage(chatTexts.loadFailed), 'chat-load');
  }, [isLoadFailure]);

  const otherRole = me.role === 'tenant' ? t('landlord') : t('tenant');
  const otherName = conversation.otherPartyName ?? (me.role === 'tenant' ? t('the owner') : t('the tenant'));
  const otherId = me.role === 'tenant' ? landlordId : tenantId;

  const sendText = (text: string) =>
    send.mutate({
      clientKey: newClientKey(),
      conversation: key,
      senderId: me.id,
      message: text,
      created_at: new Date().toISOString(),
      status: 'sending',
    });
  const retry = (clientKey: string) => {
    const entry = outbox.find((e) => e.clientKey === clientKey);
    if (entry) send.mutate(entry);
  };

  return (
    <>
      <Box sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 1.5, pb: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', fontWeight: 700 }} aria-hidden>
            {conversation.otherPartyName ? initials(conversation.otherPartyName) : <ForumIcon />}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2" id={titleId}>
              {t('RentEase Chat')}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap>
              {conversation.title ?? t('Listing')}
              {conversation.location ? ` · ${conversation.location}` : ''}
            </Typography>
          </Box>
          <IconButton aria-label={t('Close chat')} onClick={onClose} edge="end">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.75 }} data-testid="chat-participants">
          <Trans
            i18nKey="With <1>{{name}}</1> ({{role}})"
            values={{ name: otherName, role: otherRole }}
            components={{ 1: <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }} /> }}
          />
        </Typography>
        {conversation.aboutOtherParty}
        <Box
          component="details"
          sx={{
            mt: 0.5,
            color: 'text.secondary',
            fontSize: '0.75rem',
            '& summary': { cursor: 'pointer', width: 'fit-content' },
            '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.5 },
            '& dd': { m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' },
          }}
        >
          <summary>{t('Conversation details')}</summary>
          <dl>
            <dt>{t('Sender')}</dt>
            <dd>
              {t('You ({{name}})', { name: me.name })} · {me.id}
            </dd>
            <dt>{t('Receiver')}</dt>
            <dd>
              {otherName} · {otherId}
            </dd>
            <dt>{t('Property')}</dt>
            <dd>
              {conversation.title ? `${conversation.title} · ` : ''}
              {propertyId}
            </dd>
          </dl>
        </Box>
      </Box>

      {!isOnline && (
        <Alert severity="warning" icon={<WifiOffIcon fontSize="inherit" />} sx={{ borderRadius: 0, py: 0 }}>
          {t('You are offline. New messages will appear when you are back online.')}
        </Alert>
      )}

      {query.isPending ? (
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center' }} role="status" aria-label={t('Loading messages')}>
          <CircularProgress aria-hidden />
        </Stack>
      ) : isLoadFailure ? (
        <Stack sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', p: 3 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('Try again')}
              </Button>
            }
          >
            {translateApiMessage(chatTexts.loadFailed)}
          </Alert>
        </Stack>
      ) : (
        <ChatMessageLog
          lines={lines}
          myId={me.id}
          otherName={otherName}
          label={t('Messages with {{name}}', { name: otherName })}
          hasOlder={query.hasNextPage}
          isLoadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          onRetry={retry}
          empty={
            <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{translateApiMessage(chatTexts.noMessagesYet)}</Typography>
              <Typography variant="body2" color="textSecondary">
                {me.role === 'tenant'
                  ? conversation.title
                    ? t('Ask {{name}} about {{title}}.', { name: otherName, title: conversation.title })
                    : t('Ask {{name}} about this listing.', { name: otherName })
                  : t('Write your answer below.')}
              </Typography>
            </Stack>
          }
        />
      )}
      <ChatComposer onSend={sendText} autoFocus={!isFullScreen} />
    </>
  );
}

/**
 * The chat panel: an overlay headed 'RentEase Chat', 600 px high
 * and full-screen on phones, with the other party, the listing and the ids, the
 * conversation, and a message input. Closes with its button or Escape.
 */
export function ChatPanel({
  conversation,
  me,
  onClose,
}: {
  conversation: ChatPanelConversation | undefined;
  me: ChatParticipant;
  onClose: () => void;
}) {
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  // While the dialog fades out, it keeps showing the conversation it had.
  const shown = useRef(conversation);
  if (conversation) shown.current = conversation;
  const visible = conversation ?? shown.current;
  const conversationKey = visible ? `${visible.tenantId}|${visible.landlordId}|${visible.propertyId}` : undefined;
  return (
    <Dialog
      open={Boolean(conversation)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          sx: {
            height: isFullScreen ? '100%' : 600,
            maxHeight: isFullScreen ? '100%' : 'calc(100% - 32px)',
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
          },
        },
      }}
    >
      {visible && (
        <ChatPanelBody
          key={conversationKey}
          conversation={visible}
          me={me}
          titleId={titleId}
          onClose={onClose}
          isFullScreen={isFullScreen}
        />
      )}
    </Dialog>
  );
}
