import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { LiveServerEvent, Property } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { type Actor, expectCall, listingBody, registerActor, uploadPhotos } from '../test/durability-workload.js';
import {
  type ServerProcess,
  serverSettings,
  startServerProcess,
  stopServerProcess,
  type ThrowawayDatabase,
} from '../test/server-process.js';
import { prepareServerProcess } from '../test/test-database.js';

/** The worker processes the cluster primary has forked right now (Linux: children by parent pid). */
function workersOf(primary: ServerProcess): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary.pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET over a connection of its own: the primary deals each new connection to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

type Listener = { socket: WebSocket; received: string[] };

/** A chat socket, authenticated, collecting the texts of the messages it is sent. */
async function listen(baseUrl: string, actor: Actor): Promise<Listener> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const received: string[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: actor.token })));
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveServerEvent;
      if (event.type === 'ready') resolve();
      if (event.type === 'message.new') received.push(event.message.message);
    });
    socket.once('close', (code) => reject(new Error(`socket closed before it was ready (${code})`)));
    socket.once('error', reject);
  });
  return { socket, received };
}

type Conversation = { tenantId: string; landlordId: string; propertyId: string };

/** A landlord with a listing (one photo) and a tenant, made through the API: a conversation's three parties. */
async function landlordTenantAndListing(baseUrl: string, label: string) {
  const landlord = await registerActor(baseUrl, 'landlord', label);
  const tenant = await registerActor(baseUrl, 'tenant', label);
  const photos = await uploadPhotos(baseUrl, landlord, 1);
  const listing = await expectCall<Property>(baseUrl, 'POST', '/api/property/add', 201, {
    token: landlord.token,
    json: listingBody({ title: `${label} flat`, city: 'Pune', images: photos.body.urls, rupees: 20_000 }),
  });
  return { landlord, tenant, listing };
}

/**
 * A chat client as the web app is one: when its socket closes it connects again (the server says
 * 1001, 'going away', when its process shuts down), and once ready it reads the conversation, so
 * that whatever was sent while it was away is seen. Collects every text it has seen either way.
 */
function reconnectingListener(baseUrl: string, actor: Actor, conversation: Conversation) {
  const seen = new Set<string>();
  const closeCodes: number[] = [];
  let socket: WebSocket | undefined;
  let stopped = false;
  let ready = false;
  const connect = () => {
    ready = false;
    const next = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
    socket = next;
    next.once('open', () => next.send(JSON.stringify({ type: 'auth', token: actor.token })));
    next.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveServerEvent;
      if (event.type === 'message.new') seen.add(event.message.message);
      if (event.type !== 'ready') return;
      ready = true;
      const { tenantId, landlordId, propertyId } = conversation;
      void fetch(`${baseUrl}/api/messages/conversation/${tenantId}/${landlordId}/${propertyId}`, {
        headers: { authorization: `Bearer ${actor.token}` },
      })
        .then((response) => response.json() as Promise<{ messages: { message: string }[] }>)
        .then((body) => {
          for (const message of body.messages) seen.add(message.message);
        })
        .catch(() => undefined);
    });
    next.on('error', () => undefined);
    next.once('close', (code) => {
      closeCodes.push(code);
      if (!stopped) setTimeout(connect, 100 + Math.random() * 200);
    });
  };
  connect();
  return {
    seen,
    closeCodes,
    isReady: () => ready,
    stop() {
      stopped = true;
      socket?.terminate();
    },
  };
}

// Several processes on one database need a PostgreSQL server; the embedded engine refuses
// CLUSTER_WORKERS > 1 at start (config.test.ts), so there is nothing to run here for it.
describe.runIf(inject('dbEngine') === 'postgres')('npm run start:cluster on PostgreSQL', () => {
  let database: ThrowawayDatabase;
  let primary: ServerProcess | undefined;
  const metricsToken = randomBytes(24).toString('base64url');

  beforeAll(async () => {
    database = await prepareServerProcess('postgres');
    primary = await startServerProcess({
      ...serverSettings(database),
      env: { CLUSTER_WORKERS: '2', METRICS_TOKEN: metricsToken },
    });
    await until(() => workersOf(primary as ServerProcess).length === 2, 'two workers');
  }, 180_000);

  afterAll(async () => {
    await stopServerProcess(primary);
    await database?.drop();
  });

  it('serves from two worker processes, with chat delivered from either to sockets on both', async () => {
    const server = primary as ServerProcess;
    const { landlord, tenant, listing } = await landlordTenantAndListing(server.baseUrl, 'Cluster');
    // An image stored through one worker is served by whichever answers (same DATA_DIR here).
    for (let i = 0; i < 4; i++) {
      const image = await fetch(`${server.baseUrl}${listing.images[0]}`);
      expect(image.status).toBe(200);
    }
    // New connections are dealt out round-robin: four sockets per person cover both workers.
    const sockets = await Promise.all([
      ...Array.from({ length: 4 }, () => listen(server.baseUrl, tenant)),
      ...Array.from({ length: 4 }, () => listen(server.baseUrl, landlord)),
    ]);
    try {
      for (let n = 1; n <= 4; n++) {
        await expectCall(server.baseUrl, 'POST', '/api/messages/send', 201, {
          token: n % 2 ? tenant.token : landlord.token,
          json: {
            tenantId: tenant.id,
            landlordId: landlord.id,
            propertyId: listing.id,
            senderId: n % 2 ? tenant.id : landlord.id,
            message: `hello ${n}`,
          },
        });
      }
      const all = ['hello 1', 'hello 2', 'hello 3', 'hello 4'];
      await until(() => sockets.every((s) => s.received.length >= all.length), 'every socket to hear every message', 10_000);
      for (const listener of sockets) expect([...listener.received].sort()).toEqual(all);
    } finally {
      for (const listener of sockets) listener.socket.terminate();
    }
  });

  it("answers a scrape with every worker's figures summed, whichever worker it reaches", async () => {
    const server = primary as ServerProcess;
    const scrape = async () => {
      const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const healthRequests = (text: string) =>
      [...text.matchAll(/^rentease_http_request_duration_seconds_count\{[^}]*route="\/api\/health"[^}]*\} (\d+)$/gm)].reduce(
        (sum, match) => sum + Number(match[1]),
        0,
      );
    const openSockets = (text: string) => Number(/^rentease_websocket_connections (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
    const before = healthRequests(await scrape());
    // A new connection each: the primary deals connections out to the workers in turn.
    for (let i = 0; i < 20; i++) expect(await getOnNewConnection(`${server.baseUrl}/api/health`)).toBe(200);
    const tenant = await registerActor(server.baseUrl, 'tenant', 'Metrics');
    const sockets = await Promise.all(Array.from({ length: 4 }, () => listen(server.baseUrl, tenant)));
    try {
      // Every scrape, whichever worker answers it, counts all twenty and all four sockets.
      for (let i = 0; i < 4; i++) {
        const text = await scrape();
        expect(healthRequests(text) - before).toBe(20);
        expect(openSockets(text)).toBe(4);
      }
    } finally {
      for (const listener of sockets) listener.socket.terminate();
    }
  });

  it('replaces a worker that dies and keeps answering meanwhile', async () => {
    const server = primary as ServerProcess;
    const [victim] = workersOf(server);
    expect(victim).toBeDefined();
    process.kill(victim as number, 'SIGKILL');
    await until(() => {
      const now = workersOf(server);
      return now.length === 2 && !now.includes(victim as number);
    }, 'a new worker');
    // New connections (a kept-alive one to the killed worker died with it, as a crash does): the
    // port answers on every one, from the surviving worker and the replacement.
    for (let i = 0; i < 6; i++) expect(await getOnNewConnection(`${server.baseUrl}/api/health`)).toBe(200);
  });

  it('replaces every worker one at a time on SIGHUP, answering every request meanwhile; sockets reconnect and miss no message', async () => {
    const server = primary as ServerProcess;
    const before = workersOf(server);
    expect(before).toHaveLength(2);
    const { landlord, tenant, listing } = await landlordTenantAndListing(server.baseUrl, 'Rolling');
    const conversation = { tenantId: tenant.id, landlordId: landlord.id, propertyId: listing.id };
    // Sockets on both workers (connections are dealt out round-robin), for both people.
    const listeners = [
      ...Array.from({ length: 3 }, () => reconnectingListener(server.baseUrl, tenant, conversation)),
      ...Array.from({ length: 3 }, () => reconnectingListener(server.baseUrl, landlord, conversation)),
    ];
    await until(() => listeners.every((listener) => listener.isReady()), 'every socket ready', 20_000);

    // Requests one after another, the whole time: none may fail or go unanswered. And a chat
    // message every so often: each one the server acknowledges must reach every person.
    let polling = true;
    const answers: number[] = [];
    const acknowledged: string[] = [];
    const poll = (async () => {
      while (polling) {
        const response = await fetch(`${server.baseUrl}/api/property?limit=1`).catch(() => undefined);
        answers.push(response?.status ?? 0);
        await response?.arrayBuffer();
      }
    })();
    const chat = (async () => {
      for (let n = 1; polling; n++) {
        const text = `during the restart ${n}`;
        const sent = await fetch(`${server.baseUrl}/api/messages/send`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ ...conversation, senderId: tenant.id, message: text }),
        }).catch(() => undefined);
        if (sent?.status === 201) acknowledged.push(text);
        await sent?.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    try {
      server.signal('SIGHUP');
      await until(
        () => {
          const now = workersOf(server);
          return now.length === 2 && now.every((pid) => !before.includes(pid));
        },
        'two new workers',
        90_000,
      );
      await until(() => server.output().includes('SIGHUP: every worker replaced'), 'the restart to end');
      polling = false;
      await Promise.all([poll, chat]);
      expect(answers.length).toBeGreaterThan(5);
      expect(answers.filter((status) => status !== 200)).toEqual([]);

      // Every socket was told to go away (1001) when its worker drained, and came back.
      for (const listener of listeners) expect(listener.closeCodes).toContain(1001);
      await until(() => listeners.every((listener) => listener.isReady()), 'every socket to reconnect', 20_000);
      expect(acknowledged.length).toBeGreaterThan(3);
      await until(
        () => listeners.every((listener) => acknowledged.every((text) => listener.seen.has(text))),
        'every acknowledged message to reach every person',
        10_000,
      );
    } finally {
      polling = false;
      for (const listener of listeners) listener.stop();
    }
  }, 180_000);

  it('stops every worker and exits cleanly on SIGTERM', async () => {
    const server = primary as ServerProcess;
    const workers = workersOf(server);
    primary = undefined;
    const exit = await stopServerProcess(server);
    expect(exit).toEqual({ code: 0, signal: null });
    const alive = workers.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  });
});
