import type { ChatMessage, ConversationSummary } from '@rentease/contract';
import type { ChatMessageRow } from '../../db/schema/index.js';
import { fullName } from '../../lib/names.js';
import type { ConversationView } from './chat.service.js';

/** Row → the chat message of the contract. */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    tenant_id: row.tenantId,
    landlord_id: row.landlordId,
    property_id: row.propertyId,
    sender_id: row.senderId,
    is_read: row.isRead,
    read_at: row.readAt?.toISOString() ?? null,
    client_key: row.clientKey,
  };
}

/** A conversation as `viewerId` sees it: their own unread count, the other party's name. */
export function toConversationSummary(view: ConversationView, viewerId: string): ConversationSummary {
  const viewerIsTenant = viewerId === view.tenantId;
  const unread = viewerIsTenant ? view.tenantUnread : view.landlordUnread;
  return {
    property_id: view.propertyId,
    landlord_id: view.landlordId,
    tenant_id: view.tenantId,
    title: view.title,
    location: view.location,
    latest_message: view.lastMessage,
    latest_message_at: view.lastMessageAt.toISOString(),
    latest_sender_id: view.lastSenderId,
    has_unread: unread > 0,
    unread_count: unread,
    other_party_name: viewerIsTenant
      ? fullName(view.landlordFirstName, view.landlordLastName)
      : fullName(view.tenantFirstName, view.tenantLastName),
  };
}
