import { createHash } from 'node:crypto';
import {
  type AgreementParty,
  type AgreementStatusResponse,
  lastNightOf,
  paperMessages,
  type SignAgreementBody,
} from '@rentease/contract';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import { agreementSignatures, bookings, properties, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { fullName, postalAddressOf } from '../../lib/names.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyAgreementSigned } from '../notifications/notification-events.js';
import { type AgreementData, type AgreementSignature, renderAgreementPdf } from './agreement-pdf.js';
import { assertAgreementReady, assertCanReadAgreement, assertCanSignAgreement, assertSignedAsSelf } from './agreements.policy.js';

export type AgreementDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

/** Where a signature came from, as the request tells it. */
export type SignatureOrigin = { ip: string; userAgent: string };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

/** The booking with everything its agreement prints, or 404. */
async function findAgreementFacts(db: DbOrTx, bookingId: string) {
  if (!isUuid(bookingId)) throw AppError.notFound(paperMessages.bookingNotFound);
  const [row] = await db
    .select({ booking: bookings, property: properties, tenant, landlord })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookings.landlordId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw AppError.notFound(paperMessages.bookingNotFound);
  return row;
}

type AgreementFacts = Awaited<ReturnType<typeof findAgreementFacts>>;

function toAgreementData({ booking, property, tenant, landlord }: AgreementFacts): AgreementData {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    madeAt: booking.createdAt,
    tenant: { name: fullName(tenant.firstName, tenant.lastName), email: tenant.email, phone: tenant.phone },
    landlord: { name: fullName(landlord.firstName, landlord.lastName), email: landlord.email, phone: landlord.phone },
    property: { title: property.title, address: postalAddressOf(property) },
    moveInDate: booking.moveInDate,
    durationMonths: booking.durationMonths,
    lastNight: lastNightOf(booking.endDate),
    endDate: booking.endDate,
    // The stay's rent is rent × months exactly (the server computed it so), so this is the listing's rent when booked.
    monthlyRentPaise: Math.round(booking.amountPaise / booking.durationMonths),
    depositPaise: booking.depositPaise,
    paymentPlan: booking.paymentPlan,
    houseRules: property.houseRules,
  };
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readableAgreement(db: DbOrTx, user: AuthUser, bookingId: string) {
  const facts = await findAgreementFacts(db, bookingId);
  assertCanReadAgreement(user, facts.booking);
  assertAgreementReady(facts.booking);
  const data = toAgreementData(facts);
  const unsigned = await renderAgreementPdf(data);
  const signatures = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.bookingId, bookingId))
    .orderBy(asc(agreementSignatures.signedAt));
  return { facts, data, unsigned, sha256: sha256Of(unsigned), signatures };
}

/**
 * The SHA-256 of a booking's unsigned agreement as it reads now: what a signature records (the
 * demo seed signs its stay with it, as the parties would have).
 */
export async function unsignedAgreementSha256(db: DbOrTx, bookingId: string): Promise<string> {
  return sha256Of(await renderAgreementPdf(toAgreementData(await findAgreementFacts(db, bookingId))));
}

function toStatus(sha256: string, signatures: { party: AgreementParty; signedAt: Date }[]): AgreementStatusResponse {
  const signedAt = (party: AgreementParty) => signatures.find((s) => s.party === party)?.signedAt.toISOString() ?? null;
  return { tenant_signed_at: signedAt('tenant'), landlord_signed_at: signedAt('landlord'), sha256 };
}

/**
 * The agreement's PDF for its tenant, landlord or the admin: the unsigned document until both
 * have signed, then the same pages followed by a signature page.
 */
export async function getAgreementPdf(db: DbOrTx, user: AuthUser, bookingId: string) {
  const { data, unsigned, sha256, signatures, facts } = await readableAgreement(db, user, bookingId);
  const bothSigned = signatures.length === 2;
  const pdf = bothSigned
    ? await renderAgreementPdf(data, { signatures: signatures.map(toSignature), documentSha256: sha256 })
    : unsigned;
  return { pdf, reference: facts.booking.reference };
}

function toSignature(row: typeof agreementSignatures.$inferSelect): AgreementSignature {
  return { party: row.party, fullName: row.fullName, signedAt: row.signedAt, ip: row.ip, documentSha256: row.documentSha256 };
}

/** Who has signed, and the fingerprint of the unsigned document as it reads now. */
export async function getAgreementStatus(db: DbOrTx, user: AuthUser, bookingId: string): Promise<AgreementStatusResponse> {
  const { sha256, signatures } = await readableAgreement(db, user, bookingId);
  return toStatus(sha256, signatures);
}

// Enough of a user agent to tell browsers apart; a longer header is cut, not stored whole.
const USER_AGENT_MAX_LENGTH = 500;

/**
 * Signs the agreement as the tenant or the landlord of the booking, once each. The signature
 * records the SHA-256 of the unsigned document as it reads at this moment; the other party is told.
 */
export async function signAgreement(
  deps: AgreementDeps,
  user: AuthUser,
  bookingId: string,
  body: SignAgreementBody,
  origin: SignatureOrigin,
): Promise<AgreementStatusResponse> {
  const { facts, sha256 } = await readableAgreement(deps.db, user, bookingId);
  const party = assertCanSignAgreement(user, facts.booking);
  assertSignedAsSelf(body.fullName, party === 'tenant' ? facts.tenant : facts.landlord);
  const now = deps.clock.now();
  const { signatures, notified } = await deps.db.transaction(async (tx) => {
    // The (booking, party) primary key decides a race: of two signatures at once (a double click,
    // two tabs) one is inserted and the other finds the row taken and is told it already signed.
    const [inserted] = await tx
      .insert(agreementSignatures)
      .values({
        bookingId,
        party,
        userId: user.id,
        fullName: body.fullName,
        signedAt: now,
        ip: origin.ip,
        userAgent: origin.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
        documentSha256: sha256,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw AppError.conflict(paperMessages.alreadySigned);
    const rows = await tx.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, bookingId));
    return {
      signatures: rows,
      notified: await notifyAgreementSigned(tx, now, { bookingId, party, bothSigned: rows.length === 2 }),
    };
  });
  await deps.notifications.dispatch(notified);
  return toStatus(sha256, signatures);
}
