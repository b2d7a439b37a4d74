import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

const COST = 2 ** 10;

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', COST);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', COST)).not.toBe(await hashPassword('same', COST));
  });

  it('keeps its parameters in the stored value, so the cost can change later', async () => {
    const stored = await hashPassword('pw', COST);
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(COST), '8', '1']);
  });

  it('treats a malformed stored value as a mismatch', async () => {
    expect(await verifyPassword('pw', 'plain-text')).toBe(false);
    expect(await verifyPassword('pw', 'scrypt$1$2')).toBe(false);
  });
});
