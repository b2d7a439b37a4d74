import { createHash, randomBytes } from 'node:crypto';
import {
  type AccountRole,
  type AccountTokenPurpose,
  accountEmailMessages,
  accountMessages,
  type ChangeEmailBody,
  EMAIL_VERIFICATION_TTL_HOURS,
  emailTakenMessage,
  type ForgotPasswordBody,
  messages,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordBody,
  type VerifyEmailBody,
} from '@rentease/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Transaction } from '../../db/client.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import { accountTokens, type UserRow, userSessions, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { type RequestOrigin, recordSecurityEvent } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { composeAccountEmail } from '../notifications/account-email.js';
import type { EmailQueue } from '../notifications/email-queue.js';
import type { Mailer } from '../notifications/mailer.js';
import { findUserByEmail, findUserById } from '../users/users.service.js';

/** The queue's job name for account emails. */
export const ACCOUNT_EMAIL_JOB = 'account-email';

/**
 * One account email to send. The one-time link is made by the job itself, when it sends: the
 * token then exists only in the email, never in the queue's tables. A job that fails and is
 * retried makes a new link, which spends the one that never arrived.
 */
export type AccountEmailJob =
  | { kind: 'password_reset'; email: string; role: AccountRole }
  | { kind: 'verify_email'; userId: string }
  | { kind: 'confirm_new_email'; userId: string; email: string }
  | { kind: 'email_changed'; userId: string; oldEmail: string };

export type AccountEmailDeps = { db: Database; clock: Clock; queue: EmailQueue; hashCost: number };
export type AccountEmailSenderDeps = { db: Database; clock: Clock; mailer: Mailer; publicUrl: string };

const TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: PASSWORD_RESET_TTL_MINUTES * 60_000,
  email_verification: EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
};

const LINK_ERRORS: Record<AccountTokenPurpose, { invalid: string; expired: string }> = {
  password_reset: { invalid: accountEmailMessages.resetLinkInvalid, expired: accountEmailMessages.resetLinkExpired },
  email_verification: { invalid: accountEmailMessages.verifyLinkInvalid, expired: accountEmailMessages.verifyLinkExpired },
};

/** Only this digest of a link's token is stored: a leaked table cannot be turned into links. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function queueAccountEmail(queue: EmailQueue, job: AccountEmailJob): Promise<void> {
  return queue.send<AccountEmailJob>(ACCOUNT_EMAIL_JOB, job);
}

/**
 * Forgot password: queues the reset email and answers nothing about the account. Whether the
 * account exists (and is not blocked) is decided by the job, so the request does the same work,
 * and takes the same time, for every address.
 */
export async function requestPasswordReset(deps: AccountEmailDeps, body: ForgotPasswordBody): Promise<void> {
  await queueAccountEmail(deps.queue, { kind: 'password_reset', email: body.email, role: body.role });
}

/**
 * Spends a link: it must exist for this purpose, be unused and unexpired. The row lock makes two
 * requests racing with the same link spend it once: the second waits, then sees it used.
 */
async function spendToken(tx: Transaction, token: string, purpose: AccountTokenPurpose, now: Date) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashAccountToken(token)), eq(accountTokens.purpose, purpose)))
    .for('update');
  if (!row || row.usedAt) throw new AppError('LINK_INVALID', LINK_ERRORS[purpose].invalid, 400);
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('LINK_EXPIRED', LINK_ERRORS[purpose].expired, 400);
  await tx.update(accountTokens).set({ usedAt: now }).where(eq(accountTokens.id, row.id));
  return row;
}

/** Every unused link of this purpose the account has is spent (a newer one replaces them, or the address changed). */
async function spendOutstanding(tx: DbOrTx, userId: string, purpose: AccountTokenPurpose, now: Date) {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/**
 * Sets a new password from a reset link. Every session of the account ends (the token version
 * rises, as a password change does); the caller closes its open sockets. Opening the link also
 * proves the address, so an unverified one becomes verified.
 */
export async function resetPassword(
  deps: AccountEmailDeps,
  body: ResetPasswordBody,
  origin: RequestOrigin,
): Promise<{ userId: string }> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(body.newPassword, deps.hashCost);
  return deps.db.transaction(async (tx) => {
    const link = await spendToken(tx, body.token, 'password_reset', now);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || user.deletedAt || user.email !== link.email) {
      throw new AppError('LINK_INVALID', accountEmailMessages.resetLinkInvalid, 400);
    }
    if (user.blocked) throw new AppError('ACCOUNT_BLOCKED', messages.accountBlocked, 403);
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: user.emailVerifiedAt ?? now,
      })
      .where(eq(users.id, user.id));
    await spendOutstanding(tx, user.id, 'password_reset', now);
    await tx
      .update(userSessions)
      .set({ endedAt: now })
      .where(and(eq(userSessions.userId, user.id), isNull(userSessions.endedAt)));
    await recordSecurityEvent(
      tx,
      { user, action: 'user.password_reset', summary: 'Password reset from an emailed link; every session ended', origin },
      now,
    );
    return { userId: user.id };
  });
}

/**
 * Opens a verification link. A link to the account's own address verifies it; a link to another
 * address (a change asked for in Profile Settings) makes that the account's address, if no other
 * account of the role took it meanwhile, and the old address is told.
 */
export async function verifyEmail(deps: AccountEmailDeps, body: VerifyEmailBody): Promise<{ changed: boolean }> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const link = await spendToken(tx, body.token, 'email_verification', now);
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
    if (!user || user.deletedAt) throw new AppError('LINK_INVALID', accountEmailMessages.verifyLinkInvalid, 400);
    if (link.email === user.email) {
      if (!user.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, user.id));
      return { changed: false as const };
    }
    const taken = new AppError('EMAIL_TAKEN', emailTakenMessage(user.role), 409);
    if (await findUserByEmail(tx, link.email, user.role)) throw taken;
    try {
      await tx.update(users).set({ email: link.email, emailVerifiedAt: now }).where(eq(users.id, user.id));
    } catch (error) {
      // Another account of the role took the address between the check above and this update.
      if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw taken;
      throw error;
    }
    // Links sent to the old address no longer name the account's address.
    await spendOutstanding(tx, user.id, 'password_reset', now);
    await spendOutstanding(tx, user.id, 'email_verification', now);
    return { changed: true as const, user };
  });
  if (result.changed) {
    // Only a verified old address hears of it: an unverified one may be a stranger's.
    if (result.user.emailVerifiedAt) {
      await queueAccountEmail(deps.queue, { kind: 'email_changed', userId: result.user.id, oldEmail: result.user.email });
    }
  }
  return { changed: result.changed };
}

/** The address a change waits to be confirmed for: the newest live link to another address, or ''. */
export async function findPendingEmail(db: DbOrTx, user: Pick<UserRow, 'id' | 'email'>, now: Date): Promise<string> {
  const [row] = await db
    .select({ email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, user.id),
        eq(accountTokens.purpose, 'email_verification'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        ne(accountTokens.email, user.email),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row?.email ?? '';
}

/**
 * Sends a verification link again: to the account's address while it is unverified, else to a
 * new address still waiting for confirmation.
 */
export async function resendVerification(deps: AccountEmailDeps, user: AuthUser): Promise<void> {
  const row = await findUserById(deps.db, user.id);
  if (!row || row.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
  if (!row.emailVerifiedAt) {
    await queueAccountEmail(deps.queue, { kind: 'verify_email', userId: row.id });
    return;
  }
  const pending = await findPendingEmail(deps.db, row, deps.clock.now());
  if (!pending) throw AppError.badRequest(accountEmailMessages.alreadyVerified);
  await queueAccountEmail(deps.queue, { kind: 'confirm_new_email', userId: row.id, email: pending });
}

/** Queues the verification email a new account gets. */
export async function sendRegistrationVerification(deps: Pick<AccountEmailDeps, 'queue'>, userId: string): Promise<void> {
  await queueAccountEmail(deps.queue, { kind: 'verify_email', userId });
}

/**
 * Asks to change the account's address (with the current password): a link goes to the new
 * address, and the old one stays the account's until the link is opened.
 */
export async function requestEmailChange(deps: AccountEmailDeps, user: AuthUser, body: ChangeEmailBody): Promise<string> {
  const row = await findUserById(deps.db, user.id);
  if (!row || row.deletedAt) throw AppError.notFound(accountMessages.userNotFound);
  if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
    throw AppError.badRequest(accountMessages.currentPasswordWrong, { currentPassword: accountMessages.currentPasswordWrong });
  }
  if (body.email === row.email)
    throw AppError.badRequest(accountEmailMessages.sameEmail, { email: accountEmailMessages.sameEmail });
  if (await findUserByEmail(deps.db, body.email, row.role)) {
    const taken = emailTakenMessage(row.role);
    throw new AppError('EMAIL_TAKEN', taken, 409, { email: taken });
  }
  await queueAccountEmail(deps.queue, { kind: 'confirm_new_email', userId: row.id, email: body.email });
  return body.email;
}

/**
 * A tenant pays, and a landlord publishes a listing, only with a verified address when the
 * configuration asks for it.
 */
export function assertEmailVerifiedWhenRequired(user: AuthUser, required: boolean): void {
  if (required && !user.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', accountEmailMessages.emailNotVerified, 403);
}

/**
 * Makes a new link for the account: older unused links of the same purpose are spent, so only the
 * newest works. The account row is locked so two jobs at once cannot both leave a live link.
 */
async function issueToken(deps: AccountEmailSenderDeps, userId: string, purpose: AccountTokenPurpose, email: string) {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await spendOutstanding(tx, userId, purpose, now);
    await tx.insert(accountTokens).values({
      userId,
      purpose,
      tokenHash: hashAccountToken(token),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
    });
  });
  return token;
}

/** The role as a sentence names it ("your RentEase tenant account"), for `t`. */
const ROLE_NAMES: Record<UserRow['role'], string> = { tenant: 'tenant', landlord: 'landlord', admin: 'admin' };

/**
 * Sends one account email, the queue's job: makes its link (when it has one) and sends. Nothing is
 * sent for an address without a live, unblocked account, and no link goes to an address the
 * account no longer has.
 */
export async function deliverAccountEmail(deps: AccountEmailSenderDeps, job: AccountEmailJob): Promise<'sent' | 'skipped'> {
  const base = deps.publicUrl;
  /** Everything an email says, in the language its recipient reads. */
  const wordsFor = (user: UserRow) => {
    const t = translator(user.language, 'email');
    return { t, language: user.language, role: t(ROLE_NAMES[user.role]) };
  };
  switch (job.kind) {
    case 'password_reset': {
      const user = await findUserByEmail(deps.db, job.email, job.role);
      if (!user || user.deletedAt || user.blocked) return 'skipped';
      const token = await issueToken(deps, user.id, 'password_reset', user.email);
      const { t, language, role } = wordsFor(user);
      await deps.mailer.send(
        composeAccountEmail({
          to: user.email,
          language,
          firstName: user.firstName,
          title: t('Reset your RentEase password'),
          lines: [
            t('Someone, hopefully you, asked to reset the password of your RentEase {{role}} account.', { role }),
            t('The link below works once, for {{count}} hours.', { count: PASSWORD_RESET_TTL_MINUTES / 60 }),
          ],
          action: { label: t('Choose a new password'), url: `${base}/reset-password?token=${token}` },
          footer: t('If you did not ask for this, ignore this email: your password stays as it is.'),
        }),
      );
      return 'sent';
    }
    case 'verify_email': {
      const user = await findUserById(deps.db, job.userId);
      if (!user || user.deletedAt || user.blocked || user.emailVerifiedAt) return 'skipped';
      const token = await issueToken(deps, user.id, 'email_verification', user.email);
      const { t, language } = wordsFor(user);
      await deps.mailer.send(
        composeAccountEmail({
          to: user.email,
          language,
          firstName: user.firstName,
          title: t('Verify your email address for RentEase'),
          lines: [
            t('Please confirm that this address is yours, so RentEase can send you updates about your bookings and messages.'),
            t('The link below works once, for {{count}} hours.', { count: EMAIL_VERIFICATION_TTL_HOURS }),
          ],
          action: { label: t('Verify my email address'), url: `${base}/verify-email?token=${token}` },
          footer: t('If you did not create a RentEase account, ignore this email: no more will come.'),
        }),
      );
      return 'sent';
    }
    case 'confirm_new_email': {
      const user = await findUserById(deps.db, job.userId);
      if (!user || user.deletedAt || user.blocked || user.email === job.email) return 'skipped';
      const token = await issueToken(deps, user.id, 'email_verification', job.email);
      const { t, language, role } = wordsFor(user);
      await deps.mailer.send(
        composeAccountEmail({
          to: job.email,
          language,
          firstName: user.firstName,
          title: t('Confirm your new email address for RentEase'),
          lines: [
            t('You asked to use this address for your RentEase {{role}} account instead of {{email}}.', {
              role,
              email: user.email,
            }),
            t('The change happens when you open the link below. It works once, for {{count}} hours.', {
              count: EMAIL_VERIFICATION_TTL_HOURS,
            }),
          ],
          action: { label: t('Use this email address'), url: `${base}/verify-email?token=${token}` },
          footer: t('If you did not ask for this, ignore this email: nothing changes.'),
        }),
      );
      return 'sent';
    }
    case 'email_changed': {
      const user = await findUserById(deps.db, job.userId);
      if (!user || user.deletedAt) return 'skipped';
      const { t, language, role } = wordsFor(user);
      await deps.mailer.send(
        composeAccountEmail({
          to: job.oldEmail,
          language,
          firstName: user.firstName,
          title: t('Your RentEase email address was changed'),
          lines: [t('Your RentEase {{role}} account now uses {{email}} instead of this address.', { role, email: user.email })],
          footer: t('If you did not do this, reset your password from the login page at once, or contact RentEase support.'),
        }),
      );
      return 'sent';
    }
  }
}
