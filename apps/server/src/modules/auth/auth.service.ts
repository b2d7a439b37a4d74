import type { AdminLoginBody, LoginBody, RegisterBody } from '@rentease/contract';
import { emailTakenMessage, messages } from '@rentease/contract';
import type { Database } from '../../db/client.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { type RequestOrigin, recordSecurityEvent } from '../audit/audit.service.js';
import { findUserByEmail, insertUser } from '../users/users.service.js';

export type AuthDeps = { db: Database; hashCost: number };

/** Registers a tenant or landlord. The same email may also hold an account of the other role. */
export async function registerAccount(deps: AuthDeps, body: RegisterBody): Promise<UserRow> {
  const taken = new AppError('EMAIL_TAKEN', emailTakenMessage(body.role), 409);
  if (await findUserByEmail(deps.db, body.email, body.role)) throw taken;
  try {
    return await insertUser(deps.db, { ...body }, deps.hashCost);
  } catch (error) {
    // Two registrations racing past the check above: the unique index decides.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw taken;
    throw error;
  }
}

/**
 * Checks a password login. Unknown account and wrong password get the same answer (and take the
 * same time) so the endpoint cannot be used to find out who has an account.
 */
export async function authenticate(
  deps: AuthDeps,
  body: LoginBody | (AdminLoginBody & { role: 'admin' }),
  attempt: { origin: RequestOrigin; now: Date },
) {
  const user = await findUserByEmail(deps.db, body.email, body.role);
  const passwordMatches = user
    ? await verifyPassword(body.password, user.passwordHash)
    : await burnEquivalentTime(body.password, deps.hashCost);
  if (!user || !passwordMatches) throw new AppError('INVALID_CREDENTIALS', messages.invalidCredentials, 401);
  // Only reveal the block to someone who knows the password.
  if (user.blocked) {
    await recordSecurityEvent(
      deps.db,
      { user, action: 'auth.login_refused', summary: 'Login refused: the account is blocked', origin: attempt.origin },
      attempt.now,
    );
    throw new AppError('ACCOUNT_BLOCKED', messages.accountBlocked, 403);
  }
  return user;
}

async function burnEquivalentTime(password: string, hashCost: number): Promise<false> {
  await hashPassword(password, hashCost);
  return false;
}
