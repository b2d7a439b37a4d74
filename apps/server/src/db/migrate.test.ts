import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../paths.js';
import { openPostgres } from './client.js';

// Several processes migrating one database at once is a PostgreSQL server matter: the embedded
// engine belongs to a single process, so there is nothing to race there.
describe.runIf(inject('dbEngine') === 'postgres')('migrating on PostgreSQL', () => {
  it('lets six processes starting together on an empty database migrate it exactly once', async () => {
    const serverUrl = new URL(inject('postgresTemplateUrl'));
    serverUrl.pathname = '/postgres';
    const name = `rentease_migrate_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // A pool of one each, like the test template: the lock must not need a second pooled connection.
    const handles = Array.from({ length: 6 }, () => openPostgres(url.toString(), 1));
    try {
      const outcomes = await Promise.allSettled(handles.map((handle) => handle.migrate()));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const { rows } = await check.query<{ applied: number }>(
        'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
      );
      await check.end();
      expect(rows[0]?.applied).toBe(files.length);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
