import type { Notification } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import type { NotificationRow } from '../../db/schema/index.js';
import { notificationText } from './notification-messages.js';

/** A stored notification as the bell's panel shows it, in the reader's language. */
export function toNotification(row: NotificationRow, language: Language): Notification {
  const { title, body } = notificationText(row, language);
  return {
    id: row.id,
    type: row.type,
    title,
    body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
