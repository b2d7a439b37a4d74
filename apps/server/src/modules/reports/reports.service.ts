import type { CreateReportBody, HistoryPageQuery, PropertyVisibilityBody, ResolveReportBody } from '@rentease/contract';
import { propertyMessages, reportMessages } from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { type PropertyRow, properties, propertyReports, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, invalidCursor, type Page, toPage } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyListingVisibility } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { findLiveProperty } from '../properties/properties.service.js';
import { assertCanReport } from './reports.policy.js';

/**
 * Files `reporter`'s report on a listing. One open report per person and listing: the unique
 * partial index property_reports_open_key decides, so two tabs (or a double-click) sending the
 * same report at once get one 201 and one 409, never two open reports.
 */
export async function createReport(db: DbOrTx, reporter: AuthUser, propertyId: string, body: CreateReportBody, clock: Clock) {
  const property = await findLiveProperty(db, propertyId);
  assertCanReport(reporter, property);
  const [row] = await db
    .insert(propertyReports)
    .values({
      propertyId: property.id,
      reporterId: reporter.id,
      reason: body.reason,
      details: body.details,
      createdAt: clock.now(),
    })
    .onConflictDoNothing({
      target: [propertyReports.propertyId, propertyReports.reporterId],
      where: sql`${propertyReports.status} = 'open'`,
    })
    .returning({ id: propertyReports.id });
  if (!row) throw AppError.conflict(reportMessages.alreadyReported);
  return row;
}

/** A report with its listing, reporter and the listing's open-report count, as the admin's queue shows it. */
export type ReportView = Awaited<ReturnType<typeof selectReports>>[number];

function selectReports(db: DbOrTx) {
  return db
    .select({
      report: getTableColumns(propertyReports),
      propertyTitle: properties.title,
      propertyCity: properties.city,
      propertyHiddenAt: properties.hiddenAt,
      propertyHiddenReason: properties.hiddenReason,
      propertyDeletedAt: properties.deletedAt,
      reporterFirstName: users.firstName,
      reporterLastName: users.lastName,
      reporterEmail: users.email,
      // Served by property_reports_open_key (property_id first, partial on status = 'open').
      openOnListing: sql<number>`(
        SELECT count(*)::int FROM ${propertyReports} AS others
        WHERE others.property_id = ${propertyReports.propertyId} AND others.status = 'open'
      )`.mapWith(Number),
    })
    .from(propertyReports)
    .innerJoin(properties, eq(properties.id, propertyReports.propertyId))
    .innerJoin(users, eq(users.id, propertyReports.reporterId));
}

const QUEUE_ORDER = 'report-queue';
const isOpen = sql<boolean>`(${propertyReports.status} = 'open')`;

/** The queue's cursor value: whether the last report shown was open, and its creation time in ms. */
function decodeQueueCursor(raw: string): { open: boolean; at: Date; id: string } {
  const { value, id } = decodeCursor(raw, QUEUE_ORDER, 'text');
  const match = /^([01]):(-?\d{1,16})$/.exec(value);
  const ms = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(ms) || Math.abs(ms) > 8.64e15) throw invalidCursor();
  return { open: match[1] === '1', at: new Date(ms), id };
}

/** The admin's queue: open reports first, then the resolved ones, newest first within each; keyset-paged. */
export async function listReports(db: DbOrTx, query: HistoryPageQuery): Promise<Page<ReportView>> {
  const after = query.cursor ? decodeQueueCursor(query.cursor) : undefined;
  const cursor = after
    ? [sql`(${isOpen}, ${propertyReports.createdAt}, ${propertyReports.id}) < (${after.open}, ${after.at}, ${after.id})`]
    : [];
  const [rows, [counted]] = await Promise.all([
    selectReports(db)
      .where(and(...cursor))
      .orderBy(desc(isOpen), desc(propertyReports.createdAt), desc(propertyReports.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(propertyReports),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (last) =>
    encodeCursor(QUEUE_ORDER, `${last.report.status === 'open' ? 1 : 0}:${last.report.createdAt.getTime()}`, last.report.id),
  );
}

async function findReportView(db: DbOrTx, id: string): Promise<ReportView> {
  const [row] = await selectReports(db).where(eq(propertyReports.id, id)).limit(1);
  if (!row) throw AppError.notFound(reportMessages.reportNotFound);
  return row;
}

/**
 * The admin's decision on a report. Deciding the same way again answers the report as it is
 * (a retried or double-clicked request); deciding the other way on a resolved report is a 409, so
 * two admins working the queue at once learn that the other got there first.
 */
export async function resolveReport(db: Database, admin: AuthUser, id: string, body: ResolveReportBody, clock: Clock) {
  if (!isUuid(id)) throw AppError.notFound(reportMessages.reportNotFound);
  await db.transaction(async (tx) => {
    const now = clock.now();
    // The conditional update is the lock: of two decisions at once, only one finds the report open.
    const [resolved] = await tx
      .update(propertyReports)
      .set({ status: body.status, resolvedAt: now, resolvedById: admin.id })
      .where(and(eq(propertyReports.id, id), eq(propertyReports.status, 'open')))
      .returning();
    if (!resolved) {
      const [existing] = await tx
        .select({ status: propertyReports.status })
        .from(propertyReports)
        .where(eq(propertyReports.id, id));
      if (!existing) throw AppError.notFound(reportMessages.reportNotFound);
      if (existing.status !== body.status) throw AppError.conflict(reportMessages.alreadyResolved);
      return;
    }
    const [listing] = await tx.select({ title: properties.title }).from(properties).where(eq(properties.id, resolved.propertyId));
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: `report.${body.status}`,
        targetType: 'property_report',
        targetId: resolved.id,
        summary: `${body.status === 'dismissed' ? 'Dismissed' : 'Actioned'} a report on "${listing?.title ?? ''}"`,
        details: { propertyId: resolved.propertyId, reason: resolved.reason },
      },
      now,
    );
  });
  return findReportView(db, id);
}

/**
 * Hides a listing from everyone but its landlord and the admin (with the reason the landlord is
 * shown), or shows it again. Its bookings are untouched: a confirmed stay stays valid. The caller
 * clears the listing caches of every process once this returns.
 */
export async function setListingVisibility(
  { db, clock, notifications }: { db: Database; clock: Clock; notifications: NotificationDispatcher },
  admin: AuthUser,
  propertyId: string,
  body: PropertyVisibilityBody,
): Promise<PropertyRow> {
  await findLiveProperty(db, propertyId);
  const { row, notified } = await db.transaction(async (tx): Promise<{ row: PropertyRow; notified: Notified[] }> => {
    const now = clock.now();
    // Lock the listing so two admins hiding and showing it at once leave the audit log in the
    // order the changes really happened, and a deletion cannot slip in between check and update.
    const [current] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
    if (!current || current.deletedAt) throw AppError.notFound(propertyMessages.propertyNotFound);
    const reason = body.hidden ? body.reason : null;
    if ((current.hiddenAt !== null) === body.hidden && current.hiddenReason === reason) return { row: current, notified: [] };
    const [updated] = await tx
      .update(properties)
      .set({ hiddenAt: body.hidden ? (current.hiddenAt ?? now) : null, hiddenReason: reason })
      .where(eq(properties.id, propertyId))
      .returning();
    if (!updated) throw new Error('update of properties returned no row');
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: body.hidden ? 'property.hidden' : 'property.shown',
        targetType: 'property',
        targetId: propertyId,
        summary: body.hidden
          ? `Hid the listing "${current.title}" (${current.city}): ${body.reason}`
          : `Showed the listing "${current.title}" (${current.city}) again`,
        ...(body.hidden ? { details: { reason: body.reason } } : {}),
      },
      now,
    );
    // The landlord hears of it, only when it really changed from hidden to shown or back.
    const notified =
      (current.hiddenAt !== null) !== body.hidden
        ? [await notifyListingVisibility(tx, now, { propertyId, hidden: body.hidden, reason })]
        : [];
    return { row: updated, notified };
  });
  await notifications.dispatch(notified);
  return row;
}
