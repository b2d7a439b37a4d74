import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  BOOKING_PAGE_SIZE_MAX,
  type BookingSummary,
  CHAT_PAGE_SIZE_MAX,
  type ChatMessage,
  type CheckoutSessionResponse,
  type PaymentStatusResponse,
  type PaymentSummary,
  type Property,
} from '@rentease/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import {
  type Acknowledged,
  type Actor,
  type BurstReport,
  type ConversationKey,
  call,
  checkoutBody,
  countAcknowledged,
  emptyAcknowledged,
  expectCall,
  type HeldRequest,
  holdRequest,
  isConnectionRefused,
  listingBody,
  registerActor,
  runBurst,
  TEST_CARD,
  uploadPhotos,
} from '../test/durability-workload.js';
import {
  type Exit,
  type ServerProcess,
  type ServerSettings,
  serverSettings,
  startServerProcess,
  stopServerProcess,
  type ThrowawayDatabase,
} from '../test/server-process.js';
import { prepareServerProcess } from '../test/test-database.js';
import type { Database } from './client.js';
import { queryRows } from './sql.js';

/**
 * Durability of the real server process: a kill -9 in the middle of a burst of writes
 * loses nothing the server acknowledged and leaves nothing half-written; SIGTERM drains. The three
 * tests share one database and run in order: crash and restart, then a graceful shutdown of the
 * restarted server, then the database is read directly for what both left behind.
 */

const engine = inject('dbEngine');
const engineName = engine === 'pglite' ? 'the embedded engine (PGlite)' : 'PostgreSQL';

const BOOKABLE_PER_LANDLORD = 6;
const CHECKOUT_STREAMS = 2;
const LISTING_STREAMS = 4;
const LISTINGS_PER_STREAM = 6;
/** Below the chat rate limit (60 a minute per sender) with the fixtures' and the drain's messages. */
const MESSAGES_PER_SENDER = 45;
const BURST_CITIES = ['Pune', 'mumbai', 'Kochi', 'Crashpur', 'crashpur ', 'Newtown'];
/** How long "promptly" is for a drained server to exit after its last answer, on a busy machine. */
const PROMPT_EXIT_MS = 5_000;

type Fixtures = {
  landlords: Actor[];
  tenants: Actor[];
  conversations: ConversationKey[];
  bookable: Property[];
};

let database: ThrowawayDatabase | undefined;
let settings: ServerSettings;
let server: ServerProcess | undefined;
let fixtures: Fixtures;
let burst: BurstReport | undefined;
/** Writes acknowledged while the server drained on SIGTERM. */
const drained = emptyAcknowledged();
const timings: Record<string, number> = {};

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[label] = Math.round(performance.now() - started);
  }
}

function runningServer(): ServerProcess {
  if (!server) throw new Error('no server process is running');
  return server;
}

beforeAll(async () => {
  database = await timed('build if stale, and the database', () => prepareServerProcess());
  settings = serverSettings(database);
  server = await timed('first start', () => startServerProcess(settings));
  fixtures = await timed('fixtures', () => createFixtures(runningServer().baseUrl));
}, 240_000);

afterAll(async () => {
  if (server) {
    server.signal('SIGKILL');
    await server.exited;
  }
  await database?.drop();
  console.log(`[durability: ${engineName}] timings (ms): ${JSON.stringify(timings)}`);
});

/** Two landlords, four tenants, a chat listing per landlord with a conversation per tenant, and listings to book. */
async function createFixtures(baseUrl: string): Promise<Fixtures> {
  const [landlords, tenants] = await Promise.all([
    Promise.all([0, 1].map((i) => registerActor(baseUrl, 'landlord', `landlord${i}`))),
    Promise.all([0, 1, 2, 3].map((i) => registerActor(baseUrl, 'tenant', `tenant${i}`))),
  ]);
  const perLandlord = await Promise.all(
    landlords.map(async (landlord, l) => {
      const photos = await uploadPhotos(baseUrl, landlord, 1 + BOOKABLE_PER_LANDLORD);
      if (photos.status !== 201) throw new Error(`fixture upload refused: ${photos.status} ${JSON.stringify(photos.body)}`);
      return Promise.all(
        photos.body.urls.map((url, i) => {
          const body = listingBody({ title: `Fixture flat ${l}.${i}`, city: 'Fixturepur', images: [url], rupees: 10_000 + i });
          return expectCall<Property>(baseUrl, 'POST', '/api/property/add', 201, { token: landlord.token, json: body });
        }),
      );
    }),
  );
  const conversations = tenants.flatMap((tenant) =>
    perLandlord.map(([chatListing]) => ({
      tenantId: tenant.id,
      landlordId: chatListing?.user_id ?? '',
      propertyId: chatListing?.id ?? '',
    })),
  );
  await Promise.all(
    conversations.map((key) => {
      const tenant = tenants.find((t) => t.id === key.tenantId) as Actor;
      return expectCall(baseUrl, 'POST', '/api/messages/send', 201, {
        token: tenant.token,
        json: { ...key, message: 'Is it still available?' },
      });
    }),
  );
  return { landlords, tenants, conversations, bookable: perLandlord.flatMap((listings) => listings.slice(1)) };
}

describe(`the server process on ${engineName}`, () => {
  it('keeps every write it acknowledged before a kill -9 in the middle of a burst, after a restart', async () => {
    const victim = runningServer();
    const report = await timed('burst until kill', () =>
      runBurst({
        baseUrl: victim.baseUrl,
        ...fixtures,
        checkoutStreams: CHECKOUT_STREAMS,
        listingStreams: LISTING_STREAMS,
        listingsPerStream: LISTINGS_PER_STREAM,
        messagesPerSender: MESSAGES_PER_SENDER,
        cities: BURST_CITIES,
        // Mid-burst: every kind of write acknowledged, and every kind in flight. (The burst starts
        // the messages and checkouts once two listings are acknowledged.)
        shouldKill: (acked, inFlight) =>
          acked.payments.length >= 4 &&
          acked.messages.length >= 30 &&
          inFlight.uploads + inFlight.listings > 0 &&
          inFlight.checkouts + inFlight.payments > 0 &&
          inFlight.messages > 0,
        kill: () => victim.signal('SIGKILL'),
      }),
    );
    burst = report;
    const exit = await victim.exited;
    server = undefined;
    // The embedded engine replays its write-ahead log here, in the restarted process.
    server = await timed('restart after kill', () => startServerProcess(settings));
    const found = await timed('read back', () => findAcknowledged(runningServer().baseUrl, report.acknowledged));
    const recovery = await timed('status checks', () =>
      checkUnansweredPayments(runningServer().baseUrl, report, found.paidBefore),
    );
    const resent = await timed('messages sent again', () => resendUnansweredMessages(runningServer().baseUrl, report));

    console.log(
      [
        `[durability: ${engineName}] kill -9 after ${report.killedAfterMs} ms`,
        `  in flight   ${JSON.stringify(report.inFlightAtKill)}`,
        `  acknowledged between (ms) ${JSON.stringify(report.ackedBetween)}`,
        `  sent        ${JSON.stringify(report.sent)}`,
        `  acknowledged ${JSON.stringify(countAcknowledged(report.acknowledged))}`,
        `  found       ${JSON.stringify(found.found)}`,
        `  unanswered  ${JSON.stringify(report.unanswered)}`,
        `  unanswered payments after restart: ${JSON.stringify(recovery.outcomes)}`,
        `  unanswered messages sent again with their client key: ${JSON.stringify(resent.outcomes)}`,
      ].join('\n'),
    );

    expect(exit).toEqual({ code: null, signal: 'SIGKILL' });
    expect(report.refused, 'writes refused during the burst').toEqual([]);
    const inFlight = report.inFlightAtKill;
    expect(
      [inFlight.uploads + inFlight.listings, inFlight.messages, inFlight.checkouts + inFlight.payments].every((n) => n > 0),
      `listings, messages and checkouts in flight at the kill: ${JSON.stringify(inFlight)}`,
    ).toBe(true);
    expect(found.missing, 'acknowledged writes missing after the restart').toEqual([]);
    expect(found.found).toEqual(countAcknowledged(report.acknowledged));
    expect(recovery.unexpected, 'status checks of unanswered payments').toEqual([]);
    expect(resent.unexpected, 'unanswered messages sent again').toEqual([]);
  }, 240_000);

  it('on SIGTERM answers the requests in flight, refuses new connections, closes WebSockets with 1001 and exits 0', async () => {
    server ??= await timed('start for shutdown', () => startServerProcess(settings));
    const draining = server;
    const base = draining.baseUrl;
    const [tenant, otherTenant] = fixtures.tenants as [Actor, Actor];
    const landlord = fixtures.landlords[0] as Actor;
    const conversation = fixtures.conversations.find((c) => c.tenantId === tenant.id && c.landlordId === landlord.id);
    if (!conversation) throw new Error('fixture conversation missing');

    // Prepared with ordinary requests: photos for a listing created during the drain, a listing
    // with an open checkout paid during it, and paid stays whose invoices are rendered during it.
    const photos = await uploadPhotos(base, landlord, 4);
    expect(photos.status).toBe(201);
    const [forHeldListing, ...forBooking] = photos.body.urls;
    const listings = await Promise.all(
      forBooking.map((url, i) =>
        expectCall<Property>(base, 'POST', '/api/property/add', 201, {
          token: landlord.token,
          json: listingBody({ title: `Drain flat ${i}`, city: 'Drainpur', images: [url], rupees: 12_000 }),
        }),
      ),
    );
    const [toPayDuringDrain, ...paidBefore] = listings as [Property, ...Property[]];
    const invoices: string[] = [];
    for (const listing of paidBefore) {
      const session = await expectCall<CheckoutSessionResponse>(base, 'POST', '/api/payment/create-checkout-session', 200, {
        token: otherTenant.token,
        json: checkoutBody(otherTenant, listing),
      });
      await expectCall(base, 'POST', `/api/payment/demo/${session.sessionId}/pay`, 200, { json: TEST_CARD });
      const payments = await expectCall<PaymentSummary[]>(base, 'GET', `/api/payment/tenant/${otherTenant.id}?limit=200`, 200, {
        token: otherTenant.token,
      });
      const paid = payments.find((p) => p.booking.property_id === listing.id);
      if (!paid) throw new Error('a payment made before the drain is not listed');
      invoices.push(paid.payment_id);
    }
    const openCheckout = await expectCall<CheckoutSessionResponse>(base, 'POST', '/api/payment/create-checkout-session', 200, {
      token: tenant.token,
      json: checkoutBody(tenant, toPayDuringDrain),
    });

    const sockets = await Promise.all([tenant, landlord].map((actor) => openChatSocket(base, actor)));
    const agent = new http.Agent({ keepAlive: true });
    // A keep-alive connection left idle, as a browser keeps one.
    await new Promise<void>((resolve, reject) =>
      http.get(`${base}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject),
    );

    const held = {
      listing: holdRequest(base, agent, {
        method: 'POST',
        path: '/api/property/add',
        token: landlord.token,
        json: listingBody({
          title: 'Listed while draining',
          city: 'Drainpur',
          images: [forHeldListing as string],
          rupees: 13_000,
        }),
      }),
      tenantMessage: holdRequest(base, agent, {
        method: 'POST',
        path: '/api/messages/send',
        token: tenant.token,
        json: { ...conversation, message: 'Sent while the server drains', clientKey: 'drain-tenant' },
      }),
      landlordMessage: holdRequest(base, agent, {
        method: 'POST',
        path: '/api/messages/send',
        token: landlord.token,
        json: { ...conversation, message: 'Answered while the server drains', clientKey: 'drain-landlord' },
      }),
      payment: holdRequest(base, agent, {
        method: 'POST',
        path: `/api/payment/demo/${openCheckout.sessionId}/pay`,
        json: TEST_CARD,
      }),
      ...Object.fromEntries(
        invoices.map((id, i) => [
          `invoice${i}`,
          holdRequest(base, agent, { method: 'GET', path: `/api/payment/${id}/invoice`, token: otherTenant.token }),
        ]),
      ),
    } satisfies Record<string, HeldRequest>;
    const heldRequests = Object.values(held) as HeldRequest[];
    await Promise.all(heldRequests.map((h) => h.started));

    let exitedAt: number | undefined;
    const exited = draining.exited.then((exit) => {
      exitedAt = performance.now();
      return exit;
    });
    const sigtermAt = performance.now();
    draining.signal('SIGTERM');
    const refusedAfterMs = await pollUntil(() => isConnectionRefused(base), 10_000);
    const drainingWhenRefused = exitedAt === undefined;

    for (const request of heldRequests) request.release();
    const answers = await Promise.allSettled(heldRequests.map((h) => h.answer));
    const lastAnswerAt = performance.now();
    const exit = await Promise.race([exited, timeout<Exit>(PROMPT_EXIT_MS)]);
    if (!exit) {
      // Bounded: a shutdown still hanging is killed here (and fails below), not waited out.
      draining.signal('SIGKILL');
      await exited;
    }
    server = undefined;
    const closeCodes = await Promise.all(sockets.map((socket) => Promise.race([socket.closed, timeout<number>(5_000)])));
    agent.destroy();

    const described = Object.fromEntries(
      Object.entries(held).map(([name], i) => {
        const answer = answers[i];
        if (answer?.status !== 'fulfilled') return [name, `no answer: ${String(answer?.reason)}`];
        const { status, body, headers } = answer.value;
        return [name, `${status} ${headers['content-type'] ?? ''} ${body.length} bytes`];
      }),
    );
    console.log(
      [
        `[durability: ${engineName}] SIGTERM with ${heldRequests.length} request(s) in flight and ${sockets.length} WebSocket(s) open`,
        `  new connections refused ${refusedAfterMs ?? 'never'} ms after SIGTERM (server still draining: ${drainingWhenRefused})`,
        `  answers: ${JSON.stringify(described)}`,
        `  WebSocket close codes: ${JSON.stringify(closeCodes)}`,
        exit
          ? `  exit ${JSON.stringify(exit)} ${Math.round((exitedAt ?? 0) - sigtermAt)} ms after SIGTERM, ${Math.round((exitedAt ?? 0) - lastAnswerAt)} ms after the last answer`
          : `  no exit within ${PROMPT_EXIT_MS} ms of the last answer (${Math.round(lastAnswerAt - sigtermAt)} ms after SIGTERM): killed`,
      ].join('\n'),
    );

    recordDrained(answers, held, { landlord, tenant, conversation, toPayDuringDrain, openCheckout });
    // Soft: each part of the shutdown is its own finding, so one failing does not hide the others.
    const statusOf = (i: number) => (answers[i]?.status === 'fulfilled' ? answers[i].value.status : undefined);
    expect.soft(refusedAfterMs, 'new connections refused after SIGTERM').not.toBeUndefined();
    expect.soft(drainingWhenRefused, 'refused while requests were still in flight').toBe(true);
    expect
      .soft(
        heldRequests.map((_, i) => statusOf(i)),
        'answers',
      )
      .toEqual([201, 201, 201, 200, ...invoices.map(() => 200)]);
    for (const [i] of invoices.entries()) {
      const answer = answers[4 + i];
      const pdf = answer?.status === 'fulfilled' ? answer.value.body.toString('latin1') : '';
      expect.soft(pdf.startsWith('%PDF-') && pdf.trimEnd().endsWith('%%EOF'), `invoice ${i} is a whole PDF`).toBe(true);
    }
    expect.soft(closeCodes, 'WebSocket close codes (1001: going away)').toEqual(sockets.map(() => 1001));
    expect.soft(exit, `exit within ${PROMPT_EXIT_MS} ms of the last answer`).toEqual({ code: 0, signal: null });
  }, 180_000);

  it('leaves nothing half-written after the crash and the shutdown', async () => {
    if (server) {
      await stopServerProcess(server);
      server = undefined;
    }
    if (!database) throw new Error('no database');
    const handle = await timed('open database', () => (database as ThrowawayDatabase).open());
    try {
      const state = await readState(handle.db, database.dataDir);
      const acknowledged = mergeAcknowledged(burst?.acknowledged ?? emptyAcknowledged(), drained);
      const missing = missingFromDatabase(state, acknowledged);
      const halfWritten = findHalfWritten(state);
      console.log(
        [
          `[durability: ${engineName}] database after the crash and the shutdown: ${state.properties.length} listings, ${state.messages.length} messages, ${state.conversations.length} conversations, ${state.bookings.length} bookings, ${state.payments.length} payments, ${state.cities.length} cities`,
          `  acknowledged (burst + drain): ${JSON.stringify(countAcknowledged(acknowledged))}, missing: ${missing.length}`,
          `  half-written: ${halfWritten.violations.length}; left behind (harmless): ${JSON.stringify(halfWritten.leftovers)}`,
        ].join('\n'),
      );
      expect(burst, 'the crash test ran').toBeDefined();
      expect(missing, 'acknowledged writes missing from the database').toEqual([]);
      expect(halfWritten.violations, 'half-written state').toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Reading acknowledged writes back through the API

type FoundReport = {
  found: Record<keyof Acknowledged, number>;
  missing: string[];
  /** Session ids whose payment was already paid before any status check after the restart. */
  paidBefore: Set<string>;
};

async function findAcknowledged(baseUrl: string, acknowledged: Acknowledged): Promise<FoundReport> {
  const missing: string[] = [];
  const found = { uploads: 0, listings: 0, messages: 0, checkouts: 0, payments: 0 };
  const servedImages = new Map<string, Promise<boolean>>();
  const isServed = (url: string) => {
    let served = servedImages.get(url);
    if (!served) {
      served = fetch(`${baseUrl}${url}`).then(async (res) => res.status === 200 && (await res.arrayBuffer()).byteLength > 0);
      servedImages.set(url, served);
    }
    return served;
  };
  const allServed = async (urls: string[]) => (await Promise.all(urls.map(isServed))).every(Boolean);

  const uploads = acknowledged.uploads.map(async (upload) => {
    if (await allServed([...upload.urls, ...upload.thumbnails])) found.uploads += 1;
    else missing.push(`upload ${upload.urls.join(', ')}: an image file is not served`);
  });

  const listings = acknowledged.listings.map(async (listing) => {
    const answer = await call<Property>(baseUrl, 'GET', `/api/property/${listing.id}`);
    if (answer.status !== 200) return missing.push(`listing ${listing.id}: GET answered ${answer.status}`);
    const { images, thumbnails } = answer.body;
    if (JSON.stringify([images, thumbnails]) !== JSON.stringify([listing.urls, listing.thumbnails])) {
      return missing.push(
        `listing ${listing.id}: images ${JSON.stringify(images)}, acknowledged ${JSON.stringify(listing.urls)}`,
      );
    }
    if (!(await allServed([...images, ...thumbnails]))) return missing.push(`listing ${listing.id}: an image is not served`);
    found.listings += 1;
  });

  const byConversation = groupBy(acknowledged.messages, (m) => `${m.tenantId}/${m.landlordId}/${m.propertyId}`);
  const messages = [...byConversation].map(async ([conversation, sent]) => {
    const tenant = fixtures.tenants.find((t) => t.id === sent[0]?.tenantId) as Actor;
    const path = `/api/messages/conversation/${conversation}?limit=${CHAT_PAGE_SIZE_MAX}`;
    const answer = await expectCall<{ messages: ChatMessage[] }>(baseUrl, 'GET', path, 200, { token: tenant.token });
    const stored = new Map(answer.messages.map((m) => [m.id, m]));
    for (const message of sent) {
      const row = stored.get(message.id);
      if (row?.message === message.text && row.sender_id === message.senderId) found.messages += 1;
      else missing.push(`message ${message.id} (${message.clientKey}): ${row ? 'changed' : 'not in its conversation'}`);
    }
  });

  const checkouts = acknowledged.checkouts.map(async (checkout) => {
    const answer = await call(baseUrl, 'GET', `/api/payment/demo/${checkout.sessionId}`);
    if (answer.status === 200) found.checkouts += 1;
    else missing.push(`checkout ${checkout.sessionId}: GET answered ${answer.status}`);
  });

  // Read-only lists, before any status check can confirm a checkout as a side effect.
  const paidBefore = new Set<string>();
  const sessionOf = new Map(acknowledged.checkouts.map((c) => [c.propertyId, c.sessionId]));
  const payments = fixtures.tenants.map(async (tenant) => {
    const options = { token: tenant.token };
    const [paymentList, bookingList] = await Promise.all([
      expectCall<PaymentSummary[]>(baseUrl, 'GET', `/api/payment/tenant/${tenant.id}?limit=200`, 200, options),
      expectCall<BookingSummary[]>(
        baseUrl,
        'GET',
        `/api/bookings/tenant/${tenant.id}?limit=${BOOKING_PAGE_SIZE_MAX}`,
        200,
        options,
      ),
    ]);
    for (const payment of paymentList) {
      const session = sessionOf.get(payment.booking.property_id);
      if (payment.status === 'paid' && session) paidBefore.add(session);
    }
    for (const paid of acknowledged.payments.filter((p) => p.tenant.id === tenant.id)) {
      const payment = paymentList.find((p) => p.booking.property_id === paid.propertyId);
      const booking = bookingList.find((b) => b.property_id === paid.propertyId && b.status === 'confirmed');
      if (payment?.status === 'paid' && /^RE-\d{6}$/.test(payment.invoice_number ?? '') && booking) found.payments += 1;
      else {
        const paymentState = payment ? `${payment.status} ${payment.invoice_number}` : 'not listed';
        missing.push(`payment ${paid.sessionId}: payment ${paymentState}, booking ${booking ? 'confirmed' : 'not confirmed'}`);
      }
    }
  });

  await Promise.all([...uploads, ...listings, ...messages, ...checkouts, ...payments]);
  return { found, missing, paidBefore };
}

/**
 * Checkouts whose payment was sent but not answered: the tenant's success page asks for the
 * status, which confirms a checkout the card network has charged. Each must end paid or untouched.
 */
async function checkUnansweredPayments(baseUrl: string, report: BurstReport, paidBefore: Set<string>) {
  const answered = new Set(report.acknowledged.payments.map((p) => p.sessionId));
  const outcomes = { confirmedAnswerLost: 0, chargedConfirmedByStatusCheck: 0, neverCharged: 0 };
  const unexpected: string[] = [];
  for (const checkout of report.acknowledged.checkouts.filter((c) => !answered.has(c.sessionId))) {
    const status = await call<PaymentStatusResponse>(baseUrl, 'GET', `/api/payment/status/${checkout.sessionId}`, {
      token: checkout.tenant.token,
    });
    const code = status.status === 200 ? status.body.code : `HTTP ${status.status}`;
    if (paidBefore.has(checkout.sessionId) && code === 'PAYMENT_SUCCESS') outcomes.confirmedAnswerLost += 1;
    else if (code === 'PAYMENT_SUCCESS') outcomes.chargedConfirmedByStatusCheck += 1;
    else if (code === 'PAYMENT_PENDING') outcomes.neverCharged += 1;
    else unexpected.push(`${checkout.sessionId}: ${code}`);
  }
  return { outcomes, unexpected };
}

/**
 * A message whose answer was lost is sent again with the same client key, as the chat client does:
 * the one stored before the crash is answered (200), or it is stored now (201) — never twice.
 */
async function resendUnansweredMessages(baseUrl: string, report: BurstReport) {
  const outcomes = { storedBeforeTheCrash: 0, storedNow: 0 };
  const unexpected: string[] = [];
  for (const { sender, body } of report.unansweredMessages) {
    const answer = await call<{ message: ChatMessage }>(baseUrl, 'POST', '/api/messages/send', {
      token: sender.token,
      json: body,
    });
    if (answer.status === 200 && answer.body.message.message === body.message) outcomes.storedBeforeTheCrash += 1;
    else if (answer.status === 201) outcomes.storedNow += 1;
    else unexpected.push(`${body.clientKey}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { outcomes, unexpected };
}

// ---------------------------------------------------------------------------------------------
// The graceful shutdown

type ChatSocket = { closed: Promise<number> };

async function openChatSocket(baseUrl: string, actor: Actor): Promise<ChatSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: actor.token })));
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'ready') resolve();
    });
    void closed.then((code) => reject(new Error(`socket closed before it was ready (${code})`)));
  });
  return { closed };
}

function recordDrained(
  answers: PromiseSettledResult<{ status: number; body: Buffer }>[],
  held: Record<string, HeldRequest>,
  context: {
    landlord: Actor;
    tenant: Actor;
    conversation: ConversationKey;
    toPayDuringDrain: Property;
    openCheckout: CheckoutSessionResponse;
  },
) {
  const names = Object.keys(held);
  const bodyOf = (name: string) => {
    const answer = answers[names.indexOf(name)];
    if (answer?.status !== 'fulfilled' || answer.value.status < 200 || answer.value.status > 299) return undefined;
    return JSON.parse(answer.value.body.toString('utf8')) as unknown;
  };
  const listing = bodyOf('listing') as Property | undefined;
  if (listing) {
    drained.listings.push({
      id: listing.id,
      ownerId: context.landlord.id,
      city: listing.city,
      urls: listing.images,
      thumbnails: listing.thumbnails,
    });
  }
  for (const [name, sender, text, clientKey] of [
    ['tenantMessage', context.tenant, 'Sent while the server drains', 'drain-tenant'],
    ['landlordMessage', context.landlord, 'Answered while the server drains', 'drain-landlord'],
  ] as const) {
    const sent = bodyOf(name) as { message: { id: string } } | undefined;
    if (sent) drained.messages.push({ ...context.conversation, id: sent.message.id, senderId: sender.id, text, clientKey });
  }
  const checkout = { tenant: context.tenant, propertyId: context.toPayDuringDrain.id, sessionId: context.openCheckout.sessionId };
  drained.checkouts.push(checkout);
  if (bodyOf('payment')) drained.payments.push(checkout);
}

async function pollUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (await condition()) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

const timeout = <T>(ms: number) => new Promise<T | undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

// ---------------------------------------------------------------------------------------------
// The database, read directly

type State = Awaited<ReturnType<typeof readState>>;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}

async function readState(db: Database, dataDir: string) {
  return {
    properties: await rows<{ id: string; city: string; deleted_at: unknown; image_keys: [string, string][] }>(
      db,
      sql`SELECT id, city, deleted_at, image_keys FROM properties`,
    ),
    images: await rows<{ property_id: string; position: number; card_key: string; full_key: string }>(
      db,
      sql`SELECT pi.property_id, pi.position, u.card_key, u.full_key
          FROM property_images pi JOIN uploads u ON u.id = pi.upload_id ORDER BY pi.property_id, pi.position`,
    ),
    uploads: await rows<{ id: string; card_key: string; full_key: string }>(db, sql`SELECT id, card_key, full_key FROM uploads`),
    messages: await rows<{
      id: string;
      seq: string | number;
      tenant_id: string;
      landlord_id: string;
      property_id: string;
      sender_id: string;
      message: string;
      is_read: boolean;
    }>(db, sql`SELECT id, seq, tenant_id, landlord_id, property_id, sender_id, message, is_read FROM chat_messages`),
    conversations: await rows<{
      tenant_id: string;
      landlord_id: string;
      property_id: string;
      last_message_id: string | null;
      last_message_seq: string | number;
      tenant_unread: number;
      landlord_unread: number;
    }>(db, sql`SELECT * FROM conversations`),
    bookings: await rows<{ id: string; property_id: string; status: string }>(
      db,
      sql`SELECT id, property_id, status FROM bookings`,
    ),
    payments: await rows<{
      id: string;
      booking_id: string;
      status: string;
      invoice_number: string | number | null;
      paid_at: unknown;
      transaction_id: string | null;
      provider_session_id: string | null;
    }>(db, sql`SELECT id, booking_id, status, invoice_number, paid_at, transaction_id, provider_session_id FROM payments`),
    demoSessions: await rows<{ id: string; status: string }>(db, sql`SELECT id, status FROM demo_checkout_sessions`),
    cities: await rows<{ key: string; listing_count: number }>(db, sql`SELECT key, listing_count FROM cities`),
    files: new Set(listFiles(path.join(dataDir, 'uploads'))),
  };
}

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function mergeAcknowledged(a: Acknowledged, b: Acknowledged): Acknowledged {
  return {
    uploads: [...a.uploads, ...b.uploads],
    listings: [...a.listings, ...b.listings],
    messages: [...a.messages, ...b.messages],
    checkouts: [...a.checkouts, ...b.checkouts],
    payments: [...a.payments, ...b.payments],
  };
}

/** Map.groupBy, which Node 20 does not have yet. */
function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

function missingFromDatabase(state: State, acknowledged: Acknowledged): string[] {
  const missing: string[] = [];
  const uploadKeys = new Set(state.uploads.flatMap((u) => [u.card_key, u.full_key]));
  for (const upload of acknowledged.uploads) {
    for (const key of [...upload.urls, ...upload.thumbnails].map(keyOf)) {
      if (!uploadKeys.has(key)) missing.push(`upload ${key}: no row`);
      if (!state.files.has(key)) missing.push(`upload ${key}: no file`);
    }
  }
  const properties = new Map(state.properties.map((p) => [p.id, p]));
  for (const listing of acknowledged.listings) {
    const row = properties.get(listing.id);
    const fullKeys = state.images.filter((i) => i.property_id === listing.id).map((i) => i.full_key);
    if (!row || row.deleted_at !== null) missing.push(`listing ${listing.id}: ${row ? 'deleted' : 'no row'}`);
    else if (JSON.stringify(fullKeys) !== JSON.stringify(listing.urls.map(keyOf))) {
      missing.push(`listing ${listing.id}: images ${JSON.stringify(fullKeys)}, acknowledged ${JSON.stringify(listing.urls)}`);
    }
  }
  const messages = new Map(state.messages.map((m) => [m.id, m]));
  for (const message of acknowledged.messages) {
    const row = messages.get(message.id);
    if (row?.message !== message.text || row.sender_id !== message.senderId)
      missing.push(`message ${message.id}: ${row ? 'changed' : 'no row'}`);
  }
  const bookings = new Map(state.bookings.map((b) => [b.id, b]));
  const paymentOf = new Map(state.payments.map((p) => [p.provider_session_id, p]));
  for (const checkout of acknowledged.checkouts) {
    const payment = paymentOf.get(checkout.sessionId);
    if (!payment || !bookings.has(payment.booking_id)) missing.push(`checkout ${checkout.sessionId}: no payment and booking`);
  }
  for (const paid of acknowledged.payments) {
    const payment = paymentOf.get(paid.sessionId);
    const booking = payment && bookings.get(payment.booking_id);
    if (payment?.status !== 'paid' || payment.invoice_number === null || booking?.status !== 'confirmed') {
      missing.push(`payment ${paid.sessionId}: payment ${payment?.status ?? 'missing'}, booking ${booking?.status ?? 'missing'}`);
    }
  }
  return missing;
}

/** Invariants every committed state must keep, whatever was cut off: a list of violations. */
function findHalfWritten(state: State) {
  const violations: string[] = [];
  const live = state.properties.filter((p) => p.deleted_at === null);

  for (const listing of live) {
    const images = state.images.filter((i) => i.property_id === listing.id);
    if (images.length === 0) violations.push(`listing ${listing.id} has no images`);
    const mirrored = JSON.stringify(images.map((i) => [i.card_key, i.full_key]));
    if (JSON.stringify(listing.image_keys) !== mirrored)
      violations.push(`listing ${listing.id}: image_keys differ from its images`);
  }
  for (const upload of state.uploads) {
    for (const key of [upload.card_key, upload.full_key]) {
      if (!state.files.has(key)) violations.push(`upload ${upload.id}: file ${key} missing`);
    }
  }

  const conversationKey = (row: { tenant_id: string; landlord_id: string; property_id: string }) =>
    `${row.tenant_id}/${row.landlord_id}/${row.property_id}`;
  const messagesOf = groupBy(state.messages, conversationKey);
  const conversations = new Map(state.conversations.map((c) => [conversationKey(c), c]));
  for (const key of messagesOf.keys()) {
    if (!conversations.has(key)) violations.push(`conversation ${key}: messages without a conversation row`);
  }
  for (const [key, conversation] of conversations) {
    const messages = [...(messagesOf.get(key) ?? [])].sort((a, b) => Number(a.seq) - Number(b.seq));
    const last = messages.at(-1);
    const unreadFrom = (senderId: string) => messages.filter((m) => !m.is_read && m.sender_id === senderId).length;
    const expected = {
      lastMessageId: last?.id ?? null,
      lastMessageSeq: last ? Number(last.seq) : null,
      tenantUnread: unreadFrom(conversation.landlord_id),
      landlordUnread: unreadFrom(conversation.tenant_id),
    };
    const actual = {
      lastMessageId: conversation.last_message_id,
      lastMessageSeq: Number(conversation.last_message_seq),
      tenantUnread: conversation.tenant_unread,
      landlordUnread: conversation.landlord_unread,
    };
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      violations.push(`conversation ${key}: ${JSON.stringify(actual)}, its messages say ${JSON.stringify(expected)}`);
    }
  }

  const paymentOfBooking = new Map(state.payments.map((p) => [p.booking_id, p]));
  for (const booking of state.bookings) {
    const payment = paymentOfBooking.get(booking.id);
    if (!payment) violations.push(`booking ${booking.id} (${booking.status}) has no payment`);
    else if ((booking.status === 'confirmed') !== (payment.status === 'paid')) {
      violations.push(`booking ${booking.id} is ${booking.status} but its payment is ${payment.status}`);
    }
  }
  for (const payment of state.payments) {
    if (payment.status === 'paid' && (payment.invoice_number === null || payment.paid_at === null || !payment.transaction_id)) {
      violations.push(`payment ${payment.id} is paid without an invoice number, time or transaction`);
    }
  }
  const paymentOfSession = new Map(state.payments.map((p) => [p.provider_session_id, p]));
  for (const session of state.demoSessions.filter((s) => s.status !== 'open')) {
    const payment = paymentOfSession.get(session.id);
    if (!payment || !['paid', 'refund_pending', 'refunded'].includes(payment.status)) {
      violations.push(`card charged for ${session.id} (${session.status}) but its payment is ${payment?.status ?? 'missing'}`);
    }
  }

  const liveCount = groupBy(live, (p) => p.city.toLowerCase());
  const counted = new Map(state.cities.map((c) => [c.key, c.listing_count]));
  for (const key of new Set([...liveCount.keys(), ...counted.keys()])) {
    const expected = liveCount.get(key)?.length ?? 0;
    if ((counted.get(key) ?? 0) !== expected) {
      violations.push(`city ${key}: listing_count ${counted.get(key) ?? 'missing'}, live listings ${expected}`);
    }
  }

  const referenced = new Set(state.uploads.flatMap((u) => [u.card_key, u.full_key]));
  const leftovers = {
    /** Image files of an upload cut off before its row was written: never shown, only disk. */
    filesWithoutUpload: [...state.files].filter((file) => !referenced.has(file)).length,
    /** A checkout cut off between its payment row and the card network's session: a retry reuses it. */
    checkoutsWithoutSession: state.payments.filter((p) => p.provider_session_id === null).length,
    pendingBookings: state.bookings.filter((b) => b.status === 'pending_payment').length,
  };
  return { violations, leftovers };
}
