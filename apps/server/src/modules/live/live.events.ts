import type { LiveServerEvent } from '@rentease/contract';
import type { DbOrTx } from '../../db/client.js';

/** The PubSub channel every server process listens on for live events. */
export const LIVE_CHANNEL = 'rentease_live';

/** One event for one user's open connections. */
export type Delivery = { to: string; event: LiveServerEvent };

/**
 * A domain's events told by reference, when the events themselves would not fit in a NOTIFY
 * payload (a long chat message in a multi-byte script): each process asks the domain's resolver
 * to load them from the database, where the write is already committed.
 */
export type LiveReference = {
  /** Which resolver reads it (the domain's name). */
  topic: string;
  /** The domain's own description of what happened; only its resolver reads it. */
  ref: unknown;
  /** The users the events are for: a process holding none of them skips the database. */
  users: string[];
};

/** What travels between processes on LIVE_CHANNEL. */
export type LiveEnvelope =
  | { kind: 'deliveries'; deliveries: Delivery[] }
  | ({ kind: 'reference' } & LiveReference)
  /** Closes the account's sockets; with `sessionIds`, only those signed in with these sessions. */
  | { kind: 'revoke'; userId: string; code: number; sessionIds?: string[] };

/** Turns a domain's reference back into its deliveries. Returns none for a reference it cannot read. */
export type LiveResolver = (db: DbOrTx, ref: unknown) => Promise<Delivery[]>;
