import type { ChatLiveEvent } from '@rentease/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { ChatMessageRow } from '../../db/schema/index.js';
import type { Delivery, LiveResolver } from '../live/live.events.js';
import type { LivePublisher } from '../live/live.publisher.js';
import { toChatMessage, toConversationSummary } from './chat.presenter.js';
import { findConversationView, findMessages, type ReadResult } from './chat.service.js';

/** The topic of chat's live references. */
export const CHAT_LIVE_TOPIC = 'chat';

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
  const receipt: ChatLiveEvent = {
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

/**
 * Chat's live side: after a message or a read receipt commits, both participants' open
 * connections hear of it. A message too long for a NOTIFY payload travels as a reference that
 * each process loads from the database. Best effort, never throws: the write stands, and clients
 * catch up from the API when they reconnect.
 */
export class ChatLiveEvents {
  constructor(private readonly deps: { db: DbOrTx; live: LivePublisher; log: FastifyBaseLogger }) {}

  async messageSent(message: ChatMessageRow): Promise<void> {
    await this.bestEffort(async () =>
      this.deps.live.deliverOrRefer(await messageDeliveries(this.deps.db, message), {
        topic: CHAT_LIVE_TOPIC,
        ref: { kind: 'message', messageId: message.id } satisfies ChatReference,
        users: [message.tenantId, message.landlordId],
      }),
    );
  }

  async messagesRead(read: ReadResult): Promise<void> {
    const readAt = read.readAt.toISOString();
    // The reference leaves out the ids (a whole conversation's worth would not fit either): a
    // receipt without ids means every message sent to the reader up to readAt, which is as true.
    const ref: ChatReference = { kind: 'read', key: read.key, readerId: read.readerId, messageIds: null, readAt };
    await this.bestEffort(async () =>
      this.deps.live.deliverOrRefer(await readDeliveries(this.deps.db, { ...read, readAt }), {
        topic: CHAT_LIVE_TOPIC,
        ref,
        users: [read.key.tenantId, read.key.landlordId],
      }),
    );
  }

  private async bestEffort(publish: () => Promise<void>): Promise<void> {
    try {
      await publish();
    } catch (error) {
      this.deps.log.error({ err: error }, 'could not publish a chat event');
    }
  }
}

const conversationKey = z.object({ tenantId: z.string(), landlordId: z.string(), propertyId: z.string() });
const chatReference = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), messageId: z.string() }),
  z.object({
    kind: z.literal('read'),
    key: conversationKey,
    readerId: z.string(),
    messageIds: z.array(z.string()).nullable(),
    readAt: z.string(),
  }),
]);
type ChatReference = z.infer<typeof chatReference>;

/** Loads the events a chat reference stands for; the write is committed before it is published. */
export const resolveChatReference: LiveResolver = async (db, ref) => {
  const parsed = chatReference.safeParse(ref);
  if (!parsed.success) return [];
  const reference = parsed.data;
  if (reference.kind === 'read') return readDeliveries(db, reference);
  const [message] = await findMessages(db, [reference.messageId]);
  return message ? messageDeliveries(db, message) : [];
};
