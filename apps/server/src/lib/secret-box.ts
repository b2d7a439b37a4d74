import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (two-step sign-in secrets) with AES-256-GCM, under
 * a key derived from the server's signing secret for this one purpose: a copy of the table alone
 * cannot produce sign-in codes, and tampering with a stored value fails loudly instead of
 * decrypting to something else.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'rentease', `rentease:${purpose}`, 32));
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** A keyed hash (HMAC-SHA-256, hex) for values looked up by hash, such as recovery codes. */
  digest(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('hex');
  }
}
