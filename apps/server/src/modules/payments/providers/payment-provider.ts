import type { PaymentProviderName } from '../../../db/schema/index.js';

/**
 * The card network behind one port (AppDeps.payments): the built-in demo checkout or Stripe.
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
  /** Returns the whole captured amount of a payment to the card. */
  refund(transactionId: string, amountPaise: number): Promise<void>;
  /**
   * Verifies a webhook delivery's signature and reads it. Throws WebhookSignatureError when the
   * signature does not match; providers without webhooks (demo) leave this undefined.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): WebhookEvent;
}

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
  /** Absolute URLs; `{CHECKOUT_SESSION_ID}` in them is replaced by the session id (Stripe's convention). */
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
};

export type WebhookEvent = { type: 'checkout.completed'; sessionId: string } | { type: 'ignored'; eventType: string };

/** The provider could not be reached or refused the call (network, bad key, its own outage). */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook whose signature does not verify: never acted on. */
export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Replaces Stripe's `{CHECKOUT_SESSION_ID}` placeholder in a redirect URL. */
export function withSessionId(url: string, sessionId: string): string {
  return url.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId));
}
