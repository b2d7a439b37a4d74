import { bookingMessages, type PaymentSummary } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import { addCalendarMonths, todayInMarket } from '../../lib/dates.js';
import { bookAndPay, openCheckout } from '../../test/checkout.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;
let tenant: TestUser;
let admin: TestUser;
/** Session ids of three stays paid in January, January and March 2026 (India time). */
const paid: string[] = [];
let flatId: string;

beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
  tenant = await buildTenant(t.db);
  admin = await buildAdmin(t.db);
  const flat = await buildProperty(t.db, landlord, { title: 'Riverside flat', rupees: 25_000 });
  const villa = await buildProperty(t.db, landlord, { title: 'Hill villa', rupees: 90_000.5 });
  flatId = flat.id;
  const real = t.clock.now();
  try {
    t.clock.set(new Date('2026-01-10T06:00:00Z'));
    paid.push(await bookAndPay(t, tenant, flat, { moveInDate: '2026-01-10', months: 1 }));
    t.clock.set(new Date('2026-01-31T19:00:00Z')); // already 1 February (00:30) in India
    paid.push(await bookAndPay(t, tenant, villa, { moveInDate: '2026-02-01', months: 2 }));
    t.clock.set(new Date('2026-03-20T06:00:00Z'));
    paid.push(await bookAndPay(t, tenant, flat, { moveInDate: '2026-03-20', months: 3 }));
    // Opened and never paid: not a payment.
    await openCheckout(t, tenant, villa, { moveInDate: '2026-04-01', months: 1 });
  } finally {
    t.clock.set(real);
  }
});
afterAll(() => t.close());

const get = (url: string, user?: TestUser) => t.app.inject({ url, headers: user ? bearer(t.app, user) : {} });

describe('payment lists', () => {
  it("gives a tenant their payments, newest first, in the spec's shape", async () => {
    const res = await get(`/api/payment/tenant/${tenant.id}`, tenant);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PaymentSummary[];
    expect(body.map((p) => [p.property_title, p.amount])).toEqual([
      ['Riverside flat', 75_000],
      ['Hill villa', 180_001],
      ['Riverside flat', 25_000],
    ]);
    expect(body[0]).toMatchObject({
      status: 'paid',
      payment_date: '2026-03-20T06:00:00.000Z',
      tenant_name: `${tenant.firstName} ${tenant.lastName}`,
      tenant_phone: tenant.phone,
      move_in_date: '2026-03-20',
      duration: 3,
      booking: { property_id: flatId, move_in_date: '2026-03-20', duration: 3 },
      landlord_name: `${landlord.firstName} ${landlord.lastName}`,
      currency: 'INR',
    });
    expect(body[0]?.transaction_id).toMatch(/^txn_demo_/);
    expect(body[0]?.invoice_number).toMatch(/^RE-\d{6}$/);
    const numbers = body.map((p) => Number(p.invoice_number?.slice(3)));
    expect(numbers[0]).toBeGreaterThan(numbers[1] ?? 0);
    expect(numbers[1]).toBeGreaterThan(numbers[2] ?? 0);
  });

  it('gives a landlord the payments for their listings with total earnings', async () => {
    const res = await get(`/api/payment/landlord/${landlord.id}`, landlord);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { payments: PaymentSummary[]; totalEarnings: number };
    expect(body.payments).toHaveLength(3);
    expect(body.totalEarnings).toBe(280_001);
  });

  it("filters a landlord's payments by month in India time and by listing id or title, keeping the total", async () => {
    const byMonth = async (query: string) =>
      (await get(`/api/payment/landlord/${landlord.id}?${query}`, landlord)).json() as {
        payments: PaymentSummary[];
        totalEarnings: number;
      };
    expect((await byMonth('month=2026-01')).payments.map((p) => p.amount)).toEqual([25_000]);
    expect((await byMonth('month=2026-02')).payments.map((p) => p.amount)).toEqual([180_001]);
    expect((await byMonth('month=2026-04')).payments).toEqual([]);
    expect((await byMonth(`property=${flatId.slice(0, 8)}`)).payments.map((p) => p.amount)).toEqual([75_000, 25_000]);
    expect((await byMonth('property=hill')).payments.map((p) => p.amount)).toEqual([180_001]);
    expect((await byMonth('property=100%')).payments).toEqual([]);
    expect((await byMonth('month=2026-03&property=river')).totalEarnings).toBe(280_001);
    const bad = await get(`/api/payment/landlord/${landlord.id}?month=March`, landlord);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.month).toBe('Use a month as YYYY-MM');
  });

  it("sums a landlord's earnings per month in India time, oldest first", async () => {
    const res = await get(`/api/payment/landlord/${landlord.id}/monthly-summary`, landlord);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { month: '2026-01', total: 25_000 },
      { month: '2026-02', total: 180_001 },
      { month: '2026-03', total: 75_000 },
    ]);
  });

  it('does not count refunded payments as earnings', async () => {
    const owner = await buildLandlord(t.db);
    const property = await buildProperty(t.db, owner, { rupees: 10_000 });
    const first = await openCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    const second = await openCheckout(t, await buildTenant(t.db), property, { moveInDate: t.clock.today(), months: 1 });
    await t.app.inject({ method: 'POST', url: `/api/payment/demo/${first.sessionId}/pay`, payload: cardFor() });
    await t.app.inject({ method: 'POST', url: `/api/payment/demo/${second.sessionId}/pay`, payload: cardFor() });
    const body = (await get(`/api/payment/landlord/${owner.id}`, owner)).json();
    expect(body.payments.map((p: PaymentSummary) => p.status).sort()).toEqual(['paid', 'refunded']);
    expect(body.totalEarnings).toBe(10_000);
    const summary = (await get(`/api/payment/landlord/${owner.id}/monthly-summary`, owner)).json();
    expect(summary.map((m: { total: number }) => m.total)).toEqual([10_000]);
  });

  it('spreads each stay over its months when asked by month of stay, adding up to the same total', async () => {
    const owner = await buildLandlord(t.db);
    const property = await buildProperty(t.db, owner, { rupees: 12_000 });
    const moveIn = t.clock.today();
    await bookAndPay(t, await buildTenant(t.db), property, { moveInDate: moveIn, months: 3 });
    const month = (offset: number) => addCalendarMonths(moveIn, offset).slice(0, 7);
    const summary = async (by?: string) =>
      (await get(`/api/payment/landlord/${owner.id}/monthly-summary${by ? `?by=${by}` : ''}`, owner)).json();

    expect(await summary()).toEqual([{ month: todayInMarket(t.clock.now()).slice(0, 7), total: 36_000 }]);
    expect(await summary('paid')).toEqual(await summary());
    expect(await summary('stay')).toEqual([
      { month: month(0), total: 12_000 },
      { month: month(1), total: 12_000 },
      { month: month(2), total: 12_000 },
    ]);

    // Money refunded comes off the last months: what was kept fills the stay from its first month.
    await t.db
      .update(payments)
      .set({ status: 'partially_refunded', refundedAmountPaise: 1_900_000, refundedAt: t.clock.now() })
      .where(eq(payments.propertyId, property.id));
    expect(await summary('stay')).toEqual([
      { month: month(0), total: 12_000 },
      { month: month(1), total: 5_000 },
    ]);
    expect((await get(`/api/payment/landlord/${owner.id}/monthly-summary?by=week`, owner)).statusCode).toBe(400);
  });

  it("gives the admin every payment and refuses everyone else's lists", async () => {
    const all = (await get('/api/payment/all?limit=200', admin)).json() as PaymentSummary[];
    expect(all.filter((p) => p.tenant_name === `${tenant.firstName} ${tenant.lastName}`).length).toBeGreaterThanOrEqual(3);
    const stranger = await buildTenant(t.db);
    const otherLandlord = await buildLandlord(t.db);
    expect((await get('/api/payment/all', tenant)).statusCode).toBe(403);
    expect((await get('/api/payment/all', landlord)).statusCode).toBe(403);
    expect((await get(`/api/payment/tenant/${tenant.id}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/payment/tenant/${tenant.id}`, landlord)).statusCode).toBe(403);
    expect((await get(`/api/payment/landlord/${landlord.id}`, otherLandlord)).statusCode).toBe(403);
    expect((await get(`/api/payment/landlord/${landlord.id}/monthly-summary`, otherLandlord)).statusCode).toBe(403);
    expect((await get(`/api/payment/landlord/${landlord.id}`, tenant)).statusCode).toBe(403);
    expect((await get(`/api/payment/tenant/${tenant.id}`)).statusCode).toBe(401);
    expect((await get(`/api/payment/tenant/${tenant.id}`, admin)).statusCode).toBe(200);
    expect((await get(`/api/payment/landlord/${landlord.id}`, admin)).statusCode).toBe(200);
  });

  it('pages with Link headers', async () => {
    const first = await get(`/api/payment/tenant/${tenant.id}?limit=2`, tenant);
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-total-count']).toBe(String(3 + 1));
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    const rest = (await get(next ?? '', tenant)).json() as PaymentSummary[];
    const ids = [...first.json(), ...rest].map((p: PaymentSummary) => p.payment_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(4);
  });
});

const cardFor = () => ({ cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'T' });

describe('GET /api/payment/{paymentId}/invoice', () => {
  const invoiceOf = async (sessionId: string) => {
    const [row] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    if (!row) throw new Error('no payment');
    return row;
  };

  it('sends the paying tenant a PDF invoice with every field of the payment', async () => {
    const payment = await invoiceOf(paid[1] ?? '');
    const res = await get(`/api/payment/${payment.id}/invoice`, tenant);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice_${payment.id}.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const expected of [
      `RE-${String(payment.invoiceNumber).padStart(6, '0')}`,
      payment.id,
      payment.transactionId ?? 'missing',
      payment.bookingId,
      payment.propertyId,
      '₹1,80,001',
      '01/02/2026',
      '2 months',
      'Hill villa',
      `${tenant.firstName} ${tenant.lastName}`,
      `${landlord.firstName} ${landlord.lastName}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is for the paying tenant, the listing's landlord and the admin only", async () => {
    const payment = await invoiceOf(paid[0] ?? '');
    const url = `/api/payment/${payment.id}/invoice`;
    expect((await get(url, landlord)).statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);
    expect((await get(url, await buildTenant(t.db))).statusCode).toBe(403);
    expect((await get(url, await buildLandlord(t.db))).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown payment and 409 for one not paid yet', async () => {
    expect((await get('/api/payment/00000000-0000-4000-8000-000000000000/invoice', admin)).statusCode).toBe(404);
    expect((await get('/api/payment/nope/invoice', admin)).statusCode).toBe(404);
    const [unpaid] = await t.db.select().from(payments).where(eq(payments.status, 'pending'));
    const res = await get(`/api/payment/${unpaid?.id}/invoice`, tenant);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(bookingMessages.invoiceUnavailable);
  });
});
