import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the e2e server writes its emails (no SMTP server is configured): DATA_DIR/outbox. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the Playwright config sets it)');
  return path.join(dataDir, 'outbox');
}

/** The raw message with quoted-printable undone (soft line breaks joined, =XX decoded). */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Every email sent to `address`, oldest first (the file names start with the time). */
async function emailsTo(address: string): Promise<string[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir())).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(names.map(async (name) => decoded(await readFile(path.join(outboxDir(), name), 'utf8'))));
  return mails.filter((mail) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
}

/**
 * Waits for the `count`th email to `address` holding a link to `page` and returns that link's
 * path and query (the server sends from its queue, a moment after the request).
 */
export async function linkFromOutbox(address: string, page: 'reset-password' | 'verify-email', count = 1): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+(/${page}\\?token=[A-Za-z0-9_-]+)`);
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        links = (await emailsTo(address)).map((mail) => pattern.exec(mail)?.[1]).filter((link) => link !== undefined);
        return links.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const link = links[count - 1];
  if (!link) throw new Error(`no ${page} link to ${address}`);
  return link;
}
