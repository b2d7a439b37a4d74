import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Razorpay's API that RazorpayPaymentProvider calls (Payment Links
 * and refunds), so its tests run offline against real HTTP and the real SDK. It follows Razorpay
 * where our code depends on it: JSON bodies, HTTP Basic auth with the key id and secret, one link
 * per reference_id, the 15-minute minimum on `expire_by`, refunds no larger than what is left, and
 * Razorpay's error JSON. Everything else is left out.
 */

export type RazorpayRecordedRequest = {
  method: string;
  /** Without the query string, e.g. /v1/payment_links. */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
};

export type StandInLinkPayment = { payment_id: string; plink_id: string; method: string; status: 'captured'; amount: number };

export type StandInLink = {
  id: string;
  entity: 'payment_link';
  amount: number;
  amount_paid: number;
  currency: string;
  description: string;
  reference_id: string | null;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  expire_by: number;
  callback_url: string | null;
  callback_method: string | null;
  notes: Record<string, string>;
  customer: Record<string, string>;
  short_url: string;
  payments: StandInLinkPayment[] | null;
  created_at: number;
};

type StandInRefund = {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: 'processed';
};
type Answer = { status: number; body: unknown };

const MIN_EXPIRY_SECONDS = 15 * 60;
const randomId = (prefix: string) => `${prefix}${randomBytes(7).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function razorpayError(status: number, description: string, field?: string): Answer {
  return {
    status,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'NA',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
  };
}

/** A webhook body and its X-Razorpay-Signature (hex HMAC-SHA256 of the exact bytes), as Razorpay signs it. */
export function signRazorpayWebhook(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** The payment_link.paid event Razorpay sends once a link is paid. */
export function linkPaidEvent(
  link: Pick<StandInLink, 'id' | 'amount'>,
  payment?: Pick<StandInLinkPayment, 'payment_id' | 'method'>,
) {
  return {
    entity: 'event',
    account_id: 'acc_standin',
    event: 'payment_link.paid',
    contains: ['payment_link', 'order', 'payment'],
    payload: {
      payment_link: { entity: { id: link.id, amount: link.amount, amount_paid: link.amount, status: 'paid' } },
      payment: { entity: { id: payment?.payment_id ?? 'pay_unknown', method: payment?.method ?? 'upi', status: 'captured' } },
    },
    created_at: nowSeconds(),
  };
}

export class RazorpayStandIn {
  readonly requests: RazorpayRecordedRequest[] = [];
  private readonly links = new Map<string, StandInLink>();
  private readonly refunds: StandInRefund[] = [];
  private failures: { status: number; remaining: number } | undefined;

  private constructor(
    private readonly server: ReturnType<typeof createServer>,
    /** For RAZORPAY_API_URL / the provider's apiUrl. */
    readonly url: string,
    readonly keyId: string,
    readonly keySecret: string,
  ) {}

  /** Listens on 127.0.0.1 at a random port. */
  static async start(options: { keyId?: string; keySecret?: string } = {}): Promise<RazorpayStandIn> {
    let standIn: RazorpayStandIn | undefined;
    const server = createServer((req, res) => {
      if (!standIn) throw new Error('stand-in: request before start() finished');
      standIn.handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: `stand-in failed: ${String(error)}` } }));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    standIn = new RazorpayStandIn(
      server,
      `http://127.0.0.1:${port}`,
      options.keyId ?? 'rzp_test_standin',
      options.keySecret ?? 'stand_in_key_secret',
    );
    return standIn;
  }

  /** The customer paid on Razorpay's page with `method`: the link is paid and has a captured payment. */
  markPaid(linkId: string, method = 'upi'): StandInLinkPayment {
    const link = this.linkOrThrow(linkId);
    const payment: StandInLinkPayment = {
      payment_id: randomId('pay_'),
      plink_id: link.id,
      method,
      status: 'captured',
      amount: link.amount,
    };
    Object.assign(link, { status: 'paid', amount_paid: link.amount, payments: [payment] });
    return payment;
  }

  /** The link closed unpaid (Razorpay does this at expire_by, or on cancel). */
  close(linkId: string, status: 'expired' | 'cancelled' = 'expired'): void {
    Object.assign(this.linkOrThrow(linkId), { status });
  }

  /** The next `times` requests get this HTTP status, as during an outage. */
  failNext(status: number, times = 1): void {
    this.failures = { status, remaining: times };
  }

  link(linkId: string): StandInLink | undefined {
    const link = this.links.get(linkId);
    return link && structuredClone(link);
  }

  /** Paise refunded so far on a payment. */
  refundedOn(paymentId: string): number {
    return this.refunds.filter((refund) => refund.payment_id === paymentId).reduce((sum, refund) => sum + refund.amount, 0);
  }

  refundsOn(paymentId: string): StandInRefund[] {
    return this.refunds.filter((refund) => refund.payment_id === paymentId).map((refund) => ({ ...refund }));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private linkOrThrow(linkId: string): StandInLink {
    const link = this.links.get(linkId);
    if (!link) throw new Error(`stand-in: no payment link ${linkId}`);
    return link;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const address = new URL(req.url ?? '/', 'http://stand-in');
    const body: Record<string, unknown> = raw ? JSON.parse(raw) : {};
    const query = Object.fromEntries(address.searchParams);
    this.requests.push({ method, path: address.pathname, query, body, headers: req.headers });
    const answer = this.answer(req, method, address.pathname, query, body);
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  }

  private answer(
    req: IncomingMessage,
    method: string,
    path: string,
    query: Record<string, string>,
    body: Record<string, unknown>,
  ): Answer {
    if (this.failures && this.failures.remaining > 0) {
      this.failures.remaining -= 1;
      return {
        status: this.failures.status,
        body: { error: { code: 'SERVER_ERROR', description: 'The stand-in is simulating an outage.' } },
      };
    }
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } };
    }
    if (method === 'POST' && path === '/v1/payment_links') return this.createLink(body);
    if (method === 'GET' && path === '/v1/payment_links') {
      const found = [...this.links.values()].filter((link) => !query.reference_id || link.reference_id === query.reference_id);
      return { status: 200, body: { payment_links: found } };
    }
    const fetchLink = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (method === 'GET' && fetchLink?.[1]) {
      const link = this.links.get(decodeURIComponent(fetchLink[1]));
      if (!link) return razorpayError(400, 'The id provided does not exist');
      // Razorpay closes an unpaid link at expire_by by itself.
      if (link.status === 'created' && link.expire_by <= nowSeconds()) link.status = 'expired';
      return { status: 200, body: link };
    }
    const refunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    if (method === 'GET' && refunds?.[1]) {
      const items = this.refundsOn(decodeURIComponent(refunds[1]));
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund?.[1]) return this.createRefund(decodeURIComponent(refund[1]), body);
    return razorpayError(404, `The requested URL was not found on the server (${method} ${path}).`);
  }

  private createLink(body: Record<string, unknown>): Answer {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(400, 'The amount must be atleast INR 1.00', 'amount');
    }
    const expireBy = typeof body.expire_by === 'number' ? body.expire_by : 0;
    if (expireBy && expireBy - nowSeconds() < MIN_EXPIRY_SECONDS) {
      return razorpayError(400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
    }
    const reference = typeof body.reference_id === 'string' ? body.reference_id : null;
    if (reference && [...this.links.values()].some((link) => link.reference_id === reference)) {
      return razorpayError(400, `Payment Link with reference id ${reference} already exists`, 'reference_id');
    }
    const id = randomId('plink_');
    const link: StandInLink = {
      id,
      entity: 'payment_link',
      amount,
      amount_paid: 0,
      currency: typeof body.currency === 'string' ? body.currency : 'INR',
      description: typeof body.description === 'string' ? body.description : '',
      reference_id: reference,
      status: 'created',
      expire_by: expireBy,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      callback_method: typeof body.callback_method === 'string' ? body.callback_method : null,
      notes: stringRecord(body.notes),
      customer: stringRecord(body.customer),
      short_url: `https://rzp.io/rzp/${id.slice(6)}`,
      payments: null,
      created_at: nowSeconds(),
    };
    this.links.set(id, link);
    return { status: 200, body: link };
  }

  private createRefund(paymentId: string, body: Record<string, unknown>): Answer {
    const link = [...this.links.values()].find((l) => l.payments?.some((payment) => payment.payment_id === paymentId));
    if (!link) return razorpayError(400, 'The id provided does not exist');
    const remaining = link.amount_paid - this.refundedOn(paymentId);
    if (remaining <= 0) return razorpayError(400, 'The payment has been fully refunded already');
    const amount = body.amount === undefined ? remaining : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > remaining) {
      return razorpayError(400, 'The refund amount provided is greater than amount captured', 'amount');
    }
    const refund: StandInRefund = {
      id: randomId('rfnd_'),
      entity: 'refund',
      payment_id: paymentId,
      amount,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'processed',
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry)]));
}
