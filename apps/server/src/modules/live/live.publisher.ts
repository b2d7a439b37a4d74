import { MAX_NOTIFY_BYTES, type PubSub } from '../../db/pubsub.js';
import { type Delivery, LIVE_CHANNEL, type LiveEnvelope, type LiveReference } from './live.events.js';

const fits = (payload: string) => Buffer.byteLength(payload) <= MAX_NOTIFY_BYTES;

/**
 * Sends live events to users' open connections, in every server process (this one included):
 * each process receives them through the PubSub and delivers them to the sockets it holds. Call it
 * only after the write the events describe has committed, so a client never hears of something it
 * cannot then read from the API.
 */
export class LivePublisher {
  constructor(private readonly pubsub: PubSub) {}

  /** Events small enough to travel whole (notifications, counts). */
  async deliver(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    await this.publish({ kind: 'deliveries', deliveries });
  }

  /** Events that travel whole when they fit, and otherwise by reference for each process to load. */
  async deliverOrRefer(deliveries: Delivery[], reference: LiveReference): Promise<void> {
    const payload = JSON.stringify({ kind: 'deliveries', deliveries } satisfies LiveEnvelope);
    await this.pubsub.publish(LIVE_CHANNEL, fits(payload) ? payload : JSON.stringify({ kind: 'reference', ...reference }));
  }

  /** Closes every open connection of an account, in every process (blocked, deleted, logged out everywhere). */
  async revokeUser(userId: string, code: number): Promise<void> {
    await this.publish({ kind: 'revoke', userId, code });
  }

  /** Closes the open connections of some sessions of an account, in every process (those sessions ended). */
  async revokeSessions(userId: string, sessionIds: string[], code: number): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.publish({ kind: 'revoke', userId, code, sessionIds });
  }

  private publish(envelope: LiveEnvelope): Promise<void> {
    return this.pubsub.publish(LIVE_CHANNEL, JSON.stringify(envelope));
  }
}
