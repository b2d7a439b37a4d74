import type { AdminPropertyFilters, AdminPropertyListQuery } from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, properties, propertyReports, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';

const CURSOR_ORDER = 'admin-property-created';

/**
 * The admin's Properties table: every listing ever made (deleted ones too), with its owner and
 * two counts read per row of the page through their own indexes: confirmed stays
 * (bookings_confirmed_property_end_idx) and open reports (property_reports_open_key).
 */
const adminPropertyColumns = {
  ...getTableColumns(properties),
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  bookingCount: sql<number>`(SELECT count(*)::int FROM ${bookings}
    WHERE ${bookings.propertyId} = ${properties.id} AND ${bookings.status} = 'confirmed')`.mapWith(Number),
  openReportCount: sql<number>`(SELECT count(*)::int FROM ${propertyReports}
    WHERE ${propertyReports.propertyId} = ${properties.id} AND ${propertyReports.status} = 'open')`.mapWith(Number),
};

/**
 * The page's listings are chosen first, from the listings table alone, and only they are joined to
 * their owners and counted: the counts cost a page, not every listing the filters keep.
 */
function selectAdminProperties(db: DbOrTx, where: SQL[], limit: number) {
  const pageIds = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(...where))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
  return db
    .select(adminPropertyColumns)
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(inArray(properties.id, pageIds))
    .orderBy(desc(properties.createdAt), desc(properties.id));
}

export type AdminPropertyView = Awaited<ReturnType<typeof selectAdminProperties>>[number];

/** What the filters keep: a status, one city (whole name, any case) and text across the listing and its owner. */
function propertyFilters(filters: AdminPropertyFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.status === 'listed') where.push(isNull(properties.deletedAt), isNull(properties.hiddenAt));
  if (filters.status === 'hidden') where.push(isNull(properties.deletedAt), isNotNull(properties.hiddenAt));
  if (filters.status === 'deleted') where.push(isNotNull(properties.deletedAt));
  const city = filters.city?.trim().toLowerCase();
  if (city) where.push(sql`lower(${properties.city}) = ${city}`);
  const text = filters.q?.trim().toLowerCase();
  if (text) {
    const pattern = containsPattern(text);
    // The owner side repeats users_search_trgm_idx's expression so that index finds the owners.
    where.push(sql`(
      lower(${properties.title}) LIKE ${pattern}
      OR lower(${properties.city}) LIKE ${pattern}
      OR lower(${properties.address}) LIKE ${pattern}
      OR ${properties.ownerId} IN (SELECT ${users.id} FROM ${users} WHERE
        lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) LIKE ${pattern}))`);
  }
  return where;
}

const afterCursor = (after: { value: number; id: string } | undefined): SQL[] =>
  after ? [sql`(${properties.createdAt}, ${properties.id}) < (${new Date(after.value)}, ${after.id})`] : [];

/** A page of the admin's Properties table, newest first, with the number of rows the filters keep. */
export async function listAdminProperties(db: DbOrTx, query: AdminPropertyListQuery): Promise<Page<AdminPropertyView>> {
  const filters = propertyFilters(query);
  const after = query.cursor ? decodeCursor(query.cursor, CURSOR_ORDER, 'integer') : undefined;
  const [rows, [counted]] = await Promise.all([
    selectAdminProperties(db, [...filters, ...afterCursor(after)], query.limit + 1),
    db
      .select({ total: count() })
      .from(properties)
      .where(and(...filters)),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (last) => encodeCursor(CURSOR_ORDER, last.createdAt.getTime(), last.id));
}

/**
 * Every listing the filters keep, in table order, a batch at a time, for the CSV export: each
 * batch is one keyset step, so memory stays one batch however many listings there are.
 */
export async function* walkAdminProperties(db: DbOrTx, filters: AdminPropertyFilters, batchSize = 500) {
  const where = propertyFilters(filters);
  let after: { value: number; id: string } | undefined;
  for (;;) {
    const rows = await selectAdminProperties(db, [...where, ...afterCursor(after)], batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = { value: last.createdAt.getTime(), id: last.id };
  }
}
