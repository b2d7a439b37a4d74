import {
  type DecideOwnerVerificationBody,
  OWNER_DOCUMENT_KINDS,
  OWNER_DOCUMENT_RETENTION_DAYS,
  type OwnerDocumentKind,
  type OwnerVerificationListQuery,
  ownerVerificationMessages as texts,
} from '@rentease/contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database, DbOrTx } from '../../db/client.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import { type OwnerVerificationRow, ownerDocuments, ownerVerifications, properties, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { detectImageKind } from '../../lib/images.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyOwnerVerificationDecided } from '../notifications/owner-verification-events.js';

export type OwnerVerificationDeps = {
  db: Database;
  clock: Clock;
  notifications: NotificationDispatcher;
  /** A landlord became a verified owner: cached listing answers must show the badge. */
  forgetListings: () => void;
};

export type IncomingDocument = { kind: OwnerDocumentKind; filename: string; data: Buffer };
export type StoredDocument = { kind: OwnerDocumentKind; contentType: string; data: Buffer };

/** Refuses photos above ~40 megapixels before decoding them (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Plenty for reading a bill or an ID card, and keeps each stored photo to a few hundred KB. */
const DOCUMENT_PHOTO_MAX_SIDE = 2400;

const invalidDocument = (kind: OwnerDocumentKind, reason: string) => AppError.badRequest(reason, { [kind]: reason });

/**
 * Checks a document by its bytes, never its name or declared type: a PDF is kept as it is; a photo
 * is decoded and re-encoded as JPEG, which drops its metadata (the GPS position of the phone that
 * took it) and anything hidden after the image data.
 */
async function prepareDocument(file: IncomingDocument): Promise<StoredDocument> {
  if (file.data.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { kind: file.kind, contentType: 'application/pdf', data: file.data };
  }
  const kind = detectImageKind(file.data.subarray(0, 16));
  if (!kind || kind === 'avif') throw invalidDocument(file.kind, texts.documentType);
  try {
    const data = await sharp(file.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: DOCUMENT_PHOTO_MAX_SIDE, height: DOCUMENT_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { kind: file.kind, contentType: 'image/jpeg', data };
  } catch {
    throw invalidDocument(file.kind, texts.documentType);
  }
}

/** The landlord's verified-owner standing and their latest request. */
export async function getOwnVerification(db: DbOrTx, landlordId: string) {
  const [user] = await db.select({ verifiedAt: users.ownerVerifiedAt }).from(users).where(eq(users.id, landlordId));
  const [latest] = await db
    .select()
    .from(ownerVerifications)
    .where(eq(ownerVerifications.landlordId, landlordId))
    .orderBy(desc(ownerVerifications.submittedAt), desc(ownerVerifications.id))
    .limit(1);
  return { verifiedAt: user?.verifiedAt ?? null, latest: latest ?? null };
}

/**
 * A landlord asks to be verified with both documents. One request waits at a time (a unique index
 * decides between two submitted at once), and a verified owner has nothing to ask.
 */
export async function submitVerification(db: Database, landlord: AuthUser, files: IncomingDocument[], clock: Clock) {
  const missing = OWNER_DOCUMENT_KINDS.filter((kind) => !files.some((file) => file.kind === kind));
  if (missing.length > 0) {
    throw AppError.badRequest(
      texts.documentsRequired,
      Object.fromEntries(missing.map((kind) => [kind, texts.documentsRequired])),
    );
  }
  const documents = await Promise.all(files.map(prepareDocument));
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx.select({ verifiedAt: users.ownerVerifiedAt }).from(users).where(eq(users.id, landlord.id));
      if (user?.verifiedAt) throw AppError.conflict(texts.alreadyVerified);
      const [request] = await tx
        .insert(ownerVerifications)
        .values({ landlordId: landlord.id, submittedAt: now })
        .returning({ id: ownerVerifications.id });
      if (!request) throw new Error('the verification request was not written');
      await tx.insert(ownerDocuments).values(
        documents.map((document) => ({
          verificationId: request.id,
          kind: document.kind,
          contentType: document.contentType,
          byteSize: document.data.length,
          data: document.data,
        })),
      );
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict(texts.alreadyPending);
    throw error;
  }
  return getOwnVerification(db, landlord.id);
}

/** One document of a request: for its landlord and the admin only (the route's policy decides who). */
export async function readDocument(db: DbOrTx, viewer: AuthUser, verificationId: string, kind: OwnerDocumentKind) {
  if (!isUuid(verificationId)) throw AppError.notFound(texts.notFound);
  const [request] = await db.select().from(ownerVerifications).where(eq(ownerVerifications.id, verificationId));
  // Someone else's request is "not found": its existence is not theirs to learn.
  if (!request || (viewer.role !== 'admin' && request.landlordId !== viewer.id)) throw AppError.notFound(texts.notFound);
  const [document] = await db
    .select()
    .from(ownerDocuments)
    .where(and(eq(ownerDocuments.verificationId, verificationId), eq(ownerDocuments.kind, kind)));
  if (!document) throw new AppError('NOT_FOUND', texts.documentGone, 410);
  return document;
}

export type AdminVerificationView = {
  request: OwnerVerificationRow;
  landlord: { id: string; firstName: string; lastName: string; email: string; phone: string | null };
  listings: number;
  documents: Array<{ kind: OwnerDocumentKind; contentType: string; byteSize: number }>;
};

const ORDER = 'owner-verification';

/**
 * The admin's queue: waiting requests oldest first (first come, first served), decided ones newest
 * first, keyset-paged.
 */
export async function listVerifications(db: DbOrTx, query: OwnerVerificationListQuery): Promise<Page<AdminVerificationView>> {
  const pending = query.status === 'pending';
  const after = query.cursor ? decodeCursor(query.cursor, `${ORDER}-${query.status}`, 'integer') : undefined;
  const position = sql`(${ownerVerifications.submittedAt}, ${ownerVerifications.id})`;
  const cursor = after
    ? [
        pending
          ? sql`${position} > (${new Date(after.value)}, ${after.id}::uuid)`
          : sql`${position} < (${new Date(after.value)}, ${after.id}::uuid)`,
      ]
    : [];
  const direction = pending ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        request: ownerVerifications,
        landlord: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
        listings: sql<number>`(SELECT count(*)::int FROM ${properties} WHERE ${properties.ownerId} = ${users.id} AND ${properties.deletedAt} IS NULL)`,
        documents: sql<AdminVerificationView['documents']>`coalesce((
          SELECT json_agg(json_build_object('kind', d.kind, 'contentType', d.content_type, 'byteSize', d.byte_size) ORDER BY d.kind)
          FROM owner_documents d WHERE d.verification_id = ${ownerVerifications.id}), '[]'::json)`,
      })
      .from(ownerVerifications)
      .innerJoin(users, eq(users.id, ownerVerifications.landlordId))
      .where(and(eq(ownerVerifications.status, query.status), ...cursor))
      .orderBy(direction(ownerVerifications.submittedAt), direction(ownerVerifications.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(ownerVerifications).where(eq(ownerVerifications.status, query.status)),
  ]);
  return toPage(rows, query.limit, counted?.total ?? 0, (last) =>
    encodeCursor(`${ORDER}-${query.status}`, last.request.submittedAt.getTime(), last.request.id),
  );
}

/**
 * The admin's decision. Approving makes the landlord a verified owner (every listing of theirs
 * shows the badge at once); rejecting tells them why. Either way the decision is final for this
 * request, audit-logged, and starts the documents' retention clock. Of two admins deciding at once,
 * the second gets 409.
 */
export async function decideVerification(
  deps: OwnerVerificationDeps,
  admin: AuthUser,
  id: string,
  body: DecideOwnerVerificationBody,
): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound(texts.notFound);
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    const approve = body.decision === 'approve';
    const [decided] = await tx
      .update(ownerVerifications)
      .set({
        status: approve ? 'approved' : 'rejected',
        decidedAt: now,
        decidedBy: admin.id,
        rejectionReason: approve ? null : body.reason,
      })
      .where(and(eq(ownerVerifications.id, id), eq(ownerVerifications.status, 'pending')))
      .returning();
    if (!decided) {
      const [existing] = await tx
        .select({ id: ownerVerifications.id })
        .from(ownerVerifications)
        .where(eq(ownerVerifications.id, id));
      if (!existing) throw AppError.notFound(texts.notFound);
      throw AppError.conflict(texts.alreadyDecided);
    }
    if (approve) await tx.update(users).set({ ownerVerifiedAt: now }).where(eq(users.id, decided.landlordId));
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: approve ? 'owner.verified' : 'owner.verification_rejected',
        targetType: 'landlord',
        targetId: decided.landlordId,
        summary: approve
          ? 'Verified an owner'
          : `Rejected an owner verification: ${body.decision === 'reject' ? body.reason : ''}`,
        details: { verificationId: decided.id },
      },
      now,
    );
    return notifyOwnerVerificationDecided(tx, now, {
      landlordId: decided.landlordId,
      approved: approve,
      reason: decided.rejectionReason,
    });
  });
  if (body.decision === 'approve') deps.forgetListings();
  await deps.notifications.dispatch(notified);
}

/**
 * Deletes the documents of requests decided more than the retention period ago; the decision row
 * stays. Run by a scheduled job; safe to run twice or in two processes at once (a delete of what
 * is gone deletes nothing).
 */
export async function deleteExpiredDocuments(db: Database, clock: Clock): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - OWNER_DOCUMENT_RETENTION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(ownerVerifications)
      .set({ documentsDeletedAt: clock.now() })
      .where(
        and(
          isNotNull(ownerVerifications.decidedAt),
          lt(ownerVerifications.decidedAt, cutoff),
          isNull(ownerVerifications.documentsDeletedAt),
        ),
      )
      .returning({ id: ownerVerifications.id });
    if (expired.length === 0) return 0;
    await tx.delete(ownerDocuments).where(
      inArray(
        ownerDocuments.verificationId,
        expired.map(({ id }) => id),
      ),
    );
    return expired.length;
  });
}
