import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { connect } from 'node:net';
import type { CheckoutSessionResponse, LoginResponse, Property, SendMessageBody, UploadResponse } from '@rentease/contract';
import sharp from 'sharp';

/**
 * Clients of a real server process over HTTP, for the durability tests: accounts and listings
 * made through the API, a burst of concurrent writes that records what the server acknowledged,
 * and requests held open at a known point (for a shutdown that must let them finish).
 */

export type Actor = { id: string; role: 'tenant' | 'landlord'; token: string; email: string };

export type Answer<T> = { status: number; body: T };

type CallOptions = { token?: string; json?: unknown; form?: FormData };

/** One HTTP call; resolves once the whole answer has arrived (an answer cut short rejects). */
export async function call<T>(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined = options.form;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T };
}

/** The same call, but anything other than the expected status throws with the answer. */
export async function expectCall<T>(
  baseUrl: string,
  method: string,
  path: string,
  status: number,
  options: CallOptions = {},
): Promise<T> {
  const answer = await call<T>(baseUrl, method, path, options);
  if (answer.status !== status) {
    throw new Error(`${method} ${path}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body;
}

const PASSWORD = 'durability-password';

/** Registers an account through the sign-up form's route and logs it in. */
export async function registerActor(baseUrl: string, role: Actor['role'], label: string): Promise<Actor> {
  const email = `${label}.${randomUUID().slice(0, 8)}@durability.test`;
  await expectCall(baseUrl, 'POST', '/api/auth/register', 201, {
    json: { firstName: label, lastName: role, email, password: PASSWORD, phone: '+91 90000 00000', role },
  });
  const login = await expectCall<LoginResponse>(baseUrl, 'POST', '/api/auth/login', 200, {
    json: { email, password: PASSWORD, role },
  });
  return { id: login.id, role, token: login.token, email };
}

let photo: Promise<Buffer> | undefined;
/** A small real JPEG (the server decodes and re-encodes every upload). */
function samplePhoto(): Promise<Buffer> {
  photo ??= sharp({ create: { width: 120, height: 90, channels: 3, background: { r: 30, g: 110, b: 160 } } })
    .jpeg()
    .toBuffer();
  return photo;
}

export type UploadedImages = { urls: string[]; thumbnails: string[]; refusal?: unknown };

function photoForm(bytes: Buffer, count: number): FormData {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  return form;
}

/** POST /api/uploads with `count` photos in one multipart request; the images' full and card URLs. */
export async function uploadPhotos(baseUrl: string, landlord: Actor, count: number): Promise<Answer<UploadedImages>> {
  const answer = await call<UploadResponse>(baseUrl, 'POST', '/api/uploads', {
    token: landlord.token,
    form: photoForm(await samplePhoto(), count),
  });
  if (answer.status !== 201) return { status: answer.status, body: { urls: [], thumbnails: [], refusal: answer.body } };
  const { images } = answer.body;
  return { status: answer.status, body: { urls: images.map((i) => i.url), thumbnails: images.map((i) => i.thumbnail_url) } };
}

export type ListingInput = { title: string; city: string; images: string[]; rupees: number };

export function listingBody(input: ListingInput) {
  return {
    title: input.title,
    description: 'Written during a durability test.',
    city: input.city,
    address: '7 Crash Lane',
    price: input.rupees,
    bedrooms: 2,
    bathrooms: 1,
    area: 850,
    propertyType: 'apartment',
    images: input.images,
  };
}

export function checkoutBody(tenant: Actor, listing: Pick<Property, 'id' | 'price' | 'available_date'>, months = 1) {
  return {
    tenantId: tenant.id,
    propertyId: listing.id,
    amount: listing.price * months,
    moveInDate: listing.available_date,
    duration: months,
  };
}

export const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Crash Test' };

// ---------------------------------------------------------------------------------------------
// The burst

export type ConversationKey = { tenantId: string; landlordId: string; propertyId: string };
export type AckedUpload = { ownerId: string } & UploadedImages;
export type AckedListing = { id: string; ownerId: string; city: string } & UploadedImages;
export type AckedMessage = { id: string; senderId: string; text: string; clientKey: string } & ConversationKey;
export type AckedCheckout = { tenant: Actor; propertyId: string; sessionId: string };

/** Every write the server answered with a 2xx, with the ids it gave. */
export type Acknowledged = {
  uploads: AckedUpload[];
  listings: AckedListing[];
  messages: AckedMessage[];
  checkouts: AckedCheckout[];
  /** Checkouts whose card payment was acknowledged (POST /api/payment/demo/{id}/pay → 200). */
  payments: AckedCheckout[];
};

export const emptyAcknowledged = (): Acknowledged => ({ uploads: [], listings: [], messages: [], checkouts: [], payments: [] });

type Kind = keyof Acknowledged;
const KINDS: Kind[] = ['uploads', 'listings', 'messages', 'checkouts', 'payments'];

export type BurstReport = {
  acknowledged: Acknowledged;
  /** Requests sent per kind. */
  sent: Record<Kind, number>;
  /** Requests that got no complete answer (the process died under them, or refused the connection). */
  unanswered: Record<Kind, number>;
  /** Answers other than 2xx: the workload is valid, so each one is a finding. */
  refused: string[];
  /** Requests sent and not yet answered at the moment of the kill, per kind. */
  inFlightAtKill: Record<Kind, number>;
  killedAfterMs: number;
  /** Milliseconds from the start to each kind's first and last acknowledgement. */
  ackedBetween: Partial<Record<Kind, [number, number]>>;
  /** Messages sent and never answered, to send again (with the same client key) after the restart. */
  unansweredMessages: { sender: Actor; body: SendMessageBody }[];
};

export type BurstPlan = {
  baseUrl: string;
  landlords: Actor[];
  tenants: Actor[];
  /** Conversations opened before the burst: tenants write and landlords answer in these. */
  conversations: ConversationKey[];
  /** Listings to book, one checkout each, split between the checkout streams. */
  bookable: Property[];
  checkoutStreams: number;
  /** Landlords' streams of new listings (upload two photos, then create), and how many each makes at most. */
  listingStreams: number;
  listingsPerStream: number;
  /** At most this many messages per sender (every tenant and landlord sends one after another). */
  messagesPerSender: number;
  cities: string[];
  /** When to pull the plug, judged after each acknowledgement. */
  shouldKill(acknowledged: Acknowledged, inFlight: Record<Kind, number>): boolean;
  kill(): void;
};

/** Ends a stream: the process is gone (or going), or the server refused a write. */
class Stop extends Error {
  constructor(readonly reason: 'killed' | 'unanswered' | 'refused') {
    super(reason);
  }
}

const zero = (): Record<Kind, number> => ({ uploads: 0, listings: 0, messages: 0, checkouts: 0, payments: 0 });

/**
 * Concurrent streams of writes — new listings (upload, then create), chat messages, checkouts
 * (open, then pay) — each sending its next write when the last is answered, until `kill` is called
 * in the same tick as the acknowledgement that satisfies `shouldKill`: the other streams' writes
 * are then in flight.
 */
export async function runBurst(plan: BurstPlan): Promise<BurstReport> {
  const report: BurstReport = {
    acknowledged: emptyAcknowledged(),
    sent: zero(),
    unanswered: zero(),
    refused: [],
    inFlightAtKill: zero(),
    killedAfterMs: -1,
    ackedBetween: {},
    unansweredMessages: [],
  };
  const started = performance.now();
  const inFlight = zero();
  let killed = false;

  const killNow = () => {
    if (killed) return;
    killed = true;
    report.inFlightAtKill = { ...inFlight };
    report.killedAfterMs = Math.round(performance.now() - started);
    plan.kill();
  };

  /** Sends one write; records its acknowledgement, or stops the stream it belongs to. */
  async function send<T>(kind: Kind, request: () => Promise<Answer<T>>, acknowledge: (body: T) => void): Promise<T> {
    if (killed) throw new Stop('killed');
    report.sent[kind] += 1;
    inFlight[kind] += 1;
    let answer: Answer<T>;
    try {
      answer = await request();
    } catch {
      report.unanswered[kind] += 1;
      throw new Stop('unanswered');
    } finally {
      inFlight[kind] -= 1;
    }
    if (answer.status < 200 || answer.status > 299) {
      report.refused.push(`${kind}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      throw new Stop('refused');
    }
    acknowledge(answer.body);
    const at = Math.round(performance.now() - started);
    report.ackedBetween[kind] = [report.ackedBetween[kind]?.[0] ?? at, at];
    if (plan.shouldKill(report.acknowledged, inFlight)) killNow();
    return answer.body;
  }

  const { baseUrl } = plan;
  const acked = report.acknowledged;
  let listingsAcknowledged: () => void = () => undefined;
  const firstListings = new Promise<void>((resolve) => {
    listingsAcknowledged = resolve;
  });

  const listingStream = async (stream: number) => {
    const landlord = plan.landlords[stream % plan.landlords.length] as Actor;
    for (let i = 0; i < plan.listingsPerStream; i++) {
      const n = stream * plan.listingsPerStream + i;
      const images = await send(
        'uploads',
        () => uploadPhotos(baseUrl, landlord, 2),
        (body) => acked.uploads.push({ ownerId: landlord.id, urls: body.urls, thumbnails: body.thumbnails }),
      );
      await send(
        'listings',
        () =>
          call<Property>(baseUrl, 'POST', '/api/property/add', {
            token: landlord.token,
            json: listingBody({
              title: `Burst flat ${n}`,
              city: plan.cities[n % plan.cities.length] as string,
              images: images.urls,
              rupees: 15_000 + n,
            }),
          }),
        (body) => {
          acked.listings.push({
            id: body.id,
            ownerId: landlord.id,
            city: body.city,
            urls: body.images,
            thumbnails: body.thumbnails,
          });
          if (acked.listings.length >= 2) listingsAcknowledged();
        },
      );
    }
  };

  const chatStream = async (sender: Actor, keys: ConversationKey[]) => {
    for (let i = 0; i < plan.messagesPerSender; i++) {
      const key = keys[i % keys.length] as ConversationKey;
      const clientKey = `burst-${sender.id.slice(0, 8)}-${i}`;
      const text = `Burst message ${i} from ${sender.role} ${sender.id.slice(0, 8)}`;
      const body: SendMessageBody = { ...key, message: text, clientKey };
      await send(
        'messages',
        () => call<{ message: { id: string } }>(baseUrl, 'POST', '/api/messages/send', { token: sender.token, json: body }),
        (answer) => acked.messages.push({ ...key, id: answer.message.id, senderId: sender.id, text, clientKey }),
      ).catch((error: unknown) => {
        if (error instanceof Stop && error.reason === 'unanswered') report.unansweredMessages.push({ sender, body });
        throw error;
      });
    }
  };

  const checkoutStream = async (stream: number) => {
    for (let n = stream; n < plan.bookable.length; n += plan.checkoutStreams) {
      const listing = plan.bookable[n] as Property;
      const tenant = plan.tenants[n % plan.tenants.length] as Actor;
      const session = await send(
        'checkouts',
        () =>
          call<CheckoutSessionResponse>(baseUrl, 'POST', '/api/payment/create-checkout-session', {
            token: tenant.token,
            json: checkoutBody(tenant, listing),
          }),
        (body) => acked.checkouts.push({ tenant, propertyId: listing.id, sessionId: body.sessionId }),
      );
      await send(
        'payments',
        () => call(baseUrl, 'POST', `/api/payment/demo/${session.sessionId}/pay`, { json: TEST_CARD }),
        () => acked.payments.push({ tenant, propertyId: listing.id, sessionId: session.sessionId }),
      );
    }
  };

  const listingStreams = Array.from({ length: plan.listingStreams }, (_, stream) => listingStream(stream));
  // Image processing makes listings by far the slowest writes: the quick streams start once two
  // are acknowledged, so that every kind of write is still being sent when the kill comes.
  await Promise.race([firstListings, Promise.allSettled(listingStreams)]);
  const streams: Promise<void>[] = [...listingStreams];
  for (const sender of [...plan.tenants, ...plan.landlords]) {
    const keys = plan.conversations.filter((c) => c.tenantId === sender.id || c.landlordId === sender.id);
    if (keys.length > 0) streams.push(chatStream(sender, keys));
  }
  for (let stream = 0; stream < plan.checkoutStreams; stream++) streams.push(checkoutStream(stream));

  const results = await Promise.allSettled(streams);
  for (const result of results) {
    if (result.status === 'rejected' && !(result.reason instanceof Stop)) throw result.reason;
  }
  // Every stream ran out before the condition held: the kill comes after them (the test notices).
  killNow();
  return report;
}

export const countAcknowledged = (acknowledged: Acknowledged) =>
  Object.fromEntries(KINDS.map((kind) => [kind, acknowledged[kind].length])) as Record<Kind, number>;

// ---------------------------------------------------------------------------------------------
// Requests held at a known point

export type HeldAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export type HeldRequest = {
  /** Resolves when the server has read the request line and headers and started handling it. */
  started: Promise<void>;
  /** Sends the body (the request is complete from then on). */
  release(): void;
  answer: Promise<HeldAnswer>;
};

/**
 * A request sent with `Expect: 100-continue` whose body is held back: the server's "100 Continue"
 * proves it has taken the request in, so a signal sent afterwards finds it in flight.
 */
export function holdRequest(
  baseUrl: string,
  agent: http.Agent,
  request: { method: string; path: string; token?: string; json?: unknown },
): HeldRequest {
  const payload = request.json === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(request.json));
  const headers: http.OutgoingHttpHeaders = { expect: '100-continue', 'content-length': payload.length };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const outgoing = http.request(`${baseUrl}${request.path}`, { method: request.method, headers, agent });
  const started = new Promise<void>((resolve, reject) => {
    outgoing.once('continue', () => resolve());
    outgoing.once('error', reject);
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    outgoing.once('error', reject);
    outgoing.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('aborted', () => reject(new Error('answer cut short')));
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
  });
  // Both promises are awaited by the caller; these keep an early failure from being "unhandled".
  started.catch(() => undefined);
  answer.catch(() => undefined);
  outgoing.flushHeaders();
  return { started, release: () => outgoing.end(payload), answer };
}

/** Whether a new TCP connection to the server's port is refused. */
export function isConnectionRefused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
