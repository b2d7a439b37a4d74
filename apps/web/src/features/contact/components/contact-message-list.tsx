import '../../../components/plain-card.css';
import './contact-message-list.css';
import { accountMessages, type ContactMessage, chatTexts } from '@rentease/contract';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PagedList } from '../../../components/paged-list';
import { PlainChip } from '../../../components/plain-chip';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { PlainPendingButton } from '../../../components/plain-pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useContactMessages } from '../api/get-contact-messages';
import { useSetMessageRead } from '../api/set-message-read';

// i18n-ignore: SVG path data, not words (MUI's MailOutlined).
const ICON_MAIL_OUTLINED: IconPaths = [
  'M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 4.99L4 6zm0 12H4V8l8 5 8-5z',
];

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
    <article className="plain-card contact-message" aria-labelledby={nameId} data-unread={unread || undefined}>
      <div className="contact-message-content">
        <div className="contact-message-head">
          <div className="contact-message-from">
            <div className="contact-message-name-row">
              <h2 id={nameId} className="contact-message-name">
                {message.name}
              </h2>
              {unread && <PlainChip label={t('Unread')} tone="primary" />}
            </div>
            <a href={`mailto:${message.email}`} className="site-link type-body2 contact-message-email">
              {message.email}
            </a>
          </div>
          <time className="type-body2 type-secondary contact-message-time" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </time>
        </div>
        <p className="contact-message-text">{message.message}</p>
        <div>
          <PlainPendingButton
            size="small"
            variant={unread ? 'contained' : 'outlined'}
            onClick={toggle}
            pending={setRead.isPending}
          >
            {unread ? t('Mark as Read') : t('Mark as Unread')}
          </PlainPendingButton>
        </div>
      </div>
    </article>
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
      empty={
        <EmptyState
          icon={<PlainIcon icon={ICON_MAIL_OUTLINED} />}
          title={translateApiMessage(accountMessages.noContactMessages)}
        />
      }
      errorMessage={chatTexts.loadFailed}
      label={t('Contact messages')}
      loadingLabel={t('Loading messages')}
      columns={{ xs: 'minmax(0, 1fr)' }}
    />
  );
}
