import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyChoice,
  bodyExamples,
  describeChanges,
  describeRequest,
  errorShapeProblem,
  fuzzSettings,
  hostileBody,
  hostileQuery,
  injectWithin,
  materializeBody,
  materializeQuery,
  responseText,
  snapshotTables,
} from '../../test/hostile-input.js';
import { signRazorpayWebhook } from '../../test/razorpay-stand-in.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { RazorpayPaymentProvider } from './providers/razorpay.js';

/**
 * Hostile input on the routes only the Razorpay provider has: its webhook, where whatever the body
 * a delivery without a valid signature is refused with 400 in the JSON error shape and writes
 * nothing, and a signed event about a link we never opened is acknowledged; and the return address,
 * which only ever sends the browser to a path on our own site.
 */
const FUZZ = fuzzSettings(20);
const WEBHOOK_SECRET = 'razorpay_hostile_input_secret';

let t: TestContext;
let casesRun = 0;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Nothing here reaches Razorpay's API: unsigned deliveries stop at the signature, signed ones
      // name links this database never opened.
      payments: () =>
        new RazorpayPaymentProvider({
          keyId: 'rzp_test_hostile',
          keySecret: 'hostile',
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: 'http://127.0.0.1:9',
        }),
    },
  );
});
afterAll(async () => {
  console.log(`hostile Razorpay requests on ${t.database.engine}: ${casesRun} (seed ${FUZZ.seed})`);
  await t.close();
});

type Signature = 'none' | 'garbage' | 'other secret' | 'another body';

function signatureFor(kind: Signature, payload: string): Record<string, string> {
  switch (kind) {
    case 'none':
      return {};
    case 'garbage':
      return { 'x-razorpay-signature': "' OR 1=1--" };
    case 'other secret':
      return { 'x-razorpay-signature': signRazorpayWebhook(payload, 'someone_else') };
    case 'another body':
      return { 'x-razorpay-signature': signRazorpayWebhook('{"event":"payment_link.paid"}', WEBHOOK_SECRET) };
  }
}

const EVENT = { entity: 'event', event: 'payment_link.paid', payload: { payment_link: { entity: { id: 'plink_x' } } } };

async function deliver(body: BodyChoice, signature: Signature) {
  const { payload, contentType } = materializeBody(body, EVENT);
  const text = typeof payload === 'string' ? payload : (payload?.toString('utf8') ?? '');
  const options = {
    method: 'POST' as const,
    url: '/api/payment/razorpay/webhook',
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

describe('Razorpay routes with hostile input', () => {
  it(
    'refuses every unsigned or wrongly signed webhook body with a 4xx JSON error and writes nothing',
    async () => {
      const examples = bodyExamples(Object.keys(EVENT).length).flatMap((body) =>
        (['none', 'other secret'] as const).map((signature) => [body, signature] as [BodyChoice, Signature]),
      );
      await fc.assert(
        fc.asyncProperty(
          hostileBody(Object.keys(EVENT).length, Object.keys(EVENT)),
          fc.constantFrom<Signature>('none', 'garbage', 'other secret', 'another body'),
          deliver,
        ),
        { numRuns: examples.length + FUZZ.runs, seed: FUZZ.seed, examples },
      );
    },
    120_000 + FUZZ.runs * 500,
  );

  it(
    'acknowledges a signed event about a link it never opened, whatever its type and id',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('payment_link.paid', 'payment_link.expired', 'payment.captured', 'x'),
          fc.oneof(fc.stringMatching(/^plink_[A-Za-z0-9]{1,40}$/), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 })),
          async (event, linkId) => {
            const payload = JSON.stringify({ ...EVENT, event, payload: { payment_link: { entity: { id: linkId } } } });
            const before = await snapshotTables(t.db);
            casesRun += 1;
            const res = await injectWithin(
              t.app,
              {
                method: 'POST',
                url: '/api/payment/razorpay/webhook',
                headers: {
                  'content-type': 'application/json',
                  'x-razorpay-signature': signRazorpayWebhook(payload, WEBHOOK_SECRET),
                },
                payload,
              },
              FUZZ.requestTimeoutMs,
            );
            expect(res.statusCode, `${event} ${JSON.stringify(linkId)} → ${res.body}`).toBe(200);
            expect(res.json()).toEqual({ received: true });
            expect(describeChanges(before, await snapshotTables(t.db))).toEqual([]);
          },
        ),
        { numRuns: FUZZ.runs, seed: FUZZ.seed },
      );
    },
    120_000 + FUZZ.runs * 500,
  );

  it(
    'answers any return address with a redirect to a path of ours or a 4xx JSON error',
    async () => {
      const valid = { to: '/tenant/payment-success', razorpay_payment_link_id: 'plink_abc' };
      await fc.assert(
        fc.asyncProperty(hostileQuery(Object.keys(valid)), async (choice) => {
          const url = `/api/payment/razorpay/return?${materializeQuery(choice, valid)}`;
          casesRun += 1;
          const res = await injectWithin(t.app, { url }, FUZZ.requestTimeoutMs);
          const answer = `${url} → ${res.statusCode} ${responseText(res).slice(0, 300)}`;
          if (res.statusCode === 303) {
            expect(String(res.headers.location), answer).toMatch(/^\/(?![/\\])/);
            return;
          }
          expect(res.statusCode, answer).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, answer).toBeLessThan(500);
          expect(errorShapeProblem(res), answer).toBeUndefined();
        }),
        { numRuns: FUZZ.runs * 2, seed: FUZZ.seed },
      );
    },
    120_000 + FUZZ.runs * 500,
  );
});
