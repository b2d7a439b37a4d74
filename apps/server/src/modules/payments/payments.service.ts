import {
  bookingMessages,
  type HistoryPageQuery,
  type LandlordPaymentsQuery,
  type MonthlyEarnings,
  type MonthlyEarningsQuery,
} from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, gte, ilike, isNotNull, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments, properties, users } from '../../db/schema/index.js';
import { MARKET_TIME_ZONE, nextMonth, startOfMarketMonth } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { paiseToRupees } from '../../lib/money.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';

/** Whose payments a list shows: everyone's (admin), what a tenant paid, or what a landlord received. */
export type PaymentScope =
  | { kind: 'all' }
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'landlord'; landlordId: string; property?: string | undefined; month?: string | undefined };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

const paymentViewColumns = {
  ...getTableColumns(payments),
  bookingReference: bookings.reference,
  moveInDate: bookings.moveInDate,
  durationMonths: bookings.durationMonths,
  endDate: bookings.endDate,
  title: properties.title,
  location: properties.location,
  address: properties.address,
  tenantFirstName: tenant.firstName,
  tenantLastName: tenant.lastName,
  tenantEmail: tenant.email,
  tenantPhone: tenant.phone,
  landlordFirstName: landlord.firstName,
  landlordLastName: landlord.lastName,
  landlordEmail: landlord.email,
};

function selectPayments(db: DbOrTx, where: SQL[]) {
  return db
    .select(paymentViewColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .innerJoin(tenant, eq(tenant.id, payments.tenantId))
    .innerJoin(landlord, eq(landlord.id, payments.landlordId))
    .where(and(...where));
}

export type PaymentView = Awaited<ReturnType<typeof selectPayments>>[number];

const CURSOR_ORDER = 'payment-paid';

/** `%`, `_` and `\` typed into a filter are matched literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function scopeFilters(scope: PaymentScope): SQL[] {
  // Only money that moved is a payment to show; open, failed and expired checkouts are not.
  const filters: SQL[] = [isNotNull(payments.paidAt)];
  if (scope.kind === 'tenant') filters.push(eq(payments.tenantId, scope.tenantId));
  if (scope.kind !== 'landlord') return filters;
  filters.push(eq(payments.landlordId, scope.landlordId));
  if (scope.month) {
    filters.push(
      gte(payments.paidAt, startOfMarketMonth(scope.month)),
      lt(payments.paidAt, startOfMarketMonth(nextMonth(scope.month))),
    );
  }
  const text = scope.property?.trim();
  if (text) {
    const pattern = `%${likeEscaped(text)}%`;
    const matches = or(ilike(sql`${payments.propertyId}::text`, pattern), ilike(properties.title, pattern));
    if (matches) filters.push(matches);
  }
  return filters;
}

/**
 * Payments of a scope, newest first, one keyset page at a time; each scope walks its own
 * (scope, paid_at, id) index backwards.
 */
export async function listPayments(
  db: DbOrTx,
  scope: PaymentScope,
  page: HistoryPageQuery | LandlordPaymentsQuery,
): Promise<Page<PaymentView>> {
  const filters = scopeFilters(scope);
  const after = page.cursor ? decodeCursor(page.cursor, CURSOR_ORDER, 'integer') : undefined;
  const cursor = after ? [sql`(${payments.paidAt}, ${payments.id}) < (${new Date(after.value)}, ${after.id})`] : [];
  const needsProperty = scope.kind === 'landlord' && Boolean(scope.property?.trim());
  const counting = db.select({ total: count() }).from(payments);
  const [rows, [counted]] = await Promise.all([
    selectPayments(db, [...filters, ...cursor])
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(page.limit + 1),
    (needsProperty ? counting.innerJoin(properties, eq(properties.id, payments.propertyId)) : counting).where(and(...filters)),
  ]);
  return toPage(rows, page.limit, counted?.total ?? 0, (last) =>
    encodeCursor(CURSOR_ORDER, last.paidAt?.getTime() ?? 0, last.id),
  );
}

/**
 * Paise a payment leaves with the landlord: what was taken less what went (or is going) back to the
 * card — 0 for a refunded payment, the first month for a late cancellation (issue 11). Every sum of
 * earnings or revenue adds this over payments whose money was taken (paid_at set).
 */
export const keptPaise = sql<number>`${payments.amountPaise} - ${payments.refundedAmountPaise}`;

/** What a landlord has received for confirmed stays, in paise: refunds are not earnings. */
export async function totalEarningsPaise(db: DbOrTx, landlordId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(keptPaise).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.landlordId, landlordId), isNotNull(payments.paidAt)));
  return row?.total ?? 0;
}

/**
 * A landlord's earnings per calendar month, oldest first, in rupees: by the month the money came
 * in (India time), or by the month of the stay it pays for. Both add up to the same total.
 */
export async function monthlyEarnings(
  db: DbOrTx,
  landlordId: string,
  by: MonthlyEarningsQuery['by'] = 'paid',
): Promise<MonthlyEarnings[]> {
  if (by === 'stay') return monthlyEarningsByStay(db, landlordId);
  // The zone is inlined, not a parameter: GROUP BY and ORDER BY must repeat the very same expression.
  const month = sql<string>`to_char(${payments.paidAt} AT TIME ZONE ${sql.raw(`'${MARKET_TIME_ZONE}'`)}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, total: sum(keptPaise).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.landlordId, landlordId), isNotNull(payments.paidAt)))
    .groupBy(month)
    .orderBy(month);
  return rows.map((row) => ({ month: row.month, total: paiseToRupees(row.total) }));
}

/**
 * Each stay's money spread over its months: month i of a stay (counted from the move-in date) is
 * its rent share, amount ÷ months in whole paise with the leftover paise on the first months, so
 * the shares add up to the amount exactly. What was kept after a refund fills the months in order
 * (a late cancellation keeps the first month's rent: that is the first month's), so each month
 * holds min(share, kept − earlier shares) and the months add up to what was kept.
 */
async function monthlyEarningsByStay(db: DbOrTx, landlordId: string): Promise<MonthlyEarnings[]> {
  // Both engines answer raw SQL with { rows }; their drizzle types differ, so the shape is named here.
  const result = (await db.execute(sql`
    WITH stays AS (
      SELECT ${payments.amountPaise} AS amount, ${keptPaise} AS kept,
             ${bookings.moveInDate} AS move_in, ${bookings.durationMonths}::int AS months
      FROM ${payments} JOIN ${bookings} ON ${bookings.id} = ${payments.bookingId}
      WHERE ${payments.landlordId} = ${landlordId} AND ${payments.paidAt} IS NOT NULL
    ), shares AS (
      SELECT to_char(move_in + make_interval(months => i), 'YYYY-MM') AS month,
             amount / months + CASE WHEN i < amount % months THEN 1 ELSE 0 END AS share,
             i * (amount / months) + LEAST(i, amount % months) AS before,
             kept
      FROM stays CROSS JOIN LATERAL generate_series(0, months - 1) AS i
    )
    SELECT month, sum(GREATEST(0, LEAST(share, kept - before)))::bigint AS total
    FROM shares GROUP BY month HAVING sum(GREATEST(0, LEAST(share, kept - before))) > 0 ORDER BY month`)) as unknown as {
    rows: { month: string; total: string | number }[];
  };
  return result.rows.map((row) => ({ month: row.month, total: paiseToRupees(Number(row.total)) }));
}

/** One payment with everything its invoice prints, or 404. */
export async function findPaymentView(db: DbOrTx, paymentId: string): Promise<PaymentView> {
  if (!isUuid(paymentId)) throw AppError.notFound(bookingMessages.paymentNotFound);
  const [row] = await selectPayments(db, [eq(payments.id, paymentId)]).limit(1);
  if (!row) throw AppError.notFound(bookingMessages.paymentNotFound);
  return row;
}
