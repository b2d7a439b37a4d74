import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/sql.js';
import { DatabaseImageStorage, isSafeStorageKey } from '../../lib/storage.js';
import { migrationsFolder } from '../../paths.js';

/**
 * A backup is one gzip file of JSON lines, the same on both engines, so that a marketplace begun
 * on the embedded database moves to a PostgreSQL server by backing up and restoring:
 *   1. a header (format, when, which migrations made the schema),
 *   2. per table of the public schema, a line naming it and its columns, then one line per row
 *      (PostgreSQL's own JSON of the row: exact numerics, timestamps to the microsecond, bytea),
 *   3. the sequences' positions,
 *   4. with STORAGE=disk, each uploaded image's bytes.
 * The job queue's tables (schema pgboss) are left out on purpose: they hold work in flight, and
 * the email sweep queues again whatever is due after a restore.
 */
type BackupLine =
  | { kind: 'header'; format: typeof FORMAT; version: 1; createdAt: string; migrations: string[] }
  | { kind: 'table'; name: string; columns: string[] }
  | { kind: 'row'; row: Record<string, unknown> }
  | { kind: 'sequence'; name: string; lastValue: string; isCalled: boolean }
  | { kind: 'image'; key: string; data: string }
  | { kind: 'end'; rows: number; images: number };

const FORMAT = 'rentease-backup';
const FETCH_ROWS = 200;
const INSERT_BATCH_BYTES = 4_000_000;

export class BackupError extends Error {}

/** `rentease-2026-11-28T15-30-00.123Z.backup.gz`: sorts by time, and is a valid file name everywhere. */
export function backupFileName(at: Date): string {
  return `rentease-${at.toISOString().replaceAll(':', '-')}.backup.gz`;
}

const BACKUP_FILE = /^rentease-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.backup\.gz$/;

export type BackupResult = { file: string; rows: number; images: number; bytes: number };

type TableInfo = { name: string; columns: string[] };

/** The public schema's tables, parents before children, so that a restore meets every foreign key. */
async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; columns: string[] }>(
    db,
    sql`SELECT c.relname AS name,
          array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind = 'r'
        GROUP BY c.relname
        ORDER BY c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT cc.relname AS child, pc.relname AS parent
        FROM pg_constraint k
        JOIN pg_class cc ON cc.oid = k.conrelid
        JOIN pg_class pc ON pc.oid = k.confrelid
        WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND k.conrelid <> k.confrelid`,
  );
  const parentsOf = new Map<string, string[]>();
  for (const { child, parent } of references) parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new BackupError(`foreign keys form a cycle: ${[...path, name].join(' → ')}`);
    for (const parent of parentsOf.get(name) ?? []) place(parent, [...path, name]);
    const table = byName.get(name);
    if (table) ordered.push({ name, columns: table.columns ?? [] });
    placed.add(name);
  };
  for (const table of tables) place(table.name, []);
  return ordered;
}

async function appliedMigrations(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`);
  return rows.map((row) => row.hash);
}

/**
 * Writes one consistent backup of the database (and, with STORAGE=disk, the uploaded images) into
 * `backupDir`, while the server goes on serving. Every table is read in one repeatable-read,
 * read-only transaction: one snapshot, so a payment is never in it without its booking. The file
 * appears under its final name only once complete (written beside it, then renamed).
 */
export async function writeBackup(options: {
  db: Database;
  backupDir: string;
  /** DATA_DIR/uploads with STORAGE=disk; undefined when images are rows of the database. */
  uploadsDir: string | undefined;
  now?: Date;
}): Promise<BackupResult> {
  const { db, backupDir, uploadsDir } = options;
  await mkdir(backupDir, { recursive: true });
  const file = path.join(backupDir, backupFileName(options.now ?? new Date()));
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(partial));
  const write = async (line: BackupLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await new Promise((resolve) => gzip.once('drain', resolve));
  };
  let rows = 0;
  let images = 0;
  try {
    await db.transaction(
      async (tx) => {
        await write({
          kind: 'header',
          format: FORMAT,
          version: 1,
          createdAt: new Date().toISOString(),
          migrations: await appliedMigrations(tx),
        });
        for (const table of await listTables(tx)) {
          await write({ kind: 'table', name: table.name, columns: table.columns });
          // A cursor, not one SELECT: a table of images does not have to fit in memory.
          await tx.execute(
            sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t) AS row FROM ${sql.identifier(table.name)} t`,
          );
          for (;;) {
            const batch = await queryRows<{ row: Record<string, unknown> }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM backup_rows`));
            for (const { row } of batch) await write({ kind: 'row', row });
            rows += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`CLOSE backup_rows`);
        }
        const sequences = await queryRows<{ name: string }>(
          tx,
          sql`SELECT c.relname AS name FROM pg_class c WHERE c.relkind = 'S' AND c.relnamespace = 'public'::regnamespace ORDER BY 1`,
        );
        for (const { name } of sequences) {
          const [position] = await queryRows<{ last_value: string; is_called: boolean }>(
            tx,
            sql`SELECT last_value::text, is_called FROM ${sql.identifier(name)}`,
          );
          if (position) await write({ kind: 'sequence', name, lastValue: position.last_value, isCalled: position.is_called });
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Images on disk are read after the snapshot: a key is written before any row names it and
    // never rewritten, so every image the snapshot's rows name is there (an upload since is extra).
    if (uploadsDir) {
      for (const key of await listImageKeys(uploadsDir)) {
        const data = await readFile(path.join(uploadsDir, key)).catch(() => undefined);
        if (!data) continue; // removed since the snapshot (its listing was deleted)
        await write({ kind: 'image', key, data: data.toString('base64') });
        images += 1;
      }
    }
    await write({ kind: 'end', rows, images });
    gzip.end();
    await written;
    await rename(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  return { file, rows, images, bytes: size };
}

async function listImageKeys(uploadsDir: string): Promise<string[]> {
  const names = await readdir(uploadsDir).catch(() => []);
  return names.filter(isSafeStorageKey).sort();
}

/** Keeps the newest `keep` backups in `backupDir` and deletes older ones (and abandoned partial files). */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = await readdir(backupDir).catch(() => []);
  const backups = names.filter((name) => BACKUP_FILE.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(path.join(backupDir, name), { force: true });
  return old;
}

/** Whether the database holds anything: any table in the schemas our migrations create. */
export async function databaseHoldsData(db: DbOrTx): Promise<boolean> {
  const [found] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'drizzle', 'pgboss')`,
  );
  return (found?.count ?? 0) > 0;
}

/** Empties the database (every schema the app made), for a restore told --force. */
export async function emptyDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}

async function* readLines(file: string): AsyncGenerator<BackupLine> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line) yield JSON.parse(line) as BackupLine;
  }
}

/** Drizzle's list of this version's migrations, oldest first. */
async function readJournal(): Promise<{ entries: unknown[] }> {
  return JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
}

/**
 * The migrations folder cut to the first `count` migrations, so that a backup made by an older
 * version is loaded into the schema it was taken from, and the newer migrations then run over it.
 */
async function migrationsUpTo(count: number): Promise<string> {
  const journal = await readJournal();
  const folder = await mkdtemp(path.join(tmpdir(), 'rentease-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }),
  );
  return folder;
}

export type RestoreResult = { rows: number; images: number; createdAt: string };

/**
 * Restores a backup into an empty database (and uploads folder): the schema as the backup's
 * version made it, every row in one transaction (a broken file leaves nothing half-restored),
 * the sequences where they were, then this version's newer migrations. Triggers that keep
 * summary tables stay off while loading: those tables are restored as they were.
 */
export async function restoreBackup(options: {
  database: DatabaseHandle;
  file: string;
  uploadsDir: string | undefined;
}): Promise<RestoreResult> {
  const { database, file, uploadsDir } = options;
  const lines = readLines(file);
  const first = await lines.next().catch(() => undefined);
  const header = first?.value;
  if (header?.kind !== 'header' || header.format !== FORMAT) {
    throw new BackupError(`${file} is not a RentEase backup`);
  }
  const journal = await readJournal();
  if (header.migrations.length > journal.entries.length) {
    throw new BackupError(
      `${file} was made by a newer RentEase (${header.migrations.length} migrations; this one has ${journal.entries.length}). Restore it with that version.`,
    );
  }
  const folder = await migrationsUpTo(header.migrations.length);
  try {
    await database.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  let rows = 0;
  let images = 0;
  let ended = false;
  await database.db.transaction(async (tx) => {
    const tables: string[] = [];
    let table: { name: string; columns: string[] } | undefined;
    let batch: Record<string, unknown>[] = [];
    let batchBytes = 0;
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = sql.join(
        table.columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      // jsonb_populate_recordset reads each value back through its column's type: the same
      // text PostgreSQL wrote, so numerics, timestamps and bytes come back exactly.
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
            SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.identifier(table.name)}, ${JSON.stringify(batch)}::jsonb)`,
      );
      rows += batch.length;
      batch = [];
      batchBytes = 0;
    };
    for await (const line of lines) {
      if (line.kind === 'table') {
        await flush();
        table = line;
        tables.push(line.name);
        await tx.execute(sql`ALTER TABLE ${sql.identifier(line.name)} DISABLE TRIGGER USER`);
      } else if (line.kind === 'row') {
        batch.push(line.row);
        batchBytes += JSON.stringify(line.row).length;
        if (batchBytes > INSERT_BATCH_BYTES) await flush();
      } else if (line.kind === 'sequence') {
        await flush();
        await tx.execute(sql`SELECT setval(${line.name}::regclass, ${line.lastValue}::bigint, ${line.isCalled})`);
      } else if (line.kind === 'image') {
        await flush();
        if (!isSafeStorageKey(line.key)) continue;
        // A backup of files restored where images are rows (STORAGE=database): they become rows.
        if (!uploadsDir) {
          await new DatabaseImageStorage(tx).save(line.key, Buffer.from(line.data, 'base64'));
          images += 1;
          continue;
        }
        await mkdir(uploadsDir, { recursive: true });
        await writeFile(path.join(uploadsDir, line.key), Buffer.from(line.data, 'base64'));
        images += 1;
      } else if (line.kind === 'end') {
        await flush();
        if (line.rows !== rows) throw new BackupError(`${file} lists ${line.rows} rows but holds ${rows}`);
        ended = true;
      }
    }
    if (!ended) throw new BackupError(`${file} is cut short (its end is missing); nothing was restored`);
    for (const name of tables) await tx.execute(sql`ALTER TABLE ${sql.identifier(name)} ENABLE TRIGGER USER`);
  });
  await database.migrate();
  return { rows, images, createdAt: header.createdAt };
}
