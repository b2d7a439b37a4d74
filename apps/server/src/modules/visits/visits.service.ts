import {
  minutesOfTime,
  propertyMessages,
  timeOfMinutes,
  VISIT_NOTICE_MINUTES,
  VISIT_REMINDER_MINUTES,
  type VisitHours,
  type VisitPeriod,
  type VisitSlotsQuery,
  visitMessages,
} from '@rentease/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, type DbOrTx, postgresErrorCode, type Transaction } from '../../db/client.js';
import { type NotificationRow, type PropertyRow, properties, users, type VisitRow, visits } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays, startOfMarketDay, todayInMarket } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { fullName } from '../../lib/names.js';
import type { AuthUser } from '../auth/auth-user.js';
import { parseVisitGroupKey } from '../notifications/group-keys.js';
import type { EmailAttachment } from '../notifications/mailer.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import {
  notifyVisitBooked,
  notifyVisitCancelled,
  notifyVisitReminder,
  type VisitFacts,
} from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { findListedProperty, findLiveProperty } from '../properties/properties.service.js';
import { CALENDAR_CONTENT_TYPE, type CalendarVisit, calendarFileName, visitCalendar } from './visit-calendar.js';
import { freeVisitSlots, type TimeSpan } from './visit-slots.js';
import {
  assertCanBookVisit,
  assertCanCancelVisit,
  assertCanDownloadVisitCalendar,
  assertCanSetVisitHours,
} from './visits.policy.js';

export type VisitsDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

const NOTICE_MS = VISIT_NOTICE_MINUTES * 60_000;
const REMINDER_MS = VISIT_REMINDER_MINUTES * 60_000;
const EXCLUSION_VIOLATION = '23P01';
/** The lists show every upcoming visit and the most recent others, up to this many in all. */
const LIST_MAX = 200;
const REMINDER_BATCH = 100;

/** A listing's stored hours in the contract's shape, sorted by weekday and time. */
function toVisitHours(property: Pick<PropertyRow, 'visitHours' | 'visitSlotMinutes'>): VisitHours {
  const hours = [...property.visitHours]
    .sort((a, b) => a.weekday - b.weekday || a.fromMinute - b.fromMinute)
    .map((p) => ({ weekday: p.weekday, from: timeOfMinutes(p.fromMinute), to: timeOfMinutes(p.toMinute) }));
  return { hours, slotMinutes: property.visitSlotMinutes };
}

/** The weekly hours a listing shows its home in (public, like the listing). */
export async function getVisitHours(db: Database, propertyId: string, viewer: AuthUser | null): Promise<VisitHours> {
  return toVisitHours(await findListedProperty(db, propertyId, viewer));
}

/**
 * Sets a listing's weekly visit hours and visit length (validated by the contract: periods in
 * order, none overlapping on a day). Visits already booked stay as they are.
 */
export async function setVisitHours(
  db: Database,
  user: AuthUser,
  propertyId: string,
  body: { hours: VisitPeriod[]; slotMinutes: number },
): Promise<VisitHours> {
  const property = await findLiveProperty(db, propertyId);
  assertCanSetVisitHours(user, property);
  const visitHours = body.hours.map((p) => ({
    weekday: p.weekday,
    fromMinute: minutesOfTime(p.from),
    toMinute: minutesOfTime(p.to),
  }));
  const [row] = await db
    .update(properties)
    .set({ visitHours, visitSlotMinutes: body.slotMinutes })
    .where(eq(properties.id, property.id))
    .returning();
  if (!row) throw AppError.notFound(propertyMessages.propertyNotFound);
  return toVisitHours(row);
}

/** The listing's confirmed visits that touch [from, to). */
async function confirmedVisitsBetween(db: DbOrTx, propertyId: string, from: Date, to: Date): Promise<TimeSpan[]> {
  const rows = await db
    .select({ start: visits.startsAt, end: visits.endsAt })
    .from(visits)
    .where(
      and(eq(visits.propertyId, propertyId), eq(visits.status, 'confirmed'), lt(visits.startsAt, to), gt(visits.endsAt, from)),
    );
  return rows;
}

/**
 * The free visit slots of a listing between two dates in India: inside its hours, at least the
 * notice ahead of now, and not overlapping a confirmed visit.
 */
export async function findFreeSlots(
  db: Database,
  propertyId: string,
  viewer: AuthUser | null,
  query: VisitSlotsQuery,
  now: Date,
): Promise<TimeSpan[]> {
  const property = await findListedProperty(db, propertyId, viewer);
  if (property.visitHours.length === 0) return [];
  const taken = await confirmedVisitsBetween(
    db,
    property.id,
    startOfMarketDay(query.from),
    startOfMarketDay(addCalendarDays(query.to, 1)),
  );
  return freeVisitSlots({
    hours: property.visitHours,
    slotMinutes: property.visitSlotMinutes,
    from: query.from,
    to: query.to,
    earliest: new Date(now.getTime() + NOTICE_MS),
    taken,
  });
}

const tenants = alias(users, 'visit_tenant');
const landlords = alias(users, 'visit_landlord');

/** A visit with its listing and both people, as the lists, the calendar file and the notifications need it. */
function selectVisitDetails(db: DbOrTx) {
  return db
    .select({
      visit: visits,
      title: properties.title,
      address: properties.address,
      city: properties.city,
      tenant: {
        firstName: tenants.firstName,
        lastName: tenants.lastName,
        email: tenants.email,
        phone: tenants.phone,
      },
      landlord: {
        firstName: landlords.firstName,
        lastName: landlords.lastName,
        email: landlords.email,
        phone: landlords.phone,
      },
    })
    .from(visits)
    .innerJoin(properties, eq(properties.id, visits.propertyId))
    .innerJoin(tenants, eq(tenants.id, visits.tenantId))
    .innerJoin(landlords, eq(landlords.id, visits.landlordId));
}

export type VisitDetails = Awaited<ReturnType<ReturnType<typeof selectVisitDetails>['execute']>>[number];

async function findVisitDetails(db: DbOrTx, visitId: string): Promise<VisitDetails> {
  if (!isUuid(visitId)) throw AppError.notFound(visitMessages.notFound);
  const [row] = await selectVisitDetails(db).where(eq(visits.id, visitId)).limit(1);
  if (!row) throw AppError.notFound(visitMessages.notFound);
  return row;
}

const factsOf = (details: VisitDetails): VisitFacts => ({
  id: details.visit.id,
  tenantId: details.visit.tenantId,
  landlordId: details.visit.landlordId,
  startsAt: details.visit.startsAt,
  title: details.title,
  tenantFirstName: details.tenant.firstName,
  landlordFirstName: details.landlord.firstName,
});

/**
 * Books a visit for a tenant at a free slot. The slot must be one the listing's hours offer, at
 * least the notice ahead; whether it is still free is decided by the database (two confirmed
 * visits of a listing cannot overlap), so of two tenants taking it at once exactly one gets it.
 */
export async function bookVisit(
  deps: VisitsDeps,
  tenant: AuthUser,
  body: { propertyId: string; start: string },
): Promise<VisitRow> {
  const { db, clock } = deps;
  assertCanBookVisit(tenant);
  const property = await findListedProperty(db, body.propertyId, tenant);
  const start = new Date(body.start);
  const now = clock.now();
  const day = todayInMarket(start);
  const slot = freeVisitSlots({
    hours: property.visitHours,
    slotMinutes: property.visitSlotMinutes,
    from: day,
    to: day,
    earliest: new Date(now.getTime() + NOTICE_MS),
    taken: [],
  }).find((s) => s.start.getTime() === start.getTime());
  if (!slot) throw AppError.badRequest(visitMessages.notASlot, { start: visitMessages.notASlot });

  let booked: { row: VisitRow; notified: Notified[] };
  try {
    booked = await db.transaction(async (tx) => {
      // One tenant's bookings are made one at a time, so two taps on two times of one listing
      // cannot both pass the one-upcoming-visit check below.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, tenant.id)).for('update');
      const [upcoming] = await tx
        .select({ id: visits.id })
        .from(visits)
        .where(
          and(
            eq(visits.tenantId, tenant.id),
            eq(visits.propertyId, property.id),
            eq(visits.status, 'confirmed'),
            gt(visits.endsAt, now),
          ),
        )
        .limit(1);
      if (upcoming) throw AppError.conflict(visitMessages.alreadyBooked);
      const [row] = await tx
        .insert(visits)
        .values({
          propertyId: property.id,
          tenantId: tenant.id,
          landlordId: property.ownerId,
          startsAt: slot.start,
          endsAt: slot.end,
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error('insert into visits returned no row');
      const notified = await notifyVisitBooked(tx, now, factsOf(await findVisitDetails(tx, row.id)));
      return { row, notified };
    });
  } catch (error) {
    // The exclusion constraint refused the insert: another tenant's visit took the time first.
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw AppError.conflict(visitMessages.slotTaken, 'VISIT_SLOT_TAKEN');
    throw error;
  }
  await deps.notifications.dispatch(booked.notified);
  return booked.row;
}

/**
 * Cancels a visit that has not begun, by either side (or the admin): its time is free again and
 * the other side is told.
 */
export async function cancelVisit(
  deps: VisitsDeps,
  user: AuthUser,
  visitId: string,
  reason: string | undefined,
): Promise<VisitRow> {
  const { db, clock } = deps;
  if (!isUuid(visitId)) throw AppError.notFound(visitMessages.notFound);
  const now = clock.now();
  const done = await db.transaction(async (tx) => {
    // Locked: a cancel racing the other side's cancel (or the reminder job) sees the first one's result.
    const [current] = await tx.select().from(visits).where(eq(visits.id, visitId)).for('update');
    if (!current) throw AppError.notFound(visitMessages.notFound);
    assertCanCancelVisit(user, current);
    if (current.status === 'cancelled') throw AppError.conflict(visitMessages.alreadyCancelled);
    if (current.startsAt <= now) throw AppError.conflict(visitMessages.alreadyPast);
    return cancelLockedVisit(tx, current, { cancelledById: user.id, reason: reason?.trim() ? reason.trim() : null, now });
  });
  await deps.notifications.dispatch(done.notified);
  return done.row;
}

async function cancelLockedVisit(
  tx: Transaction,
  current: VisitRow,
  input: { cancelledById: string; reason: string | null; now: Date },
): Promise<{ row: VisitRow; notified: Notified[] }> {
  const [row] = await tx
    .update(visits)
    .set({ status: 'cancelled', cancelledAt: input.now, cancelledById: input.cancelledById, cancelReason: input.reason })
    .where(eq(visits.id, current.id))
    .returning();
  if (!row) throw new Error('visit vanished while locked');
  const notified = await notifyVisitCancelled(tx, input.now, factsOf(await findVisitDetails(tx, current.id)), input);
  return { row, notified };
}

/**
 * A listing was removed: every visit to it that has not begun is cancelled with `reason`, and the
 * tenants (and the landlord, when the admin removed it) are told, as if `actor` had cancelled each.
 */
export async function cancelVisitsOfListing(deps: VisitsDeps, propertyId: string, actor: AuthUser, reason: string) {
  const now = deps.clock.now();
  const upcoming = await deps.db
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.propertyId, propertyId), eq(visits.status, 'confirmed'), gt(visits.startsAt, now)));
  for (const { id } of upcoming) {
    const notified = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(visits).where(eq(visits.id, id)).for('update');
      // The tenant may have cancelled it in the meantime.
      if (current?.status !== 'confirmed' || current.startsAt <= now) return [];
      return (await cancelLockedVisit(tx, current, { cancelledById: actor.id, reason, now })).notified;
    });
    await deps.notifications.dispatch(notified);
  }
}

/** Confirmed and not yet over. */
const isUpcomingSql = (now: Date) => sql`(${visits.status} = 'confirmed' AND ${visits.endsAt} > ${now})`;

/**
 * The caller's visits: a tenant's own, a landlord's on their listings, every visit for the admin.
 * Upcoming ones first, soonest first; then the rest (past or cancelled), latest first.
 */
export async function listVisits(db: Database, user: AuthUser, now: Date): Promise<VisitDetails[]> {
  const scope: SQL | undefined =
    user.role === 'tenant' ? eq(visits.tenantId, user.id) : user.role === 'landlord' ? eq(visits.landlordId, user.id) : undefined;
  return selectVisitDetails(db)
    .where(scope)
    .orderBy(
      desc(isUpcomingSql(now)),
      sql`CASE WHEN ${isUpcomingSql(now)} THEN ${visits.startsAt} END ASC`,
      desc(visits.startsAt),
      asc(visits.id),
    )
    .limit(LIST_MAX);
}

function toCalendarVisit(details: VisitDetails): CalendarVisit {
  const { visit } = details;
  return {
    id: visit.id,
    status: visit.status,
    startsAt: visit.startsAt,
    endsAt: visit.endsAt,
    createdAt: visit.createdAt,
    cancelledAt: visit.cancelledAt,
    title: details.title,
    address: details.address,
    city: details.city,
    tenant: {
      name: fullName(details.tenant.firstName, details.tenant.lastName),
      email: details.tenant.email,
      phone: details.tenant.phone,
    },
    landlord: {
      name: fullName(details.landlord.firstName, details.landlord.lastName),
      email: details.landlord.email,
      phone: details.landlord.phone,
    },
  };
}

/** A visit's calendar file, for one of its two people. */
export async function visitCalendarFor(
  db: Database,
  user: AuthUser,
  visitId: string,
): Promise<{ body: string; fileName: string; contentType: string }> {
  const details = await findVisitDetails(db, visitId);
  assertCanDownloadVisitCalendar(user, details.visit);
  return {
    body: visitCalendar(toCalendarVisit(details)),
    fileName: calendarFileName(details.visit),
    contentType: CALENDAR_CONTENT_TYPE,
  };
}

/** A visit notification's email carries the visit's calendar file, as it stands when the email is sent. */
export async function visitEmailAttachments(db: Database, notification: NotificationRow): Promise<EmailAttachment[]> {
  const visitId = parseVisitGroupKey(notification.groupKey);
  if (!visitId) return [];
  const [details] = await selectVisitDetails(db).where(eq(visits.id, visitId)).limit(1);
  if (!details) return [];
  const method = details.visit.status === 'cancelled' ? 'CANCEL' : 'PUBLISH';
  return [
    {
      filename: calendarFileName(details.visit),
      content: visitCalendar(toCalendarVisit(details)),
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    },
  ];
}

/**
 * Reminds both people of every confirmed visit starting within the reminder lead, once: the
 * visit's reminded_at is set in the same transaction as the notifications, and rows another
 * process is reminding are skipped, so a round on several processes at once reminds each visit once.
 */
export async function sendVisitReminders(deps: VisitsDeps): Promise<number> {
  const { db, clock } = deps;
  const now = clock.now();
  const round = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: visits.id })
      .from(visits)
      .where(
        and(
          eq(visits.status, 'confirmed'),
          isNull(visits.remindedAt),
          gt(visits.startsAt, now),
          lte(visits.startsAt, new Date(now.getTime() + REMINDER_MS)),
        ),
      )
      .orderBy(asc(visits.startsAt))
      .limit(REMINDER_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return { reminded: 0, notified: [] };
    const ids = due.map((row) => row.id);
    const notified: Notified[] = [];
    for (const details of await selectVisitDetails(tx).where(inArray(visits.id, ids))) {
      notified.push(...(await notifyVisitReminder(tx, now, factsOf(details))));
    }
    await tx.update(visits).set({ remindedAt: now }).where(inArray(visits.id, ids));
    return { reminded: ids.length, notified };
  });
  await deps.notifications.dispatch(round.notified);
  return round.reminded;
}
