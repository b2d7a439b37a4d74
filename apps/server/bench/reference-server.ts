import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

/**
 * The machine's ceiling, measured in the same run: a bare Fastify route in a process of its own
 * answering a fixed JSON body the size of a search page, with no database, validation, auth or
 * hooks. Every endpoint's req/s reads as a share of this figure (the issue asks for ≥ 25%).
 *
 * Given a PostgreSQL URL it also answers `databasePath`: the same body after the cheapest query
 * there is (`select 1`) on a pool of the server's size. That is the most any request that asks the
 * database anything can reach on this machine, as the search's figures are read against it.
 */
export type ReferenceServer = {
  baseUrl: string;
  path: string;
  /** Set when a database URL was given. */
  databasePath: string | undefined;
  bodyBytes: number;
  stop(): Promise<void>;
};

/** The size of one page of search results (20 listings) as the API answers it. */
const BODY_BYTES = 19_500;

const SCRIPT = `
import Fastify from 'fastify';
const bytes = Number(process.env.BODY_BYTES);
const item = { id: '00000000-0000-4000-8000-000000000000', title: 'A listing', city: 'Pune', price: 25000 };
const items = [];
while (JSON.stringify(items).length < bytes) items.push({ ...item, n: items.length });
const body = JSON.stringify(items);
const app = Fastify({ logger: false });
app.get('/reference', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
if (process.env.DATABASE_URL) {
  const pool = new (await import('pg')).default.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/reference/database', async (_request, reply) => {
    await pool.query('select 1');
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port, bytes: Buffer.byteLength(body) });
`;

export async function startReferenceServer(databaseUrl?: string): Promise<ReferenceServer> {
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    // Resolved from the server package, where fastify and pg are installed.
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, BODY_BYTES: String(BODY_BYTES), DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [ready] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the reference server exited (code ${code})`);
    }),
  ])) as [{ port: number; bytes: number }];
  return {
    baseUrl: `http://127.0.0.1:${ready.port}`,
    path: '/reference',
    databasePath: databaseUrl ? '/reference/database' : undefined,
    bodyBytes: ready.bytes,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
