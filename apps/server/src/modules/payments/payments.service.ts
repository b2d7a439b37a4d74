import {
  type AdminPaymentFilters,
  bookingMessages,
  type HistoryPageQuery,
  type LandlordPaymentsQuery,
  type MonthlyEarnings,
  type MonthlyEarningsQuery,
} from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, gte, ilike, isNotNull, lt, or, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, depositSettlements, payments, properties, rentPeriods, users } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import { addCalendarDays, MARKET_TIME_ZONE, nextMonth, startOfMarketDay, startOfMarketMonth } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like.js';
import { paiseToRupees } from '../../lib/money.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';

// An invoice number as printed, for the admin's tables.
export { formatInvoiceNumber } from './payments.presenter.js';

/** Whose payments a list shows: everyone's (admin, optionally filtered), what a tenant paid, or what a landlord received. */
export type PaymentScope =
  | { kind: 'all'; filters?: AdminPaymentFilters }
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
  /** For a later month's payment, the month's end (exclusive): months after a 31st do not all end on one day. */
  rentPeriodEnd: rentPeriods.periodEnd,
};

function selectPayments(db: DbOrTx, where: SQL[]) {
  return db
    .select(paymentViewColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .innerJoin(tenant, eq(tenant.id, payments.tenantId))
    .innerJoin(landlord, eq(landlord.id, payments.landlordId))
    .leftJoin(rentPeriods, and(eq(rentPeriods.bookingId, payments.bookingId), eq(rentPeriods.periodStart, payments.rentPeriod)))
    .where(and(...where));
}

export type PaymentView = Awaited<ReturnType<typeof selectPayments>>[number];

const CURSOR_ORDER = 'payment-paid';

function scopeFilters(scope: PaymentScope): SQL[] {
  // Only money that moved is a payment to show; open, failed and expired checkouts are not.
  const filters: SQL[] = [isNotNull(payments.paidAt)];
  if (scope.kind === 'tenant') filters.push(eq(payments.tenantId, scope.tenantId));
  if (scope.kind === 'all') return [...filters, ...adminFilters(scope.filters)];
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
    const pattern = containsPattern(text);
    const matches = or(ilike(sql`${payments.propertyId}::text`, pattern), ilike(properties.title, pattern));
    if (matches) filters.push(matches);
  }
  return filters;
}

/** The admin's filters: status, a range of payment days (India time) and text across people, listing and ids. */
function adminFilters(filters: AdminPaymentFilters | undefined): SQL[] {
  if (!filters) return [];
  const where: SQL[] = [];
  if (filters.status) where.push(eq(payments.status, filters.status));
  if (filters.from) where.push(gte(payments.paidAt, startOfMarketDay(filters.from)));
  if (filters.to) where.push(lt(payments.paidAt, startOfMarketDay(addCalendarDays(filters.to, 1))));
  const text = filters.q?.trim().toLowerCase();
  if (text) where.push(matchesText(containsPattern(text)));
  return where;
}

/**
 * Text found in either person's name, email or phone, the listing's title, the booking reference,
 * the invoice number or the ids. People, listings and bookings are looked up first (the people
 * through users_search_trgm_idx, whose expression this repeats), so the list still walks
 * payments_paid_idx and stops at a page, and the count needs no joins.
 */
function matchesText(pattern: string): SQL {
  const people = sql`(SELECT ${users.id} FROM ${users} WHERE
    lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) LIKE ${pattern})`;
  const titled = sql`(SELECT ${properties.id} FROM ${properties} WHERE lower(${properties.title}) LIKE ${pattern})`;
  const referenced = sql`(SELECT ${bookings.id} FROM ${bookings} WHERE lower(${bookings.reference}) LIKE ${pattern})`;
  return sql`(${payments.tenantId} IN ${people} OR ${payments.landlordId} IN ${people}
    OR ${payments.propertyId} IN ${titled} OR ${payments.bookingId} IN ${referenced}
    OR lower(coalesce(${payments.transactionId}, '')) LIKE ${pattern}
    OR ${payments.id}::text LIKE ${pattern}
    OR lower('re-' || lpad(${payments.invoiceNumber}::text, 6, '0')) LIKE ${pattern})`;
}

/** The landlord's property filter reads the listing's title, so its count joins the listing. */
const countsWithProperty = (scope: PaymentScope) => scope.kind === 'landlord' && Boolean(scope.property?.trim());

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
  const counting = db.select({ total: count() }).from(payments);
  const [rows, [counted]] = await Promise.all([
    selectPayments(db, [...filters, ...cursor])
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(page.limit + 1),
    (countsWithProperty(scope) ? counting.innerJoin(properties, eq(properties.id, payments.propertyId)) : counting).where(
      and(...filters),
    ),
  ]);
  return toPage(rows, page.limit, counted?.total ?? 0, (last) =>
    encodeCursor(CURSOR_ORDER, last.paidAt?.getTime() ?? 0, last.id),
  );
}

/**
 * Every payment of a scope in list order, a batch at a time, for exports: each batch is one keyset
 * step, so memory stays one batch whatever the number of payments.
 */
export async function* walkPayments(db: DbOrTx, scope: PaymentScope, batchSize = 500) {
  const filters = scopeFilters(scope);
  let after: { paidAt: Date; id: string } | undefined;
  for (;;) {
    const cursor = after ? [sql`(${payments.paidAt}, ${payments.id}) < (${after.paidAt}, ${after.id})`] : [];
    const rows = await selectPayments(db, [...filters, ...cursor])
      .orderBy(desc(payments.paidAt), desc(payments.id))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || !last?.paidAt) return;
    after = { paidAt: last.paidAt, id: last.id };
  }
}

/**
 * Paise of rent a payment leaves with the landlord: its rent less the rent that went (or is going)
 * back to the card — 0 for a refunded payment, the first month for a late cancellation. A
 * deposit is never earnings: a refund gives the deposit back first, then rent. Every sum of
 * earnings or revenue adds this over payments whose money was taken (paid_at set).
 */
export const keptPaise = sql<number>`${payments.rentPaise} - GREATEST(0, ${payments.refundedAmountPaise} - ${payments.depositPaise})`;

/**
 * Security deposits a landlord holds, in paise: taken with first payments and not given back by a
 * refund, for stays whose deposit is not settled yet. The tenants' money, kept apart from earnings.
 */
export async function depositsHeldPaise(db: DbOrTx, landlordId: string): Promise<number> {
  const [row] = await db
    .select({
      total: sum(sql`${payments.depositPaise} - LEAST(${payments.depositPaise}, ${payments.refundedAmountPaise})`).mapWith(
        Number,
      ),
    })
    .from(payments)
    .where(
      and(
        eq(payments.landlordId, landlordId),
        isNotNull(payments.paidAt),
        sql`${payments.depositPaise} > 0`,
        sql`NOT EXISTS (SELECT 1 FROM ${depositSettlements} WHERE ${depositSettlements.bookingId} = ${payments.bookingId})`,
      ),
    );
  return row?.total ?? 0;
}

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
 * Each payment's rent spread over the months it pays for: a 'full' stay's first payment over all
 * its months, a monthly stay's first payment over its first month and each later payment over its
 * own month. Month i (counted from the move-in date, or the month paid) is its rent share, amount ÷ months in whole paise with the leftover paise on the first months, so
 * the shares add up to the amount exactly. What was kept after a refund fills the months in order
 * (a late cancellation keeps the first month's rent: that is the first month's), so each month
 * holds min(share, kept − earlier shares) and the months add up to what was kept.
 */
async function monthlyEarningsByStay(db: DbOrTx, landlordId: string): Promise<MonthlyEarnings[]> {
  const rows = await queryRows<{ month: string; total: string | number }>(
    db,
    sql`
    WITH stays AS (
      SELECT ${payments.rentPaise} AS amount, ${keptPaise} AS kept,
             coalesce(${payments.rentPeriod}, ${bookings.moveInDate}) AS move_in,
             (CASE WHEN ${payments.rentPeriod} IS NOT NULL OR ${bookings.paymentPlan} = 'monthly' THEN 1
                   ELSE ${bookings.durationMonths} END)::int AS months
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
    FROM shares GROUP BY month HAVING sum(GREATEST(0, LEAST(share, kept - before))) > 0 ORDER BY month`,
  );
  return rows.map((row) => ({ month: row.month, total: paiseToRupees(Number(row.total)) }));
}

/** One payment with everything its invoice prints, or 404. */
export async function findPaymentView(db: DbOrTx, paymentId: string): Promise<PaymentView> {
  if (!isUuid(paymentId)) throw AppError.notFound(bookingMessages.paymentNotFound);
  const [row] = await selectPayments(db, [eq(payments.id, paymentId)]).limit(1);
  if (!row) throw AppError.notFound(bookingMessages.paymentNotFound);
  return row;
}
