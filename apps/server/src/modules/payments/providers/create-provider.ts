import type { PaymentsConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { DemoPaymentProvider } from './demo.js';
import type { PaymentProvider } from './payment-provider.js';
import { StripePaymentProvider } from './stripe.js';

/** The configured card network: the built-in demo checkout (default, offline) or Stripe. */
export function createPaymentProvider(config: PaymentsConfig, db: Database, clock: Clock): PaymentProvider {
  if (config.provider === 'stripe') {
    return new StripePaymentProvider({ secretKey: config.secretKey, webhookSecret: config.webhookSecret, apiUrl: config.apiUrl });
  }
  return new DemoPaymentProvider(db, clock);
}
