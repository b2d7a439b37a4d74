import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LiveServerEvent } from '@rentease/contract';
import WebSocket from 'ws';
import type { ChatPair } from './chat-seed.js';
import { createRandom, type Random } from './dataset.js';
import { type LatencySummary, summarise } from './load.js';

/**
 * The live half of the chat benchmark: one WebSocket per user, each user sending a message to the
 * other party of their conversation every `intervalMs` (±20%) through POST /api/messages/send on
 * their own server, open loop (a slow answer does not delay the next message). A ledger keyed by
 * the message's client key records when each message was sent and every `message.new` frame that
 * carried it, on every socket, so the end of the run can tell delivered from lost and duplicated.
 * Everything is timed with this process's performance.now(): sender and receiver share one clock.
 */

export type ChatClient = {
  userId: string;
  pair: ChatPair;
  /** The other party: the one who must receive what this client sends. */
  otherId: string;
  /** The server this client's socket and sends go to. */
  baseUrl: string;
  token: string;
};

export type TrafficOptions = { durationS: number; intervalMs: number; warmupS: number; seed: number };

/** Counts for one kind of delivery of acknowledged messages (to the receiver, or back to the sender's own socket). */
export type DeliveryFigures = {
  delivered: number;
  lost: number;
  /** Messages that arrived more than once, and the extra copies in all. */
  duplicated: number;
  extraCopies: number;
  /** Send (POST issued) → the frame read on this socket; messages sent after the warm-up only. */
  latencyMs: ChatLatency;
  samples: number;
};

/** load.ts's summary plus p95, which the issue asks of delivery. */
export type ChatLatency = LatencySummary & { p95: number };

export type TimelineWindow = { fromS: number; toS: number; sent: number; p50: number; p99: number };

export type TrafficResult = {
  sockets: number;
  connectMs: number;
  sends: {
    attempted: number;
    /** 2xx answers; 200 means the server answered a stored message again (a replayed client key). */
    acknowledged: number;
    replayed: number;
    failed: number;
    /** Every answer by status; "timeout" is a send without an answer, other words are network errors (ECONNRESET…). */
    statusCodes: Record<string, number>;
    latencyMs: ChatLatency;
    perSecond: number;
  };
  /** To the other participant, on the other server process when there are two. */
  delivery: DeliveryFigures;
  /** The server also sends message.new to the sender's own sockets (other tabs, and the echo that confirms a send). */
  echo: DeliveryFigures;
  /** Frames about messages whose send failed or never answered: delivered anyway, counted apart. */
  deliveredWithoutAck: number;
  /** message.new frames on a socket of neither participant, with an unknown client key, or with a changed text. */
  misdelivered: number;
  unknown: number;
  altered: number;
  /** conversation.updated frames: one per participant per message is expected. */
  conversationUpdates: { expected: number; received: number };
  /** Sockets the server closed during the run (none is expected), by close code. */
  unexpectedCloses: Record<string, number>;
  timeline: TimelineWindow[];
  /** Time from the last send until every acknowledged message had arrived (or the drain gave up). */
  drainMs: number;
  drainComplete: boolean;
  /** This process's event-loop delay during the run: a frame is timed late by up to this much. */
  benchLoopDelayMs: { p50: number; p99: number; max: number };
};

type SendRecord = {
  sender: ChatClient;
  text: string;
  sentAt: number;
  /** HTTP status; for a send without one, 'timeout' or the network error's code. */
  status: number | string | undefined;
  ackMs: number;
  received: number;
  receivedAt: number;
  echoed: number;
  echoedAt: number;
};

const CONNECT_CONCURRENCY = 50;
const READY_TIMEOUT_MS = 15_000;
const SEND_TIMEOUT_MS = 30_000;
/**
 * After the last send, every answer is waited for (each send times out after SEND_TIMEOUT_MS),
 * then every delivery, until the sockets have been quiet this long: a message that has not come
 * by then, with the servers idle, is lost rather than late. DRAIN_CAP_MS bounds it all.
 */
const DRAIN_QUIET_MS = 5000;
const DRAIN_CAP_MS = 120_000;
const DUPLICATE_GRACE_MS = 1500;
const TIMELINE_WINDOW_S = 5;
const JITTER = 0.2;
const CONVERSATION_UPDATED = '{"type":"conversation.updated"';
/** The delay histogram records the time between its timer's runs, so the resolution is subtracted from what it reports. */
const LOOP_DELAY_RESOLUTION_MS = 10;

/** The sockets of every client, connected and authenticated; close() ends them all. */
export class ChatFleet {
  private readonly sockets = new Map<ChatClient, WebSocket>();
  private closing = false;
  readonly unexpectedCloses: Record<string, number> = {};
  private frameHandler: (client: ChatClient, data: string, at: number) => void = () => undefined;
  connectMs = 0;

  constructor(private readonly clients: readonly ChatClient[]) {}

  /** Connects CONNECT_CONCURRENCY sockets at a time; each sends its token first, as the browser does, and waits for `ready`. */
  async connect(): Promise<void> {
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < this.clients.length) {
        const client = this.clients[next++];
        if (client) this.sockets.set(client, await this.open(client));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, this.clients.length) }, worker));
    this.connectMs = performance.now() - started;
  }

  onFrame(handler: (client: ChatClient, data: string, at: number) => void): void {
    this.frameHandler = handler;
  }

  get size(): number {
    return this.sockets.size;
  }

  private open(client: ChatClient): Promise<WebSocket> {
    const url = new URL('/api/ws', client.baseUrl);
    url.protocol = 'ws:';
    const socket = new WebSocket(url, { perMessageDeflate: false });
    return new Promise<WebSocket>((resolve, reject) => {
      let ready = false;
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`no "ready" from ${url} within ${READY_TIMEOUT_MS / 1000} s for user ${client.userId}`));
      }, READY_TIMEOUT_MS);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: client.token })));
      socket.on('message', (data) => {
        // Timed before anything else, so parsing is not part of the latency.
        const at = performance.now();
        const text = String(data);
        if (ready) return this.frameHandler(client, text, at);
        const event = JSON.parse(text) as LiveServerEvent;
        if (event.type !== 'ready') return;
        ready = true;
        clearTimeout(timer);
        resolve(socket);
      });
      socket.on('error', (error) => {
        if (ready) return;
        clearTimeout(timer);
        reject(error);
      });
      socket.on('close', (code) => {
        if (!ready) {
          clearTimeout(timer);
          reject(new Error(`socket of ${client.userId} closed with ${code} before "ready"`));
        } else if (!this.closing) {
          this.unexpectedCloses[code] = (this.unexpectedCloses[code] ?? 0) + 1;
        }
      });
    });
  }

  /** Closes every socket normally; those that do not finish the closing handshake in time are terminated. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      [...this.sockets.values()].map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              socket.terminate();
              resolve();
            }, 5000);
            socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            socket.close(1000, 'bench done');
          }),
      ),
    );
    this.sockets.clear();
  }
}

/** Runs the send phase on a connected fleet, then drains and settles the ledger. */
export async function runTraffic(
  fleet: ChatFleet,
  clients: readonly ChatClient[],
  options: TrafficOptions,
  log: (line: string) => void,
): Promise<TrafficResult> {
  const random = createRandom(options.seed);
  const ledger = new Map<string, SendRecord>();
  const counts = { misdelivered: 0, unknown: 0, altered: 0, conversationUpdates: 0 };
  // No cap on sockets (as 1,000 browsers would each have their own): a cap would queue sends in
  // this process and count the queueing as server latency. Keep-alive reuses the idle ones.
  const agent = new http.Agent({ keepAlive: true });
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  let inflight = 0;
  let lastFrameAt = performance.now();

  fleet.onFrame((client, data, at) => {
    lastFrameAt = at;
    // The summary update is half of all frames and needs no parsing to be counted.
    if (data.startsWith(CONVERSATION_UPDATED)) {
      counts.conversationUpdates++;
      return;
    }
    const event = JSON.parse(data) as LiveServerEvent;
    if (event.type !== 'message.new') return;
    const record = ledger.get(event.message.client_key ?? '');
    if (!record) {
      counts.unknown++;
      return;
    }
    if (event.message.message !== record.text) counts.altered++;
    if (client.userId === record.sender.otherId) {
      if (record.received++ === 0) record.receivedAt = at;
    } else if (client.userId === record.sender.userId) {
      if (record.echoed++ === 0) record.echoedAt = at;
    } else {
      counts.misdelivered++;
    }
  });

  const send = (client: ChatClient, key: string) => {
    const sentAt = performance.now();
    const text = `bench ${key} sent-at ${sentAt.toFixed(3)}`;
    const record: SendRecord = {
      sender: client,
      text,
      sentAt,
      status: undefined,
      ackMs: Number.NaN,
      received: 0,
      receivedAt: Number.NaN,
      echoed: 0,
      echoedAt: Number.NaN,
    };
    ledger.set(key, record);
    inflight++;
    const body = JSON.stringify({ ...client.pair, message: text, senderId: client.userId, clientKey: key });
    postJson(agent, new URL('/api/messages/send', client.baseUrl), body, client.token).then((status) => {
      inflight--;
      record.status = status;
      record.ackMs = performance.now() - sentAt;
    });
  };

  log(
    `  sending: ${clients.length} clients, one message every ${options.intervalMs} ms ±${JITTER * 100}% each, ${options.durationS} s…`,
  );
  const started = performance.now();
  loopDelay.enable();
  // Each client's next send; all of them are cancelled when the duration is up.
  const timers = new Map<ChatClient, NodeJS.Timeout>();
  clients.forEach((client, index) => {
    let sequence = 0;
    const tick = () => {
      send(client, `c${index}m${sequence++}`);
      timers.set(client, setTimeout(tick, jittered(options.intervalMs, random)));
    };
    // First sends spread over one interval, so the load starts level instead of in a burst.
    timers.set(client, setTimeout(tick, random.next() * options.intervalMs));
  });
  await sleep(options.durationS * 1000);
  for (const timer of timers.values()) clearTimeout(timer);
  const sendingEnded = performance.now();
  const sendWindowS = (sendingEnded - started) / 1000;

  log(`  draining (${ledger.size.toLocaleString('en-US')} messages sent)…`);
  const settled = () =>
    inflight === 0 && [...ledger.values()].every((r) => !isAcknowledged(r.status) || (r.received > 0 && r.echoed > 0));
  const drainDeadline = sendingEnded + DRAIN_CAP_MS;
  const quiet = () => inflight === 0 && performance.now() - lastFrameAt > DRAIN_QUIET_MS;
  while (!settled() && !quiet() && performance.now() < drainDeadline) await sleep(50);
  const drainMs = performance.now() - sendingEnded;
  const drainComplete = settled();
  await sleep(DUPLICATE_GRACE_MS);
  loopDelay.disable();
  agent.destroy();
  // Sends still unanswered after the drain are reported as such, not waited for any longer.
  for (const record of ledger.values()) if (record.status === undefined) record.status = 'timeout';

  const records = [...ledger.values()];
  const acknowledged = records.filter((r) => isAcknowledged(r.status));
  const measured = acknowledged.filter((r) => r.sentAt >= started + options.warmupS * 1000);
  const statusCodes: Record<string, number> = {};
  for (const r of records) statusCodes[String(r.status)] = (statusCodes[String(r.status)] ?? 0) + 1;
  const delayMs = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - LOOP_DELAY_RESOLUTION_MS);
  return {
    sockets: fleet.size,
    connectMs: fleet.connectMs,
    sends: {
      attempted: records.length,
      acknowledged: acknowledged.length,
      replayed: records.filter((r) => r.status === 200).length,
      failed: records.length - acknowledged.length,
      statusCodes,
      latencyMs: latencySummary(records.filter((r) => r.status !== 'timeout').map((r) => r.ackMs)),
      perSecond: records.length / sendWindowS,
    },
    delivery: deliveryFigures(acknowledged, measured, 'received'),
    echo: deliveryFigures(acknowledged, measured, 'echoed'),
    deliveredWithoutAck: records.filter((r) => !isAcknowledged(r.status) && r.received + r.echoed > 0).length,
    misdelivered: counts.misdelivered,
    unknown: counts.unknown,
    altered: counts.altered,
    conversationUpdates: { expected: acknowledged.length * 2, received: counts.conversationUpdates },
    unexpectedCloses: { ...fleet.unexpectedCloses },
    timeline: timeline(acknowledged, started, options.durationS),
    drainMs,
    drainComplete,
    benchLoopDelayMs: {
      p50: delayMs(loopDelay.percentile(50)),
      p99: delayMs(loopDelay.percentile(99)),
      max: delayMs(loopDelay.max),
    },
  };
}

function deliveryFigures(
  acknowledged: readonly SendRecord[],
  measured: readonly SendRecord[],
  side: 'received' | 'echoed',
): DeliveryFigures {
  const at = side === 'received' ? (r: SendRecord) => r.receivedAt : (r: SendRecord) => r.echoedAt;
  const duplicated = acknowledged.filter((r) => r[side] > 1);
  const latencies = measured.filter((r) => r[side] > 0).map((r) => at(r) - r.sentAt);
  return {
    delivered: acknowledged.filter((r) => r[side] > 0).length,
    lost: acknowledged.filter((r) => r[side] === 0).length,
    duplicated: duplicated.length,
    extraCopies: duplicated.reduce((sum, r) => sum + r[side] - 1, 0),
    latencyMs: latencySummary(latencies),
    samples: latencies.length,
  };
}

/** Receiver latency by when the message was sent, to show drift (warming up, a pause, a growing backlog). */
function timeline(acknowledged: readonly SendRecord[], started: number, windowS: number): TimelineWindow[] {
  const windows: TimelineWindow[] = [];
  for (let from = 0; from < windowS; from += TIMELINE_WINDOW_S) {
    const to = Math.min(windowS, from + TIMELINE_WINDOW_S);
    const inWindow = acknowledged.filter((r) => r.sentAt >= started + from * 1000 && r.sentAt < started + to * 1000);
    const latency = summarise(inWindow.filter((r) => r.received > 0).map((r) => r.receivedAt - r.sentAt));
    windows.push({ fromS: from, toS: to, sent: inWindow.length, p50: latency.p50, p99: latency.p99 });
  }
  return windows;
}

function latencySummary(samples: readonly number[]): ChatLatency {
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? Number.NaN;
  return { ...summarise(samples), p95 };
}

const isAcknowledged = (status: SendRecord['status']) => typeof status === 'number' && status >= 200 && status < 300;

const jittered = (intervalMs: number, random: Random) => intervalMs * (1 - JITTER + 2 * JITTER * random.next());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST with node:http on a keep-alive agent (lighter than fetch, which matters with the bench on
 * the same two cores as the servers). Resolves with the status, 'timeout', or a network error's
 * code; it never rejects, so one failure does not end the run.
 */
function postJson(agent: http.Agent, url: URL, body: string, token: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        method: 'POST',
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      resolve('timeout');
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    request.end(body);
  });
}
