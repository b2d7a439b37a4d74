import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { chatMessages, properties, users } from '../src/db/schema/index.js';
import { cityCentres, createRandom, generateCityNames, generateListingChunk, generateUsers, type SeedUser } from './dataset.js';
import { rowsOf } from './engines.js';
import { openBenchSessions } from './tokens.js';

/**
 * The chat benchmark's database: `pairs` conversations, each between its own tenant and its own
 * landlord about that landlord's listing (two messages already exchanged, so either side may
 * write), and one heavy landlord with `heavyConversations` conversations over a few listings, each
 * holding a short history. Messages go into chat_messages in time order (seq follows created_at);
 * the conversations read model is then derived from them in SQL, by the same rules sendMessage
 * and markRead keep it by, so the server starts from a consistent state.
 */

export type ChatPair = { tenantId: string; landlordId: string; propertyId: string };

export type ChatSeedSummary = {
  users: number;
  listings: number;
  conversations: number;
  messages: number;
  heavyConversations: number;
  ms: number;
};

export type ChatSeed = { pairs: ChatPair[]; heavyLandlordId: string; summary: ChatSeedSummary };

const DATA_SEED = 20_240_607;
const CITIES = 20;
/** The heavy landlord's listings: their 1,000 conversations are spread over these. */
const HEAVY_LISTINGS = 20;
const HEAVY_MESSAGES_PER_CONVERSATION = 4;
const ROWS_PER_INSERT = 1000;
/** Nobody logs in as a benchmark user (tokens are signed by the bench), so no scrypt hash is needed. */
const UNUSABLE_PASSWORD_HASH = 'scrypt$1024$8$1$x$y';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

type SeedMessage = typeof chatMessages.$inferInsert;

export async function seedChat(
  handle: DatabaseHandle,
  size: { pairs: number; heavyConversations: number },
  log: (line: string) => void,
): Promise<ChatSeed> {
  const started = performance.now();
  await handle.migrate();
  const random = createRandom(DATA_SEED);
  const now = Date.now();
  const tenants = generateUsers('tenant', size.pairs + size.heavyConversations, random);
  const landlords = generateUsers('landlord', size.pairs + 1, random);
  const heavy = landlords[size.pairs];
  if (!heavy) throw new Error('seedChat: no heavy landlord');
  // Listing n belongs to landlord n; the last HEAVY_LISTINGS to the heavy landlord.
  let owner = 0;
  const pickLandlord = (): SeedUser => landlords[Math.min(owner++, size.pairs)] ?? heavy;
  const cityNames = generateCityNames(CITIES, random);
  const plan = {
    cityNames,
    pickLandlord,
    now,
    centres: cityCentres(cityNames, createRandom(DATA_SEED + 1)),
    placeRandom: createRandom(DATA_SEED + 2),
  };
  const { listings } = generateListingChunk(plan, 0, size.pairs + HEAVY_LISTINGS, random);

  const pairs: ChatPair[] = [];
  const messages: SeedMessage[] = [];
  for (let n = 0; n < size.pairs; n++) {
    const pair = { tenantId: tenants[n]?.id ?? '', landlordId: landlords[n]?.id ?? '', propertyId: listings[n]?.id ?? '' };
    pairs.push(pair);
    // The tenant asked, the landlord answered, both read: a live conversation either side may write to.
    const asked = now - random.int(1, 30) * DAY_MS;
    messages.push(message(pair, pair.tenantId, 'Is the flat still available?', asked, true));
    messages.push(message(pair, pair.landlordId, 'Yes, it is. When would you like to visit?', asked + 30 * MINUTE_MS, true));
  }
  const heavyListings = listings.slice(size.pairs);
  for (let n = 0; n < size.heavyConversations; n++) {
    const tenantId = tenants[size.pairs + n]?.id ?? '';
    const key = { tenantId, landlordId: heavy.id, propertyId: heavyListings[n % heavyListings.length]?.id ?? '' };
    let at = now - random.int(1, 180) * DAY_MS - random.int(0, 1439) * MINUTE_MS;
    for (let m = 0; m < HEAVY_MESSAGES_PER_CONVERSATION; m++) {
      const last = m === HEAVY_MESSAGES_PER_CONVERSATION - 1;
      const sender = m % 2 === 0 ? tenantId : heavy.id;
      // Everything read but the latest message in a third of the conversations: unread counts are not all zero.
      messages.push(message(key, sender, `Question ${m + 1} about the listing`, at, !(last && n % 3 === 0)));
      at += random.int(5, 600) * MINUTE_MS;
    }
  }
  // Insertion in time order: seq (an identity column) then follows created_at, as it does live.
  messages.sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));

  const people = [...tenants, ...landlords].map((person) => ({ ...person, passwordHash: UNUSABLE_PASSWORD_HASH }));
  await handle.db.transaction(async (tx) => {
    await insertInBatches(tx, users, people);
    await openBenchSessions(tx);
    await insertInBatches(tx, properties, listings);
    await insertInBatches(tx, chatMessages, messages);
    await tx.execute(sql`INSERT INTO conversations (tenant_id, landlord_id, property_id, last_message_id, last_message_seq,
      last_message_at, tenant_unread, landlord_unread) ${expectedConversations}`);
  });
  await handle.db.execute(sql`VACUUM (ANALYZE)`);
  const [counted] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM conversations`));
  const summary = {
    users: people.length,
    listings: listings.length,
    conversations: counted?.n ?? 0,
    messages: messages.length,
    heavyConversations: size.heavyConversations,
    ms: performance.now() - started,
  };
  log(`  ${summary.conversations} conversations, ${summary.messages} messages, ${summary.users} users`);
  return { pairs, heavyLandlordId: heavy.id, summary };
}

function message(key: ChatPair, senderId: string, text: string, at: number, read: boolean): SeedMessage {
  const createdAt = new Date(at);
  return { ...key, senderId, message: text, createdAt, isRead: read, readAt: read ? new Date(at + MINUTE_MS) : null };
}

/**
 * What the conversations table must hold, derived from chat_messages: the latest message (highest
 * seq) and the latest time (sendMessage keeps GREATEST(last_message_at), which under a race need
 * not be the highest-seq message's own time), and each side's count of unread messages from the other.
 */
export const expectedConversations = sql`
  SELECT m.tenant_id, m.landlord_id, m.property_id,
    (array_agg(m.id ORDER BY m.seq DESC))[1] AS last_message_id,
    max(m.seq) AS last_message_seq,
    max(m.created_at) AS last_message_at,
    (count(*) FILTER (WHERE NOT m.is_read AND m.sender_id = m.landlord_id))::int AS tenant_unread,
    (count(*) FILTER (WHERE NOT m.is_read AND m.sender_id = m.tenant_id))::int AS landlord_unread
  FROM chat_messages m
  GROUP BY m.tenant_id, m.landlord_id, m.property_id`;

export type ChatDatabaseCheck = {
  /** Messages the benchmark sent (those with a client key) found in chat_messages. */
  storedBenchMessages: number;
  /** Client keys stored more than once (the unique index should make this impossible). */
  duplicateKeys: number;
  /** Conversations whose summary row disagrees with their messages, or exists on one side only. */
  readModelMismatches: number;
};

/** After the run, with every server stopped: what reached the database, and whether the read model still matches it. */
export async function checkChatDatabase(db: Database): Promise<ChatDatabaseCheck> {
  const [stored] = rowsOf<{ n: number; keys: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n, count(DISTINCT (sender_id, client_key))::int AS keys FROM chat_messages WHERE client_key IS NOT NULL`,
    ),
  );
  const [mismatches] = rowsOf<{ n: number }>(
    await db.execute(sql`
      WITH expected AS (${expectedConversations})
      SELECT count(*)::int AS n
      FROM conversations c
      FULL JOIN expected e USING (tenant_id, landlord_id, property_id)
      WHERE c.tenant_id IS NULL OR e.tenant_id IS NULL
        OR (c.last_message_id, c.last_message_seq, c.last_message_at, c.tenant_unread, c.landlord_unread)
          IS DISTINCT FROM (e.last_message_id, e.last_message_seq, e.last_message_at, e.tenant_unread, e.landlord_unread)`),
  );
  return {
    storedBenchMessages: stored?.n ?? 0,
    duplicateKeys: (stored?.n ?? 0) - (stored?.keys ?? 0),
    readModelMismatches: mismatches?.n ?? 0,
  };
}

type Inserter = Pick<Database, 'insert'>;

/** Multi-row INSERTs of ROWS_PER_INSERT rows each (as seed-listings.ts does). */
async function insertInBatches<T extends PgTable>(db: Inserter, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}
