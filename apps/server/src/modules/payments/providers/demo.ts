import { randomBytes } from 'node:crypto';
import {
  checkoutMessages,
  DEMO_CARD_DECLINED,
  DEMO_CARD_SUCCESS,
  DEMO_UPI_DECLINED,
  DEMO_UPI_SUCCESS,
  type DemoCardPayBody,
  type DemoPayBody,
  type DemoUpiPayBody,
} from '@rentease/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.js';
import { type DemoCheckoutSessionRow, demoCheckoutSessions } from '../../../db/schema/index.js';
import type { Clock } from '../../../lib/clock.js';
import { AppError } from '../../../lib/errors.js';
import { demoCheckoutRoutes, withSessionId } from './demo.routes.js';
import type { CheckoutRequest, CheckoutSession, PaymentProvider, PaymentRouteHooks, SessionState } from './payment-provider.js';

const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** The session as the card network sees it: a paid session stays paid; an open one closes at expires_at. */
function stateOf(row: DemoCheckoutSessionRow, now: Date): SessionState['status'] {
  if (row.status !== 'open') return 'paid';
  return row.expiresAt <= now ? 'expired' : 'open';
}

function sessionStateOf(row: DemoCheckoutSessionRow, now: Date): SessionState {
  return {
    status: stateOf(row, now),
    transactionId: row.transactionId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    method: row.method,
  };
}

/** Valid through the last day of the month printed on the card (MM/YY). */
function hasCardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined) return true;
  const firstDayAfter = new Date(Date.UTC(2000 + year, month, 1));
  return firstDayAfter <= now;
}

/** Only the test card pays; the declined test card, and every other number, is refused as a network would. */
function assertCardPays(card: DemoCardPayBody, now: Date): void {
  if (hasCardExpired(card.expiry, now)) {
    throw AppError.badRequest(checkoutMessages.cardExpired, { expiry: checkoutMessages.cardExpired });
  }
  if (card.cardNumber === DEMO_CARD_DECLINED) {
    throw new AppError('PAYMENT_DECLINED', checkoutMessages.declined, 402, { cardNumber: checkoutMessages.declined });
  }
  if (card.cardNumber !== DEMO_CARD_SUCCESS) {
    throw new AppError('PAYMENT_DECLINED', checkoutMessages.testCardsOnly, 402, { cardNumber: checkoutMessages.testCardsOnly });
  }
}

/** As for cards: the test UPI id pays, the failing one is declined, any other is refused. */
function assertUpiPays(upi: DemoUpiPayBody): void {
  if (upi.upiId === DEMO_UPI_DECLINED) {
    throw new AppError('PAYMENT_DECLINED', checkoutMessages.upiDeclined, 402, { upiId: checkoutMessages.upiDeclined });
  }
  if (upi.upiId !== DEMO_UPI_SUCCESS) {
    throw new AppError('PAYMENT_DECLINED', checkoutMessages.testUpiOnly, 402, { upiId: checkoutMessages.testUpiOnly });
  }
}

/**
 * The built-in card network (PAYMENT_PROVIDER=demo): a hosted checkout page at /checkout/{sessionId}
 * on the app's own address (the one the success URL returns to, so the browser keeps its session
 * all the way round) that works offline. It takes only test cards — 4242 4242 4242
 * 4242 pays, 4000 0000 0000 0002 is declined — and test UPI ids — success@demo pays,
 * failure@demo is declined — so nobody types real payment details into a demo.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    // Same idempotency key, same session: the second insert does nothing and the first is read back.
    await this.db
      .insert(demoCheckoutSessions)
      .values({
        id: randomId('cs_demo_'),
        idempotencyKey: request.idempotencyKey,
        amountPaise: request.amountPaise,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: this.clock.now(),
        expiresAt: request.expiresAt,
      })
      .onConflictDoNothing({ target: demoCheckoutSessions.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.idempotencyKey, request.idempotencyKey));
    if (!row) throw new Error('demo checkout session vanished after insert');
    return { sessionId: row.id, url: `${new URL(row.successUrl).origin}/checkout/${row.id}`, expiresAt: row.expiresAt };
  }

  async retrieveSession(sessionId: string): Promise<SessionState | undefined> {
    const row = await this.find(sessionId);
    return row && sessionStateOf(row, this.clock.now());
  }

  async refund(transactionId: string, _amountPaise?: number, _reference?: string): Promise<void> {
    await this.db
      .update(demoCheckoutSessions)
      .set({ status: 'refunded' })
      .where(eq(demoCheckoutSessions.transactionId, transactionId));
  }

  /** The session for the checkout page, or 404. */
  async describe(sessionId: string): Promise<DemoCheckoutSessionRow & { state: SessionState['status'] }> {
    const row = await this.find(sessionId);
    if (!row) throw AppError.notFound('This checkout does not exist.');
    return { ...row, state: stateOf(row, this.clock.now()) };
  }

  /**
   * Charges a test card or test UPI id. Resolves with the success URL to send the customer to and
   * the paid session (as retrieveSession would now answer it: a paid session never changes); a
   * declined card or UPI id is a 402, a closed session a 409. The charge is one conditional update,
   * so two submissions of one session (two tabs, a double click) charge once.
   */
  async pay(sessionId: string, body: DemoPayBody): Promise<{ redirectUrl: string; paid: SessionState }> {
    const session = await this.describe(sessionId);
    if (session.state === 'paid') throw new AppError('CHECKOUT_CLOSED', checkoutMessages.alreadyPaid, 409);
    if (session.state === 'expired') throw new AppError('CHECKOUT_CLOSED', checkoutMessages.expired, 409);
    const now = this.clock.now();
    if (body.method === 'upi') assertUpiPays(body);
    else assertCardPays(body, now);
    const [charged] = await this.db
      .update(demoCheckoutSessions)
      .set({ status: 'paid', transactionId: randomId('txn_demo_'), paidAt: now, method: body.method ?? 'card' })
      .where(
        and(
          eq(demoCheckoutSessions.id, sessionId),
          eq(demoCheckoutSessions.status, 'open'),
          gt(demoCheckoutSessions.expiresAt, now),
        ),
      )
      .returning();
    if (!charged) throw new AppError('CHECKOUT_CLOSED', checkoutMessages.alreadyPaid, 409);
    return { redirectUrl: withSessionId(charged.successUrl, charged.id), paid: sessionStateOf(charged, now) };
  }

  async registerRoutes(api: FastifyInstance, hooks: PaymentRouteHooks): Promise<void> {
    await demoCheckoutRoutes(api, { provider: this, rateLimit: hooks.rateLimit, onPaid: hooks.checkoutPaid });
  }

  private async find(sessionId: string): Promise<DemoCheckoutSessionRow | undefined> {
    if (!/^cs_demo_[\w-]{1,64}$/.test(sessionId)) return undefined;
    const [row] = await this.db.select().from(demoCheckoutSessions).where(eq(demoCheckoutSessions.id, sessionId));
    return row;
  }
}
