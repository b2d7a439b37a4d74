import MailIcon from '@mui/icons-material/MailOutlined';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { accountMessages, type ContactMessage, chatTexts } from '@rentease/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useContactMessages } from '../api/get-contact-messages';
import { useSetMessageRead } from '../api/set-message-read';

/** One contact message: who, when (en-IN), what; unread ones stand out; the read state toggles. */
function ContactMessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const setRead = useSetMessageRead();
  const nameId = useId();
  const unread = !message.is_read;
  const toggle = () => {
    if (setRead.isPending) return;
    setRead.mutate(
      { id: message.id, isRead: unread },
      {
        onSuccess: (updated) =>
          notify.success(updated.is_read ? accountMessages.markedRead : accountMessages.markedUnread, 'contact-read'),
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          notify.error(chatTexts.updateFailed, 'contact-read');
        },
      },
    );
  };
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      data-unread={unread || undefined}
      sx={{
        borderLeft: 4,
        borderLeftColor: unread ? 'primary.main' : 'transparent',
        bgcolor: unread ? 'rgba(15,118,110,0.06)' : 'background.paper',
      }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography id={nameId} component="h2" sx={{ fontWeight: unread ? 800 : 600 }}>
                {message.name}
              </Typography>
              {unread && <Chip label={t('Unread')} size="small" color="primary" />}
            </Stack>
            <Link href={`mailto:${message.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {message.email}
            </Link>
          </Box>
          <Typography variant="body2" color="textSecondary" component="time" dateTime={message.created_at} sx={{ flexShrink: 0 }}>
            {formatDateTime(message.created_at)}
          </Typography>
        </Stack>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
        <Box>
          <PendingButton size="small" variant={unread ? 'contained' : 'outlined'} onClick={toggle} pending={setRead.isPending}>
            {unread ? t('Mark as Read') : t('Mark as Unread')}
          </PendingButton>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Notifications: what visitors sent through the contact form, newest first. */
export function ContactMessageList() {
  const { t } = useTranslation();
  const list = useContactMessages();
  const isLoadFailure = list.isError && !list.data;
  useEffect(() => {
    if (isLoadFailure && !isSessionRefusal(list.error)) notify.error(chatTexts.loadFailed, 'contact-load');
  }, [isLoadFailure, list.error]);
  return (
    <PagedList
      list={list}
      getKey={(message) => message.id}
      renderItem={(message) => <ContactMessageCard message={message} />}
      empty={<EmptyState icon={<MailIcon />} title={translateApiMessage(accountMessages.noContactMessages)} />}
      errorMessage={chatTexts.loadFailed}
      label={t('Contact messages')}
      loadingLabel={t('Loading messages')}
      columns={{ xs: 'minmax(0, 1fr)' }}
    />
  );
}
