import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyChoice,
  bodyExamples,
  describeChanges,
  describeRequest,
  errorShapeProblem,
  fuzzSettings,
  hostileBody,
  injectWithin,
  materializeBody,
  responseText,
  snapshotTables,
} from '../../test/hostile-input.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { StripePaymentProvider } from './providers/stripe.js';

/**
 * Hostile input on the one route the demo provider cannot reach past its first line:
 * POST /api/payment/webhook with the Stripe provider. Whatever the body, a delivery without a
 * valid signature is refused with 400 in the JSON error shape and writes nothing; a signed event
 * about a session we never opened is acknowledged.
 */
const FUZZ = fuzzSettings(20);
const WEBHOOK_SECRET = 'whsec_hostile_input_secret';

let t: TestContext;
let casesRun = 0;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Nothing here reaches Stripe's API: unsigned deliveries stop at the signature, signed ones
      // name sessions this database never opened.
      payments: () =>
        new StripePaymentProvider({ secretKey: 'sk_test_hostile', webhookSecret: WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:9' }),
    },
  );
});
afterAll(async () => {
  console.log(`hostile webhook deliveries on ${t.database.engine}: ${casesRun} (seed ${FUZZ.seed})`);
  await t.close();
});

type Signature = 'none' | 'garbage' | 'other secret' | 'another body' | 'expired';

function signatureFor(kind: Signature, payload: string): Record<string, string> {
  const sign = (body: string, secret: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });
  switch (kind) {
    case 'none':
      return {};
    case 'garbage':
      return { 'stripe-signature': "t=abc,v1=' OR 1=1--" };
    case 'other secret':
      return { 'stripe-signature': sign(payload, 'whsec_someone_else') };
    case 'another body':
      return { 'stripe-signature': sign('{"id":"evt_1","type":"checkout.session.completed"}', WEBHOOK_SECRET) };
    case 'expired':
      return { 'stripe-signature': sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3_600) };
  }
}

const EVENT = { id: 'evt_hostile', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_x' } } };

async function deliver(body: BodyChoice, signature: Signature) {
  const { payload, contentType } = materializeBody(body, EVENT);
  const text = typeof payload === 'string' ? payload : (payload?.toString('utf8') ?? '');
  const options = {
    method: 'POST' as const,
    url: '/api/payment/webhook',
    headers: { ...(contentType !== undefined ? { 'content-type': contentType } : {}), ...signatureFor(signature, text) },
    ...(payload !== undefined ? { payload } : {}),
  };
  const before = await snapshotTables(t.db);
  casesRun += 1;
  const res = await injectWithin(t.app, options, FUZZ.requestTimeoutMs);
  const answer = `${describeRequest(options)}\n→ ${res.statusCode} ${responseText(res).slice(0, 300)}`;
  expect(res.statusCode, answer).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, answer).toBeLessThan(500);
  expect(errorShapeProblem(res), answer).toBeUndefined();
  expect(describeChanges(before, await snapshotTables(t.db)), answer).toEqual([]);
}

const signatures = fc.constantFrom<Signature>('none', 'garbage', 'other secret', 'another body', 'expired');

describe('POST /api/payment/webhook (Stripe) with hostile deliveries', () => {
  it(
    'refuses every unsigned or wrongly signed body with a 4xx JSON error and writes nothing',
    async () => {
      const examples = bodyExamples(Object.keys(EVENT).length).flatMap((body) =>
        (['none', 'other secret'] as const).map((signature) => [body, signature] as [BodyChoice, Signature]),
      );
      await fc.assert(fc.asyncProperty(hostileBody(Object.keys(EVENT).length, Object.keys(EVENT)), signatures, deliver), {
        numRuns: examples.length + FUZZ.runs,
        seed: FUZZ.seed,
        examples,
      });
    },
    120_000 + FUZZ.runs * 500,
  );

  it(
    'acknowledges a signed event about a session it never opened, whatever its type and id',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(
            'checkout.session.completed',
            'checkout.session.async_payment_succeeded',
            'checkout.session.expired',
            'x',
          ),
          fc.oneof(
            fc.stringMatching(/^cs_(test|live)_[A-Za-z0-9]{1,60}$/),
            fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
          ),
          async (type, sessionId) => {
            const payload = JSON.stringify({ ...EVENT, type, data: { object: { id: sessionId, object: 'checkout.session' } } });
            const before = await snapshotTables(t.db);
            casesRun += 1;
            const res = await injectWithin(
              t.app,
              {
                method: 'POST',
                url: '/api/payment/webhook',
                headers: {
                  'content-type': 'application/json',
                  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
                },
                payload,
              },
              FUZZ.requestTimeoutMs,
            );
            expect(res.statusCode, `${type} ${JSON.stringify(sessionId)} → ${res.body}`).toBe(200);
            expect(res.json()).toEqual({ received: true });
            expect(describeChanges(before, await snapshotTables(t.db))).toEqual([]);
          },
        ),
        { numRuns: FUZZ.runs, seed: FUZZ.seed },
      );
    },
    120_000 + FUZZ.runs * 500,
  );
});
