import { createHash } from 'node:crypto';
import {
  AGREEMENT_PARTIES,
  type AgreementParty,
  type AgreementStatusResponse,
  lastNightOf,
  paperMessages,
  type SignAgreementBody,
} from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import {
  type AgreementSignatureRow,
  agreementSignatures,
  agreementSnapshots,
  bookings,
  properties,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { fullName, postalAddressOf } from '../../lib/names.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyAgreementSigned } from '../notifications/notification-events.js';
import { type AgreementData, type AgreementSignature, agreementData, renderAgreementPdf } from './agreement-pdf.js';
import { assertAgreementReady, assertCanReadAgreement, assertCanSignAgreement, assertSignedAsSelf } from './agreements.policy.js';

export type AgreementDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

/** Where a signature came from, as the request tells it. */
export type SignatureOrigin = { ip: string; userAgent: string };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

/**
 * The booking with everything its agreement prints (and its snapshot once both have signed), or
 * 404. `lock` takes the booking row for a signature: see signAgreement.
 */
async function findAgreementFacts(db: DbOrTx, bookingId: string, lock = false) {
  if (!isUuid(bookingId)) throw AppError.notFound(paperMessages.bookingNotFound);
  const query = db
    .select({
      booking: bookings,
      property: properties,
      tenant,
      landlord,
      snapshot: { terms: agreementSnapshots.terms, frozenAt: agreementSnapshots.frozenAt },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookings.landlordId))
    .leftJoin(agreementSnapshots, eq(agreementSnapshots.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
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

/**
 * What the agreement says. Until both parties have signed the same document it is generated from
 * the booking, its listing and the two accounts as they read now: an edit there (the house rules,
 * a name) shows at once, and a signature over the older text stops counting until it is given
 * again. Once both have signed one document it is frozen: generated from the snapshot of its
 * inputs taken then, whatever is edited later. A signed contract binds both sides, so one of them
 * editing the listing (or anyone editing an account) must not silently rewrite it; refusing those
 * edits instead would tie a landlord's listing and a person's own name to every contract they
 * ever signed, where a snapshot keeps the document what both agreed to without that.
 */
function agreementDataOf(facts: AgreementFacts): AgreementData {
  return facts.snapshot ? agreementData.parse(facts.snapshot.terms) : toAgreementData(facts);
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readableAgreement(db: DbOrTx, user: AuthUser, bookingId: string, lock = false) {
  const facts = await findAgreementFacts(db, bookingId, lock);
  assertCanReadAgreement(user, facts.booking);
  assertAgreementReady(facts.booking);
  const data = agreementDataOf(facts);
  const unsigned = await renderAgreementPdf(data);
  const signatures = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.bookingId, bookingId))
    .orderBy(asc(agreementSignatures.signedAt));
  return { facts, data, unsigned, sha256: sha256Of(unsigned), signatures };
}

type Signed = Pick<AgreementSignatureRow, 'party' | 'signedAt' | 'documentSha256'>;

/** A signature counts only over the document as it reads now: one over an earlier text is stale. */
const isCurrent = (signature: Signed | undefined, sha256: string) => signature?.documentSha256 === sha256;

/** Both parties have signed the document whose fingerprint is `sha256`. */
const isFullySigned = (sha256: string, signatures: Signed[]) =>
  AGREEMENT_PARTIES.every((party) =>
    isCurrent(
      signatures.find((s) => s.party === party),
      sha256,
    ),
  );

function toStatus(sha256: string, signatures: Signed[]): AgreementStatusResponse {
  const signedAt = (party: AgreementParty, current: boolean) => {
    const signature = signatures.find((s) => s.party === party);
    return signature && isCurrent(signature, sha256) === current ? signature.signedAt.toISOString() : null;
  };
  return {
    tenant_signed_at: signedAt('tenant', true),
    landlord_signed_at: signedAt('landlord', true),
    tenant_stale_signed_at: signedAt('tenant', false),
    landlord_stale_signed_at: signedAt('landlord', false),
    sha256,
  };
}

/**
 * The agreement's PDF for its tenant, landlord or the admin: the unsigned document until both
 * have signed it as it reads, then the same pages followed by a signature page. In a language
 * other than English it is a translation of that document for reading, naming the fingerprint
 * of the English one, which is what is signed.
 */
export async function getAgreementPdf(db: DbOrTx, user: AuthUser, bookingId: string, language: Language = 'en') {
  const { data, unsigned, sha256, signatures, facts } = await readableAgreement(db, user, bookingId);
  const signed = isFullySigned(sha256, signatures)
    ? { signatures: signatures.map(toSignature), documentSha256: sha256 }
    : undefined;
  const translation = language === 'en' ? undefined : { language, originalSha256: sha256 };
  const pdf = signed || translation ? await renderAgreementPdf(data, signed, translation) : unsigned;
  return { pdf, reference: facts.booking.reference };
}

function toSignature(row: AgreementSignatureRow): AgreementSignature {
  return { party: row.party, fullName: row.fullName, signedAt: row.signedAt, ip: row.ip, documentSha256: row.documentSha256 };
}

/** Who has signed the document as it reads now (and who signed an earlier text), and its fingerprint. */
export async function getAgreementStatus(db: DbOrTx, user: AuthUser, bookingId: string): Promise<AgreementStatusResponse> {
  const { sha256, signatures } = await readableAgreement(db, user, bookingId);
  return toStatus(sha256, signatures);
}

// Enough of a user agent to tell browsers apart; a longer header is cut, not stored whole.
const USER_AGENT_MAX_LENGTH = 500;

/**
 * Signs the agreement as the tenant or the landlord of the booking: once per document. The
 * signature records the SHA-256 of the unsigned document as it reads at this moment (replacing a
 * signature over an earlier text); the other party is told. The signature that makes both cover
 * the same document freezes the agreement (see agreementDataOf).
 */
export async function signAgreement(
  deps: AgreementDeps,
  user: AuthUser,
  bookingId: string,
  body: SignAgreementBody,
  origin: SignatureOrigin,
): Promise<AgreementStatusResponse> {
  const now = deps.clock.now();
  const { status, notified } = await deps.db.transaction(async (tx) => {
    // The booking's lock puts its signatures in a line: of two at once (a double click, two tabs)
    // the second finds the first and is told it already signed, and when both parties sign at
    // once the second sees the first's signature, so the agreement freezes as soon as both cover
    // one document. The document is read under the lock, so what is hashed is what is frozen.
    const { facts, data, sha256, signatures } = await readableAgreement(tx, user, bookingId, true);
    const party = assertCanSignAgreement(user, facts.booking);
    assertSignedAsSelf(body.fullName, party === 'tenant' ? facts.tenant : facts.landlord);
    if (
      isCurrent(
        signatures.find((s) => s.party === party),
        sha256,
      )
    )
      throw AppError.conflict(paperMessages.alreadySigned);
    const values = {
      bookingId,
      party,
      userId: user.id,
      fullName: body.fullName,
      signedAt: now,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      documentSha256: sha256,
    };
    await tx
      .insert(agreementSignatures)
      .values(values)
      .onConflictDoUpdate({ target: [agreementSignatures.bookingId, agreementSignatures.party], set: values });
    const after = [...signatures.filter((s) => s.party !== party), values];
    const bothSigned = isFullySigned(sha256, after);
    if (bothSigned && !facts.snapshot) await tx.insert(agreementSnapshots).values({ bookingId, terms: data, frozenAt: now });
    return {
      status: toStatus(sha256, after),
      notified: await notifyAgreementSigned(tx, now, { bookingId, party, bothSigned }),
    };
  });
  await deps.notifications.dispatch(notified);
  return status;
}

/**
 * Records signatures given elsewhere (the demo seed's stay, signed before move-in) over the
 * agreement as it reads now, freezing it once both parties are among them.
 */
export async function recordAgreementSignatures(
  db: DbOrTx,
  bookingId: string,
  given: Omit<typeof agreementSignatures.$inferInsert, 'bookingId' | 'documentSha256'>[],
): Promise<void> {
  const facts = await findAgreementFacts(db, bookingId);
  const data = agreementDataOf(facts);
  const documentSha256 = sha256Of(await renderAgreementPdf(data));
  const signatures = given.map((signature) => ({ ...signature, bookingId, documentSha256 }));
  await db.insert(agreementSignatures).values(signatures);
  const lastSignedAt = signatures
    .map((s) => s.signedAt)
    .toSorted((a, b) => a.getTime() - b.getTime())
    .at(-1);
  if (lastSignedAt && isFullySigned(documentSha256, signatures) && !facts.snapshot) {
    await db.insert(agreementSnapshots).values({ bookingId, terms: data, frozenAt: lastSignedAt });
  }
}
