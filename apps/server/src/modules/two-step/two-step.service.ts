import { randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS, type TwoStepStatus, twoStepMessages } from '@rentease/contract';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Database, DbOrTx } from '../../db/client.js';
import { recoveryCodes, type UserRow, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import type { SecretBox } from '../../lib/secret-box.js';

export type TwoStepDeps = { db: Database; clock: Clock; box: SecretBox };

const ISSUER = 'RentEase';
/** Codes one step either side of now are accepted: phone clocks drift, and a code typed late still counts. */
const DRIFT_STEPS = 1;
/** Recovery codes: 10 characters of an alphabet without look-alikes (0/o, 1/l/i), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const codeWrong = () => AppError.badRequest(twoStepMessages.codeWrong, { code: twoStepMessages.codeWrong });

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secretBase32),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
}

const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The time step a 6-digit code belongs to (within the drift window, and after `lastStep`), or undefined. */
export function matchTotpStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | undefined {
  const digits = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(digits)) return undefined;
  const secret = Secret.fromBase32(secretBase32);
  const current = stepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = TOTP.generate({
      secret,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      algorithm: 'SHA1',
      timestamp: step * TOTP_PERIOD_SECONDS * 1000,
    });
    if (sameText(expected, digits)) return step;
  }
  return undefined;
}

/** Recovery codes are compared without case, spaces or dashes, as people type them. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');
const recoveryHash = (box: SecretBox, userId: string, code: string) => box.digest(`${userId}:${normaliseRecoveryCode(code)}`);

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

async function loadUser(db: DbOrTx, userId: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || row.deletedAt) throw AppError.notFound('Account not found');
  return row;
}

async function assertPassword(row: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, row.passwordHash))) {
    throw AppError.badRequest(twoStepMessages.passwordWrong, { password: twoStepMessages.passwordWrong });
  }
}

/** Whether two-step sign-in is on for the account, and how many recovery codes are left. */
export async function twoStepStatusOf(db: DbOrTx, userId: string): Promise<TwoStepStatus> {
  const row = await loadUser(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: row.totpEnabledAt !== null,
    enabled_at: row.totpEnabledAt?.toISOString() ?? null,
    recovery_codes_left: row.totpEnabledAt ? Number(left?.n ?? 0) : 0,
  };
}

/**
 * Starts enrolment: a new secret, kept encrypted and not yet in force, and the QR code an
 * authenticator app scans. Starting again replaces a secret that was never confirmed.
 */
export async function startTwoStepSetup(deps: TwoStepDeps, userId: string, password: string) {
  const row = await loadUser(deps.db, userId);
  await assertPassword(row, password);
  if (row.totpEnabledAt) throw AppError.conflict(twoStepMessages.alreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await deps.db
    .update(users)
    .set({ totpSecret: deps.box.seal(secret), totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)));
  const otpauthUrl = totpOf(secret, row.email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The stored secret in clear. It fails to open only when the server's key changed (JWT_SECRET was
 * replaced) or the row was tampered with: the person's code is not what is wrong, so they hear it
 * is ours, as a 503 the operator can find, never as 'wrong code' (which would count against them).
 */
function openSecret(deps: TwoStepDeps, sealed: string): string {
  try {
    return deps.box.open(sealed);
  } catch {
    throw new AppError('INTERNAL_ERROR', twoStepMessages.secretUnreadable, 503);
  }
}

/**
 * Accepts a code once: the step it belongs to must be later than the last accepted one, and the
 * update that records it only succeeds if no other request recorded that step first.
 */
async function spendTotpCode(deps: TwoStepDeps, db: DbOrTx, row: UserRow, code: string): Promise<boolean> {
  if (!row.totpSecret) return false;
  const step = matchTotpStep(openSecret(deps, row.totpSecret), code, deps.clock.now(), row.totpLastStep);
  if (step === undefined) return false;
  const [updated] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, row.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated !== undefined;
}

async function spendRecoveryCode(deps: TwoStepDeps, db: DbOrTx, row: UserRow, code: string): Promise<boolean> {
  const [spent] = await db
    .update(recoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, row.id),
        eq(recoveryCodes.codeHash, recoveryHash(deps.box, row.id, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return spent !== undefined;
}

/** Confirms enrolment with a first code; returns the recovery codes, shown this once. */
export async function enableTwoStep(deps: TwoStepDeps, userId: string, code: string): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row || row.deletedAt) throw AppError.notFound('Account not found');
    if (row.totpEnabledAt) throw AppError.conflict(twoStepMessages.alreadyOn);
    if (!row.totpSecret) throw AppError.conflict(twoStepMessages.notSetUp);
    if (!(await spendTotpCode(deps, tx, row, code))) throw codeWrong();
    await tx.update(users).set({ totpEnabledAt: deps.clock.now() }).where(eq(users.id, userId));
    return replaceRecoveryCodes(deps, tx, userId);
  });
}

/** A fresh set of recovery codes in place of the old set (used or not); returned this once. */
async function replaceRecoveryCodes(deps: TwoStepDeps, tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: recoveryHash(deps.box, userId, c) })));
  return codes;
}

/**
 * New recovery codes for someone who used up (or lost) theirs: the password and a code, like
 * turning it off, since whoever holds the codes can sign in without the phone.
 */
export async function renewRecoveryCodes(deps: TwoStepDeps, userId: string, password: string, code: string): Promise<string[]> {
  const row = await loadUser(deps.db, userId);
  await assertPassword(row, password);
  if (!row.totpEnabledAt) throw AppError.conflict(twoStepMessages.notOn);
  return deps.db.transaction(async (tx) => {
    if (!(await spendSecondFactor(deps, tx, row, code))) throw codeWrong();
    return replaceRecoveryCodes(deps, tx, userId);
  });
}

/** Turns two-step sign-in off (tenants and landlords; the admin keeps it): the password and a code (or a recovery code) are both needed. */
export async function disableTwoStep(deps: TwoStepDeps, userId: string, password: string, code: string): Promise<void> {
  const row = await loadUser(deps.db, userId);
  await assertPassword(row, password);
  if (!row.totpEnabledAt) throw AppError.conflict(twoStepMessages.notOn);
  // The account that can block people and take listings down does not go back to a password alone.
  if (row.role === 'admin') throw AppError.forbidden(twoStepMessages.adminKeepsIt);
  await deps.db.transaction(async (tx) => {
    if (!(await spendSecondFactor(deps, tx, row, code))) throw codeWrong();
    await tx.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null }).where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/** A code from the app, or else a recovery code, spent once. */
export async function spendSecondFactor(deps: TwoStepDeps, db: DbOrTx, row: UserRow, code: string): Promise<boolean> {
  if (!row.totpEnabledAt) return false;
  if (/^\s*\d{3}\s?\d{3}\s*$/.test(code)) return spendTotpCode(deps, db, row, code);
  return spendRecoveryCode(deps, db, row, code);
}

/** Whether logging in to this account needs the second step. */
export const hasTwoStep = (row: Pick<UserRow, 'totpEnabledAt'>) => row.totpEnabledAt !== null;
