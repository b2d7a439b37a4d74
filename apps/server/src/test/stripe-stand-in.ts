import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Stripe's API that StripePaymentProvider calls, so its tests run
 * offline against real HTTP and the real SDK. It follows Stripe where our code depends on it:
 * form-encoded bodies, `Authorization: Bearer <secret key>`, idempotency keys that replay the first
 * answer (and refuse other parameters), the 30-minute minimum on `expires_at`, and Stripe's error
 * JSON. Everything else is left out.
 */

export type RecordedRequest = {
  method: string;
  /** Without the query string, e.g. /v1/checkout/sessions. */
  path: string;
  /** The form-encoded body as Stripe's SDK sends it: `line_items[0][price_data][unit_amount]` → '500000'. */
  form: Record<string, string>;
  headers: IncomingHttpHeaders;
};

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
};

type StripeErrorBody = { error: { type: string; code?: string; param?: string; message: string } };
type Answer = { status: number; body: unknown };
type IdempotentAnswer = Answer & { method: string; path: string; params: string };

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}): Answer {
  const body: StripeErrorBody = { error: { type, message, ...extra } };
  return { status, body };
}

/** Reads form fields that share a prefix: metadata[paymentId]=… → { paymentId: … }. */
function fieldsUnder(form: Record<string, string>, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.startsWith(`${prefix}[`) && key.endsWith(']') ? key.slice(prefix.length + 1, -1) : undefined;
    if (match !== undefined && !match.includes('[')) fields[match] = value;
  }
  return fields;
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  private readonly sessions = new Map<string, StandInSession>();
  private readonly refundedPaise = new Map<string, number>();
  private readonly idempotent = new Map<string, IdempotentAnswer>();
  private failures: { status: number; remaining: number } | undefined;

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    /** For STRIPE_API_URL / the provider's apiUrl (still set after close: a port nobody answers on). */
    readonly url: string,
    /** The only key the stand-in accepts, as Stripe accepts only your account's keys. */
    readonly secretKey: string,
  ) {}

  /** Listens on 127.0.0.1 at a random port. */
  static async start(options: { secretKey?: string } = {}): Promise<StripeStandIn> {
    let standIn: StripeStandIn | undefined;
    const server = createServer((req, res) => {
      if (!standIn) throw new Error('stand-in: request before start() finished');
      standIn.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify(stripeError(500, 'api_error', `stand-in failed: ${String(error)}`).body));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    standIn = new StripeStandIn(server, `http://127.0.0.1:${port}`, options.secretKey ?? 'sk_test_stand_in');
    return standIn;
  }

  /** The customer paid on Stripe's page: the session completes and gets a payment intent. */
  markPaid(sessionId: string): StandInSession {
    const session = this.sessionOrThrow(sessionId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: randomId('pi_'), url: null });
    return { ...session };
  }

  /** The session closed unpaid (Stripe does this at expires_at, or on checkout.sessions.expire). */
  expire(sessionId: string): StandInSession {
    const session = this.sessionOrThrow(sessionId);
    Object.assign(session, { status: 'expired', url: null });
    return { ...session };
  }

  /** The next `times` requests get this HTTP status and Stripe's error JSON, as during an outage. */
  failNext(status: number, times = 1): void {
    this.failures = { status, remaining: times };
  }

  /** Stripe keeps idempotency keys for 24 hours; this is the day after. */
  forgetIdempotencyKeys(): void {
    this.idempotent.clear();
  }

  /** Paise refunded so far on a payment intent. */
  refundedOn(paymentIntent: string): number {
    return this.refundedPaise.get(paymentIntent) ?? 0;
  }

  /** A copy of the session as the stand-in holds it now. */
  session(sessionId: string): StandInSession | undefined {
    const session = this.sessions.get(sessionId);
    return session && { ...session, metadata: { ...session.metadata } };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private sessionOrThrow(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`stand-in: no session ${sessionId}`);
    return session;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const form = Object.fromEntries(new URLSearchParams(rawBody));
    this.requests.push({ method, path, form, headers: req.headers });

    const answer = this.answer(req, method, path, form);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': randomId('req_') });
    res.end(JSON.stringify(answer.body));
  }

  private answer(req: IncomingMessage, method: string, path: string, form: Record<string, string>): Answer {
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining -= 1;
      return stripeError(this.failures.status, 'api_error', 'The stand-in is simulating an outage.');
    }
    const authorization = req.headers.authorization ?? '';
    if (authorization !== `Bearer ${this.secretKey}`) {
      const key = authorization.replace(/^Bearer /, '');
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`);
    }

    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return this.route(method, path, form);

    // Stripe replays the first answer for a key, and refuses the key with other parameters.
    const params = JSON.stringify(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)));
    const earlier = this.idempotent.get(key);
    if (earlier) {
      if (earlier.method !== method || earlier.path !== path || earlier.params !== params) {
        return stripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return earlier;
    }
    const answer = this.route(method, path, form);
    this.idempotent.set(key, { ...answer, method, path, params });
    return answer;
  }

  private route(method: string, path: string, form: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieve?.[1]) return this.retrieveSession(decodeURIComponent(retrieve[1]));
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createSession(form: Record<string, string>): Answer {
    const created = nowSeconds();
    const expiresAt = form.expires_at === undefined ? created + MAX_EXPIRY_SECONDS : Number(form.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt - created < MIN_EXPIRY_SECONDS || expiresAt - created > MAX_EXPIRY_SECONDS) {
      return stripeError(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be at least 30 minutes and less than 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      );
    }
    if (form.mode !== 'payment') {
      return stripeError(400, 'invalid_request_error', 'The stand-in only knows mode=payment.', { param: 'mode' });
    }

    let amountTotal = 0;
    let currency: string | undefined;
    for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
      const unitAmount = Number(form[`line_items[${i}][price_data][unit_amount]`]);
      const quantity = Number(form[`line_items[${i}][quantity]`]);
      if (!Number.isInteger(unitAmount) || unitAmount < 0) {
        return stripeError(400, 'invalid_request_error', 'Invalid integer.', {
          param: `line_items[${i}][price_data][unit_amount]`,
        });
      }
      amountTotal += unitAmount * quantity;
      currency ??= form[`line_items[${i}][price_data][currency]`];
    }
    if (!currency) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', { param: 'line_items' });
    }

    const id = randomId('cs_test_');
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amountTotal,
      amount_total: amountTotal,
      cancel_url: form.cancel_url ?? null,
      client_reference_id: form.client_reference_id ?? null,
      created,
      currency,
      customer_email: form.customer_email ?? null,
      expires_at: expiresAt,
      livemode: false,
      metadata: fieldsUnder(form, 'metadata'),
      mode: form.mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private retrieveSession(sessionId: string): Answer {
    const session = this.sessions.get(sessionId);
    if (!session) {
      return stripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, {
        code: 'resource_missing',
        param: 'session',
      });
    }
    // Stripe closes an unpaid session at expires_at by itself.
    if (session.status === 'open' && session.expires_at <= nowSeconds()) Object.assign(session, { status: 'expired', url: null });
    return { status: 200, body: session };
  }

  private createRefund(form: Record<string, string>): Answer {
    const paymentIntent = form.payment_intent;
    const session = [...this.sessions.values()].find((s) => paymentIntent && s.payment_intent === paymentIntent);
    if (!paymentIntent || !session) {
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${paymentIntent ?? ''}'`, {
        code: 'resource_missing',
        param: 'payment_intent',
      });
    }
    const refunded = this.refundedPaise.get(paymentIntent) ?? 0;
    const remaining = session.amount_total - refunded;
    if (remaining === 0) {
      return stripeError(400, 'invalid_request_error', `Charge for ${paymentIntent} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = form.amount === undefined ? remaining : Number(form.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return stripeError(400, 'invalid_request_error', 'Refund amount is greater than the unrefunded amount.', {
        code: 'amount_too_large',
        param: 'amount',
      });
    }
    this.refundedPaise.set(paymentIntent, refunded + amount);
    return {
      status: 200,
      body: {
        id: randomId('re_'),
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: paymentIntent,
        status: 'succeeded',
        created: nowSeconds(),
      },
    };
  }
}
