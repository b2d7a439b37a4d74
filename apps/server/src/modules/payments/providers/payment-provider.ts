import type { PaymentProviderName } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../../../config.js';

/**
 * The payment network behind one port (AppDeps.payments): the built-in demo checkout, Stripe or Razorpay.
 * Services never call a provider inside a database transaction — on the embedded engine every query
 * waits behind one lock, so a slow provider would stall every request.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * Opens a hosted checkout for `amountPaise`. Calling it again with the same `idempotencyKey`
   * returns the same session (a double-clicked "Confirm Booking" pays once).
   */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it now, or undefined when it does not know the id. */
  retrieveSession(sessionId: string): Promise<SessionState | undefined>;
  /**
   * Returns `amountPaise` of a captured payment to the payer. One `reference` is one refund: asking
   * again with it (a retried job, two workers) refunds once. Without one, the payment has a single
   * refund; a payment that is refunded more than once (the rent at a cancellation, the deposit at
   * move-out, an admin's decision on a dispute) names each refund.
   */
  refund(transactionId: string, amountPaise: number, reference?: string): Promise<void>;
  /**
   * Adds the adapter's own HTTP routes under /api: where its network tells us a checkout was paid
   * (a signed webhook), or what its hosted checkout page calls.
   */
  registerRoutes(api: FastifyInstance, hooks: PaymentRouteHooks): Promise<void>;
}

/** What the adapter's routes may do with us. */
export type PaymentRouteHooks = {
  /**
   * The money for a checkout session is taken: confirm its booking. Idempotent. Throws a NOT_FOUND
   * AppError for a session we never opened. An adapter that has just read the session from its own
   * network passes that `state`, so it is not asked again; without it, it is asked.
   */
  checkoutPaid: (sessionId: string, state?: SessionState) => Promise<void>;
  /** For routes anyone can call (a hosted checkout): requests per address and window. */
  rateLimit: RateLimitRule;
};

export type CheckoutRequest = {
  /** Our payment id: the provider's idempotency key and the session's reference. */
  idempotencyKey: string;
  amountPaise: number;
  currency: 'INR';
  /** One line the customer sees, e.g. "3 months at Sea-facing 2BHK from 01/12/2026". */
  description: string;
  /** Shown on the checkout page and kept with the session (strings only, as Stripe's metadata). */
  metadata: Record<string, string>;
  customerEmail: string;
  /**
   * The absolute addresses of our pages the customer comes back to. The adapter adds
   * `session_id=<its session id>` to their query, which those pages read.
   */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; url: string; expiresAt: Date };

export type SessionState = {
  /** open: not paid yet and still payable; paid: the money is taken; expired: closed unpaid. */
  status: 'open' | 'paid' | 'expired';
  /** The captured payment's id at the provider (set once paid). */
  transactionId: string | null;
  amountPaise: number;
  currency: string;
  /** How it was paid ('upi', 'card', 'netbanking', 'wallet', …) when the network says so. */
  method?: string | null;
};

/** The provider could not be reached or refused the call (network, bad key, its own outage). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
