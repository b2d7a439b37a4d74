import { createHmac } from 'node:crypto';
import type { Role } from '@rentease/contract';

/**
 * Bearer tokens for seeded users, signed with the JWT secret the benchmark gave the server
 * (server-process.ts): the same HS256 `{ sub, role }` tokens the login route issues, without
 * 25,000 logins (the seeded password hash is deliberately unusable).
 */
export function signToken(secret: string, userId: string, role: Role): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: userId, role, iat: Math.floor(Date.now() / 1000) })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** One token per user, signed once. */
export function tokenBook(secret: string, role: Role): (userId: string) => string {
  const tokens = new Map<string, string>();
  return (userId) => {
    let token = tokens.get(userId);
    if (!token) {
      token = signToken(secret, userId, role);
      tokens.set(userId, token);
    }
    return token;
  };
}
