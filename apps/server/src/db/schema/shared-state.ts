import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Binary data: Node Buffers in, Buffers out (PGlite answers Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Rate-limit windows every server process shares: with several processes behind a load balancer,
 * a counter kept in each process would let a client make N times the allowed requests.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Processed images kept in the database (STORAGE=database), so that every server process, on
 * any machine, serves what another one stored, with nothing more to run than PostgreSQL.
 */
export const storedImages = pgTable('stored_images', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
