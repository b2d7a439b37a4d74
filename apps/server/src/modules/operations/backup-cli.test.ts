import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { serverRoot } from '../../paths.js';
import { expectCall, listingBody, registerActor, uploadPhotos } from '../../test/durability-workload.js';
import {
  type ServerProcess,
  type ServerSettings,
  serverSettings,
  startServerProcess,
  stopServerProcess,
  type ThrowawayDatabase,
} from '../../test/server-process.js';
import { prepareServerProcess } from '../../test/test-database.js';

/*
 * npm run backup and npm run restore as an operator runs them (the bundled dist/backup.js), next
 * to the real server: a backup while it serves, a restore it refuses while the server runs or
 * while the target holds a marketplace, and one with --force that the server then serves.
 */
let database: ThrowawayDatabase;
let settings: ServerSettings;
let server: ServerProcess | undefined;

function runCli(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(serverRoot, 'dist/backup.js'), ...args], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      JWT_SECRET: settings.jwtSecret,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function listings(base: string): Promise<string> {
  return (await fetch(`${base}/api/property?limit=50`)).text();
}

beforeAll(async () => {
  database = await prepareServerProcess();
  settings = serverSettings(database);
  server = await startServerProcess(settings);
}, 180_000);

afterAll(async () => {
  await stopServerProcess(server);
  await database?.drop();
});

it('backs up while the server serves, refuses to restore over a marketplace, and restores with --force', async () => {
  const running = server as ServerProcess;
  // A listing with its photos, made through the API as a landlord makes one.
  const landlord = await registerActor(running.baseUrl, 'landlord', 'backup');
  const photos = await uploadPhotos(running.baseUrl, landlord, 2);
  expect(photos.status).toBe(201);
  await expectCall(running.baseUrl, 'POST', '/api/property/add', 201, {
    token: landlord.token,
    json: listingBody({ title: 'Backed-up flat', city: 'Pune', images: photos.body.urls, rupees: 18_000 }),
  });
  const before = await listings(running.baseUrl);
  expect(before).toContain('Backed-up flat');
  const photo = await fetch(`${running.baseUrl}${photos.body.urls[0]}`);
  expect(photo.status).toBe(200);
  const photoBytes = Buffer.from(await photo.arrayBuffer());

  const backup = await runCli(['backup']);
  expect(backup, backup.output).toMatchObject({ code: 0 });
  const file = /Backup written: (\S+)/.exec(backup.output)?.[1];
  expect(file).toMatch(/rentease-.*\.backup\.gz$/);
  // The server answered throughout (on the embedded engine, it wrote the backup itself).
  expect((await fetch(`${running.baseUrl}/api/health`)).status).toBe(200);

  const whileRunning = await runCli(['restore', file as string, '--force']);
  expect(whileRunning.code).toBe(1);
  expect(whileRunning.output).toMatch(/stop (it|the server) before restoring/);

  await stopServerProcess(server);
  server = undefined;
  const overData = await runCli(['restore', file as string]);
  expect(overData.code).toBe(1);
  expect(overData.output).toMatch(/add --force to replace/);

  const forced = await runCli(['restore', file as string, '--force']);
  expect(forced, forced.output).toMatchObject({ code: 0 });
  expect(forced.output).toMatch(/^Restored \d+ rows and \d+ images/m);

  server = await startServerProcess(settings);
  expect(await listings(server.baseUrl)).toBe(before);
  const restoredPhoto = await fetch(`${server.baseUrl}${photos.body.urls[0]}`);
  expect(Buffer.from(await restoredPhoto.arrayBuffer()).equals(photoBytes)).toBe(true);
}, 180_000);
