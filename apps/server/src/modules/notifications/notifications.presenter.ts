import type { Notification } from '@rentease/contract';
import type { NotificationRow } from '../../db/schema/index.js';

/** A stored notification as the bell's panel shows it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}
