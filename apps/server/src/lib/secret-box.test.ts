import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const box = new SecretBox('a-server-secret-of-enough-length-for-tests', 'totp');

  it('opens what it sealed, and seals the same value differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a tampered value and one sealed under another key or purpose', () => {
    const sealed = box.seal('secret');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(String(body), 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox('another-server-secret-of-enough-length', 'totp').open(sealed)).toThrow();
    expect(() => new SecretBox('a-server-secret-of-enough-length-for-tests', 'other').open(sealed)).toThrow();
  });
});
