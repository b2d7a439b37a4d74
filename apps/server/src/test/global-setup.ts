import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions, wrapPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbEngine: 'pglite' | 'postgres';
    pgliteSnapshot: string;
    postgresTemplateUrl: string;
  }
}

/**
 * Migrates once per run and hands each test file a copy: a PGlite data-dir snapshot (a cold
 * PGlite start costs ~4 s, loading a snapshot well under one) or a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.provide.dbEngine ?? 'pglite';
  if (engine === 'pglite') return setupPglite(project);
  return setupPostgres(project);
}

async function setupPglite(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rentease-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await wrapPglite(client).migrate();
  const snapshot = await client.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  await client.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test project');
  const templateName = `rentease_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateName}`);
  const templateUrl = withDatabase(baseUrl, templateName);
  const template = openPostgres(templateUrl, 1);
  await template.migrate();
  await template.close();
  project.provide('postgresTemplateUrl', templateUrl);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${templateName}_%`, templateName],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
