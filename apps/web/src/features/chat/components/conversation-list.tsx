import { Alert, Avatar, Box, Button, Card, List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import { type ConversationSummary, chatTexts } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden';
import { initials } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { summaryKey } from '../chat-cache';
import { formatListTime } from '../chat-format';

function ConversationRow({
  conversation,
  myId,
  isOpen,
  onOpen,
}: {
  conversation: ConversationSummary;
  myId: string;
  isOpen: boolean;
  onOpen: (conversation: ConversationSummary) => void;
}) {
  const { t } = useTranslation();
  const isUnread = conversation.has_unread;
  const count = Math.max(conversation.unread_count, isUnread ? 1 : 0);
  const fromMe = conversation.latest_sender_id === myId;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={() => onOpen(conversation)}
        selected={isOpen}
        data-unread={isUnread || undefined}
        sx={{
          alignItems: 'flex-start',
          gap: 2,
          py: 1.75,
          px: { xs: 1.5, sm: 2.5 },
          bgcolor: isUnread ? 'rgba(15,118,110,0.07)' : undefined,
          borderLeft: 4,
          borderLeftColor: isUnread ? 'primary.main' : 'transparent',
        }}
      >
        <Avatar sx={{ bgcolor: isUnread ? 'primary.main' : 'grey.400', fontWeight: 700, mt: 0.25 }} aria-hidden>
          {initials(conversation.other_party_name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: isUnread ? 800 : 600,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {conversation.title}
            </Typography>
            {conversation.latest_message_at && (
              <Typography
                component="time"
                dateTime={conversation.latest_message_at}
                variant="caption"
                sx={{ flexShrink: 0, color: isUnread ? 'primary.main' : 'text.secondary', fontWeight: isUnread ? 700 : 400 }}
              >
                {formatListTime(conversation.latest_message_at)}
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" color="textSecondary" noWrap>
            {conversation.other_party_name}
            {conversation.location ? ` · ${conversation.location}` : ''}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.25 }}>
            <Typography
              variant="body2"
              noWrap
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: isUnread ? 700 : 400,
                color: isUnread ? 'text.primary' : 'text.secondary',
                fontStyle: conversation.latest_message === null ? 'italic' : undefined,
              }}
            >
              {conversation.latest_message === null
                ? translateApiMessage(chatTexts.noMessagesYet)
                : fromMe
                  ? t('You: {{message}}', { message: conversation.latest_message })
                  : conversation.latest_message}
            </Typography>
            {isUnread && (
              <Box
                component="span"
                sx={{
                  flexShrink: 0,
                  minWidth: 22,
                  height: 22,
                  px: 0.75,
                  borderRadius: 11,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  display: 'inline-grid',
                  placeItems: 'center',
                }}
              >
                <span aria-hidden>{count}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('{{count}} unread messages', { count })}
                </Box>
              </Box>
            )}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

const SKELETONS = ['a', 'b', 'c', 'd'];

/**
 * The Messages list: title, location, the other party and the latest message or
 * 'No messages yet', newest first; unread conversations stand out (bold, a bar and a count).
 */
export function ConversationList({
  conversations,
  myId,
  openKey,
  onOpen,
  isPending,
  isError,
  onRetry,
  hasMore,
  isLoadingMore,
  onLoadMore,
  empty,
}: {
  conversations: ConversationSummary[];
  myId: string;
  /** summaryKey of the conversation open in the panel. */
  openKey: string | undefined;
  onOpen: (conversation: ConversationSummary) => void;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Card aria-busy="true" aria-label={t('Loading conversations')}>
        {SKELETONS.map((key) => (
          <Stack key={key} direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
            <Skeleton variant="circular" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="45%" />
              <Skeleton width="30%" />
              <Skeleton width="70%" />
            </Box>
          </Stack>
        ))}
      </Card>
    );
  }
  if (isError && conversations.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('Try again')}
          </Button>
        }
      >
        {translateApiMessage(chatTexts.loadFailed)}
      </Alert>
    );
  }
  if (conversations.length === 0) return <>{empty}</>;
  return (
    <Card>
      <List aria-label={t('Conversations')} disablePadding>
        {conversations.map((conversation) => (
          <ConversationRow
            key={summaryKey(conversation)}
            conversation={conversation}
            myId={myId}
            isOpen={openKey === summaryKey(conversation)}
            onOpen={onOpen}
          />
        ))}
      </List>
      {hasMore && (
        <Box sx={{ p: 1.5, textAlign: 'center' }}>
          <Button onClick={onLoadMore} disabled={isLoadingMore}>
            {isLoadingMore ? t('Loading…') : t('Show older conversations')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
