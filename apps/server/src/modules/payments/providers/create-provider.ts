import type { PaymentsConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { DemoPaymentProvider } from './demo.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayPaymentProvider } from './razorpay.js';
import { StripePaymentProvider } from './stripe.js';

/** The configured payment network: the built-in demo checkout (default, offline), Stripe or Razorpay. */
export function createPaymentProvider(config: PaymentsConfig, db: Database, clock: Clock): PaymentProvider {
  switch (config.provider) {
    case 'stripe':
      return new StripePaymentProvider({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        apiUrl: config.apiUrl,
      });
    case 'razorpay':
      return new RazorpayPaymentProvider({
        keyId: config.keyId,
        keySecret: config.keySecret,
        webhookSecret: config.webhookSecret,
        apiUrl: config.apiUrl,
      });
    case 'demo':
      return new DemoPaymentProvider(db, clock);
  }
}
