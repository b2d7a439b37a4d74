import type { ContactMessage } from '@rentease/contract';
import type { ContactMessageRow } from '../../db/schema/index.js';

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    is_read: row.isRead,
  };
}
