import { type AdminOverview, PROPERTY_TYPES, type PropertyStats } from '@rentease/contract';
import { and, count, eq, gte, isNotNull, isNull, min, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, contactMessages, payments, properties, propertyReports, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { addCalendarMonths, MARKET_TIME_ZONE, startOfMarketMonth } from '../../lib/dates.js';
import { paiseToRupees } from '../../lib/money.js';
import { listRecentActivity } from '../audit/audit.service.js';
import { keptPaise } from '../payments/payments.service.js';
import { rentOverview } from '../rent/rent.service.js';

/** Live listings by type. */
export async function countListingsByType(db: DbOrTx): Promise<PropertyStats> {
  const rows = await db
    .select({ type: properties.propertyType, n: count() })
    .from(properties)
    .where(isNull(properties.deletedAt))
    .groupBy(properties.propertyType);
  const types = Object.fromEntries(
    PROPERTY_TYPES.map((type) => [type, rows.find((r) => r.type === type)?.n ?? 0]),
  ) as PropertyStats['types'];
  return { total: rows.reduce((sum, r) => sum + r.n, 0), types };
}

/** A timestamp's month in India's time zone (YYYY-MM), the months the dashboard counts in. */
function marketMonth(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} AT TIME ZONE ${sql.raw(`'${MARKET_TIME_ZONE}'`)}, 'YYYY-MM')`;
}

/** Twelve months from `firstMonth`, each with its total from `rows` (0 where there is none). */
function twelveMonths(firstMonth: string, rows: { month: string; total: number }[], toUnit = (n: number) => n) {
  return Array.from({ length: 12 }, (_, i) => {
    const key = addCalendarMonths(`${firstMonth}-01`, i).slice(0, 7);
    return { month: key, total: toUnit(rows.find((row) => row.month === key)?.total ?? 0) };
  });
}

/**
 * The dashboard's figures: confirmed bookings, revenue taken for them, the last twelve months of
 * revenue kept, stays booked, refunds and sign-ups (India time; months without any at 0), the
 * latest admin actions, and what waits for the admin (open reports, refunds not yet through,
 * unread contact messages).
 */
export async function buildOverview(db: DbOrTx, clock: Clock): Promise<AdminOverview> {
  const thisMonth = clock.today().slice(0, 7);
  const firstMonth = addCalendarMonths(`${thisMonth}-01`, -11).slice(0, 7);
  const since = startOfMarketMonth(firstMonth);
  const paidMonth = marketMonth(payments.paidAt);
  const refundMonth = marketMonth(payments.refundedAt);
  const signUpMonth = marketMonth(users.createdAt);
  // Revenue is what was kept: refunds (whole or part, sent or pending) are not revenue.
  const paid = isNotNull(payments.paidAt);
  const [[booked], [revenue], byMonth, bookedByMonth, refundsByMonth, usersByMonth, recentActivity] = await Promise.all([
    db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'confirmed')),
    db
      .select({ total: sum(keptPaise).mapWith(Number) })
      .from(payments)
      .where(paid),
    db
      .select({ month: paidMonth, total: sum(keptPaise).mapWith(Number) })
      .from(payments)
      .where(and(paid, gte(payments.paidAt, since)))
      .groupBy(paidMonth),
    // A booking's first payment (rent_period null) is the moment the stay was booked.
    db
      .select({ month: paidMonth, total: count() })
      .from(payments)
      .where(and(paid, isNull(payments.rentPeriod), gte(payments.paidAt, since)))
      .groupBy(paidMonth),
    db
      .select({ month: refundMonth, total: sum(payments.refundedAmountPaise).mapWith(Number) })
      .from(payments)
      .where(and(isNotNull(payments.refundedAt), gte(payments.refundedAt, since)))
      .groupBy(refundMonth),
    db
      .select({ month: signUpMonth, total: count() })
      .from(users)
      .where(and(ne(users.role, 'admin'), gte(users.createdAt, since)))
      .groupBy(signUpMonth),
    listRecentActivity(db, 10),
  ]);
  const [attention, rent] = await Promise.all([findWaitingWork(db), rentOverview(db, clock.today())]);
  return {
    bookings: booked?.n ?? 0,
    revenue: paiseToRupees(revenue?.total ?? 0),
    monthlyRevenue: twelveMonths(firstMonth, byMonth, paiseToRupees),
    monthlyBookings: twelveMonths(firstMonth, bookedByMonth),
    monthlyRefunds: twelveMonths(firstMonth, refundsByMonth, paiseToRupees),
    monthlyNewUsers: twelveMonths(firstMonth, usersByMonth),
    rent,
    recentActivity,
    attention,
  };
}

async function findWaitingWork(db: DbOrTx): Promise<AdminOverview['attention']> {
  const [[reports], [refunds], [unread]] = await Promise.all([
    db
      .select({ n: count(), oldest: min(propertyReports.createdAt) })
      .from(propertyReports)
      .where(eq(propertyReports.status, 'open')),
    db.select({ n: count() }).from(payments).where(eq(payments.status, 'refund_pending')),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
  ]);
  return {
    openReports: reports?.n ?? 0,
    oldestOpenReportAt: reports?.oldest ? reports.oldest.toISOString() : null,
    refundsPending: refunds?.n ?? 0,
    unreadMessages: unread?.n ?? 0,
  };
}
