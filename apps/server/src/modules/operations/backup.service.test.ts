import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCron } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { queryRows } from '../../db/sql.js';
import { DatabaseImageStorage } from '../../lib/storage.js';
import { BACKUP_JOB } from '../../plugins/schedules.plugin.js';
import { bookAndPay } from '../../test/checkout.js';
import { buildProperty, buildUser } from '../../test/factories.js';
import { createTestApp, TEST_HASH_COST, type TestContext } from '../../test/test-app.js';
import { openTestDatabase, type TestDatabaseHandle } from '../../test/test-database.js';
import {
  BackupError,
  backupFileName,
  databaseHoldsData,
  emptyDatabase,
  pruneBackups,
  restoreBackup,
  writeBackup,
} from './backup.service.js';

/** Every row of every table of the public schema, as PostgreSQL prints it, in a fixed order. */
async function everyRow(db: DbOrTx): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY 1`,
  );
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(db, sql`SELECT t::text AS row FROM ${sql.identifier(name)} t ORDER BY 1`);
    dump[name] = rows.map((row) => row.row);
  }
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = 'public'::regnamespace ORDER BY 1`,
  );
  for (const { name } of sequences) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql`SELECT last_value::text || ' ' || is_called::text AS row FROM ${sql.identifier(name)}`,
    );
    dump[`sequence ${name}`] = rows.map((row) => row.row);
  }
  return dump;
}

function filesIn(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) files[name] = readFileSync(path.join(dir, name)).toString('base64');
  return files;
}

async function emptyTarget(): Promise<TestDatabaseHandle> {
  const target = await openTestDatabase();
  await emptyDatabase(target.db);
  return target;
}

let t: TestContext;
const targets: TestDatabaseHandle[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, t.storage, TEST_HASH_COST, t.clock);
  // STORAGE=database keeps images as rows: two of them, with every byte value, go along too.
  const inDatabase = new DatabaseImageStorage(t.db);
  await inDatabase.save('0a1b2c3d-card.webp', Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)));
  await inDatabase.save('0a1b2c3d-full.webp', randomBytes(300_000));
});
afterAll(async () => {
  for (const target of targets) await target.close();
  await t?.close();
});

describe('backup and restore', () => {
  it('round-trips a seeded marketplace: every row of every table, every sequence and every image, identical', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'rentease-backups-'));
    const uploadsDir = path.join(t.config.dataDir, 'uploads');
    const backup = await writeBackup({ db: t.db, backupDir, uploadsDir });
    expect(path.basename(backup.file)).toMatch(/^rentease-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.backup\.gz$/);
    expect(readdirSync(backupDir)).toEqual([path.basename(backup.file)]);
    expect(backup.images).toBeGreaterThan(20);

    const target = await emptyTarget();
    targets.push(target);
    expect(await databaseHoldsData(target.db)).toBe(false);
    const restoredUploads = mkdtempSync(path.join(tmpdir(), 'rentease-restored-uploads-'));
    const restored = await restoreBackup({ database: target, file: backup.file, uploadsDir: restoredUploads });
    expect(restored).toMatchObject({ rows: backup.rows, images: backup.images });

    const before = await everyRow(t.db);
    const after = await everyRow(target.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.users?.length).toBeGreaterThanOrEqual(5);
    expect(before.payments?.length).toBeGreaterThan(3);
    expect(before.stored_images).toHaveLength(2);
    expect(filesIn(restoredUploads)).toEqual(filesIn(uploadsDir));
    // Summary tables kept by triggers come back as they were, not counted twice on the way in.
    expect(after.city_counts).toEqual(before.city_counts);
    expect(await databaseHoldsData(target.db)).toBe(true);
  });

  it('a backup taken during a burst of payments restores to a consistent state: no confirmed booking without its payment', async () => {
    const landlord = await buildUser(t.db, { role: 'landlord' });
    const homes = await Promise.all(Array.from({ length: 18 }, () => buildProperty(t.db, landlord, { rupees: 15_000 })));
    const tenants = await Promise.all(Array.from({ length: 6 }, () => buildUser(t.db)));
    const backupDir = mkdtempSync(path.join(tmpdir(), 'rentease-backups-'));
    // Six tenants each book and pay for three homes in a row while the backup is taken.
    const burst = Promise.all(
      tenants.map(async (tenant, index) => {
        for (const home of homes.slice(index * 3, index * 3 + 3)) {
          await bookAndPay(t, tenant, home, { moveInDate: t.clock.today(), months: 1 });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const backup = await writeBackup({ db: t.db, backupDir, uploadsDir: undefined });
    await burst;

    const target = await emptyTarget();
    targets.push(target);
    await restoreBackup({ database: target, file: backup.file, uploadsDir: undefined });
    const [mismatch] = await queryRows<{ confirmed_unpaid: number; paid_unconfirmed: number }>(
      target.db,
      sql`SELECT
            (SELECT count(*)::int FROM bookings b WHERE b.status = 'confirmed'
               AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status NOT IN ('pending', 'failed', 'expired'))) AS confirmed_unpaid,
            (SELECT count(*)::int FROM payments p JOIN bookings b ON b.id = p.booking_id
               WHERE p.status = 'paid' AND p.rent_period IS NULL AND b.status = 'pending_payment') AS paid_unconfirmed`,
    );
    expect(mismatch).toEqual({ confirmed_unpaid: 0, paid_unconfirmed: 0 });
    // And nothing that committed after the snapshot: the restored data is one moment's.
    const [source] = await queryRows<{ count: number }>(t.db, sql`SELECT count(*)::int AS count FROM payments`);
    const [copy] = await queryRows<{ count: number }>(target.db, sql`SELECT count(*)::int AS count FROM payments`);
    expect(copy?.count).toBeLessThanOrEqual(source?.count ?? 0);
  });

  it('a file cut short restores nothing, and says so', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'rentease-backups-'));
    const backup = await writeBackup({ db: t.db, backupDir, uploadsDir: undefined });
    const lines = gunzipSync(readFileSync(backup.file)).toString('utf8').split('\n');
    const cut = path.join(backupDir, 'cut.backup.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));

    const target = await emptyTarget();
    targets.push(target);
    await expect(restoreBackup({ database: target, file: cut, uploadsDir: undefined })).rejects.toThrow(/cut short/);
    const [users] = await queryRows<{ count: number }>(target.db, sql`SELECT count(*)::int AS count FROM users`);
    expect(users?.count).toBe(0);

    writeFileSync(cut, 'not a backup');
    await expect(restoreBackup({ database: target, file: cut, uploadsDir: undefined })).rejects.toBeInstanceOf(BackupError);
  });

  it('the scheduled backup runs through the job queue and keeps the newest BACKUP_KEEP', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'rentease-backups-'));
    const scheduled = await createTestApp({ backups: { dir: backupDir, cron: backupCron(24), keep: 2 } });
    try {
      const backups = () => readdirSync(backupDir).filter((name) => name.endsWith('.backup.gz'));
      const seen = new Set<string>();
      for (let round = 1; round <= 3; round++) {
        await scheduled.emailQueue.runNow(BACKUP_JOB);
        await expect.poll(() => backups().some((name) => !seen.has(name)), { timeout: 20_000 }).toBe(true);
        for (const name of backups()) seen.add(name);
      }
      expect(seen.size).toBe(3);
      // The third round deletes the first: the newest two stay.
      await expect.poll(() => backups().sort(), { timeout: 5_000 }).toEqual([...seen].sort().slice(1));
    } finally {
      await scheduled.close();
    }
  });

  it('keeps the newest backups and deletes the rest', async () => {
    const backupDir = mkdtempSync(path.join(tmpdir(), 'rentease-backups-'));
    const days = [1, 2, 3, 4, 5].map((day) => backupFileName(new Date(Date.UTC(2026, 10, day, 2, 30))));
    for (const name of [...days, 'notes.txt']) writeFileSync(path.join(backupDir, name), '');
    const removed = await pruneBackups(backupDir, 3);
    expect(removed).toEqual(days.slice(0, 2));
    expect(readdirSync(backupDir).sort()).toEqual([...days.slice(2), 'notes.txt'].sort());
  });
});
