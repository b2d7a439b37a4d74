import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, pgliteExtensions, wrapPglite } from '../db/client.js';

/** A freshly migrated database of the engine this test project runs on, private to one file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (inject('dbEngine') === 'postgres') return openPostgresCopy(inject('postgresTemplateUrl'));
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: snapshot, extensions: pgliteExtensions }));
}

async function openPostgresCopy(templateUrl: string): Promise<DatabaseHandle> {
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const name = `${templateName}_${randomBytes(4).toString('hex')}`;
  const maintenance = new URL(templateUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`);
  } finally {
    await admin.end();
  }
  const copyUrl = new URL(templateUrl);
  copyUrl.pathname = `/${name}`;
  const handle = openPostgres(copyUrl.toString(), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: maintenance.toString() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
