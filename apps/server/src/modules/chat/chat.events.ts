import type { ChatServerEvent } from '@rentease/contract';
import type { DbOrTx } from '../../db/client.js';
import { MAX_NOTIFY_BYTES, type PubSub } from '../../db/pubsub.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import type { ConversationKey } from './chat.policy.js';
import { toChatMessage, toConversationSummary } from './chat.presenter.js';
import { findConversationView, findMessages, type ReadResult } from './chat.service.js';

export const CHAT_CHANNEL = 'rentease_chat';

/** One event for one user's open connections. */
export type Delivery = { to: string; event: ChatServerEvent };

/**
 * What travels between processes: the deliveries themselves, or — when they would not fit in a
 * NOTIFY payload (a long message in a multi-byte script) — a reference each process resolves from
 * the database, where the write is already committed.
 */
export type ChatEnvelope =
  | { kind: 'deliveries'; deliveries: Delivery[] }
  | { kind: 'message-ref'; messageId: string }
  | { kind: 'read-ref'; key: ConversationKey; readerId: string; messageIds: string[] | null; readAt: string }
  | { kind: 'revoke'; userId: string; code: number };

/** The live events for a new message: the message and each side's updated conversation summary. */
export async function messageDeliveries(db: DbOrTx, message: ChatMessageRow): Promise<Delivery[]> {
  const view = await findConversationView(db, message);
  const participants = [message.tenantId, message.landlordId];
  const deliveries: Delivery[] = participants.map((to) => ({
    to,
    event: { type: 'message.new', message: toChatMessage(message) },
  }));
  if (view) {
    for (const to of participants)
      deliveries.push({ to, event: { type: 'conversation.updated', conversation: toConversationSummary(view, to) } });
  }
  return deliveries;
}

/** The live events for messages read: a receipt for both sides and the reader's cleared summary. */
export async function readDeliveries(
  db: DbOrTx,
  read: Pick<ReadResult, 'key' | 'readerId' | 'messageIds'> & { readAt: string },
): Promise<Delivery[]> {
  const { key } = read;
  const receipt: ChatServerEvent = {
    type: 'message.read',
    tenant_id: key.tenantId,
    landlord_id: key.landlordId,
    property_id: key.propertyId,
    reader_id: read.readerId,
    message_ids: read.messageIds,
    read_at: read.readAt,
  };
  const deliveries: Delivery[] = [key.tenantId, key.landlordId].map((to) => ({ to, event: receipt }));
  const view = await findConversationView(db, key);
  if (view) {
    deliveries.push({
      to: read.readerId,
      event: { type: 'conversation.updated', conversation: toConversationSummary(view, read.readerId) },
    });
  }
  return deliveries;
}

const fits = (payload: string) => Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES;

/**
 * Publishes chat events after their writes have committed. Every process (this one included)
 * receives them through the PubSub and delivers them to its own sockets.
 */
export class ChatPublisher {
  constructor(
    private readonly db: DbOrTx,
    private readonly pubsub: PubSub,
  ) {}

  async messageSent(message: ChatMessageRow): Promise<void> {
    const payload = JSON.stringify({
      kind: 'deliveries',
      deliveries: await messageDeliveries(this.db, message),
    } satisfies ChatEnvelope);
    await this.publish(
      fits(payload) ? payload : JSON.stringify({ kind: 'message-ref', messageId: message.id } satisfies ChatEnvelope),
    );
  }

  async messagesRead(read: ReadResult): Promise<void> {
    const readAt = read.readAt.toISOString();
    const payload = JSON.stringify({
      kind: 'deliveries',
      deliveries: await readDeliveries(this.db, { ...read, readAt }),
    } satisfies ChatEnvelope);
    const ref: ChatEnvelope = { kind: 'read-ref', key: read.key, readerId: read.readerId, messageIds: null, readAt };
    await this.publish(fits(payload) ? payload : JSON.stringify(ref));
  }

  /** Closes every open connection of an account, in every process (blocked, deleted, logged out everywhere). */
  async revokeUser(userId: string, code: number): Promise<void> {
    await this.publish(JSON.stringify({ kind: 'revoke', userId, code } satisfies ChatEnvelope));
  }

  private publish(payload: string): Promise<void> {
    return this.pubsub.publish(CHAT_CHANNEL, payload);
  }
}

/** The deliveries an envelope stands for, loading referenced writes from the database. */
export async function resolveEnvelope(db: DbOrTx, envelope: ChatEnvelope): Promise<Delivery[]> {
  switch (envelope.kind) {
    case 'deliveries':
      return envelope.deliveries;
    case 'message-ref': {
      const [message] = await findMessages(db, [envelope.messageId]);
      return message ? messageDeliveries(db, message) : [];
    }
    case 'read-ref':
      return readDeliveries(db, envelope);
    case 'revoke':
      return [];
  }
}
