import { randomUUID } from 'node:crypto';
import { lastNightOf, paperMessages } from '@rentease/contract';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingRow, bookings, type PaymentRow, payments, users } from '../../db/schema/index.js';
import { addCalendarDays } from '../../lib/dates.js';
import { bookAndPay } from '../../test/checkout.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const nameOf = (user: TestUser) => `${user.firstName} ${user.lastName}`;

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text;
}

function receipt(user: TestUser | undefined, paymentId: string) {
  return t.app.inject({ url: `/api/payment/${paymentId}/receipt`, headers: user ? bearer(t.app, user) : {} });
}

function statement(user: TestUser, bookingId: string, fy: string) {
  return t.app.inject({
    url: `/api/bookings/${bookingId}/rent-statement?fy=${encodeURIComponent(fy)}`,
    headers: bearer(t.app, user),
  });
}

/** A confirmed 'monthly' stay from 2026-03-15 for 12 months at ₹20,000 with a ₹40,000 deposit. */
async function monthlyStay(landlord?: TestUser) {
  const owner = landlord ?? (await buildLandlord(t.db));
  const tenant = await buildTenant(t.db);
  const listing = await buildProperty(t.db, owner, { images: 0, rupees: 20_000, deposit: 40_000 });
  const booking = await buildBooking(t.db, listing, tenant, { moveInDate: '2026-03-15', months: 12 });
  await t.db.update(bookings).set({ paymentPlan: 'monthly', depositPaise: 4_000_000 }).where(eq(bookings.id, booking.id));
  return { landlord: owner, tenant, listing, booking: { ...booking, paymentPlan: 'monthly' as const } };
}

/** A payment of `booking`, paid at `paidAt` (the trigger numbers it), or left pending. */
async function payment(
  booking: Pick<BookingRow, 'id' | 'tenantId' | 'landlordId' | 'propertyId'>,
  values: { rentPaise: number; depositPaise?: number; rentPeriod?: string; paidAt?: Date; refundedAmountPaise?: number },
): Promise<PaymentRow> {
  const [row] = await t.db
    .insert(payments)
    .values({
      bookingId: booking.id,
      tenantId: booking.tenantId,
      landlordId: booking.landlordId,
      propertyId: booking.propertyId,
      provider: 'demo',
      providerSessionId: `cs_${randomUUID()}`,
      transactionId: `txn_${randomUUID().slice(0, 8)}`,
      amountPaise: values.rentPaise + (values.depositPaise ?? 0),
      rentPaise: values.rentPaise,
      depositPaise: values.depositPaise ?? 0,
      rentPeriod: values.rentPeriod ?? null,
      refundedAmountPaise: values.refundedAmountPaise ?? 0,
      status: !values.paidAt ? 'pending' : values.refundedAmountPaise ? 'partially_refunded' : 'paid',
      paidAt: values.paidAt ?? null,
      invoiceNumber: values.paidAt ? sql<number>`nextval('payment_invoice_number_seq')` : null,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

describe('rent receipts', () => {
  it('print the receipt number, both names, the PAN, the period, the rent (not the deposit) in figures and words', async () => {
    const { landlord, tenant, listing, booking } = await monthlyStay();
    await t.db.update(users).set({ pan: 'ABCDE1234F' }).where(eq(users.id, landlord.id));
    const first = await payment(booking, {
      rentPaise: 2_000_000,
      depositPaise: 4_000_000,
      paidAt: new Date('2026-03-10T06:00:00Z'),
    });
    const second = await payment(booking, {
      rentPaise: 2_000_050,
      rentPeriod: '2026-04-15',
      paidAt: new Date('2026-04-12T06:00:00Z'),
    });

    const res = await receipt(tenant, first.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rent_receipt_${first.id}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Rent Receipt',
      'R-0001',
      nameOf(tenant),
      nameOf(landlord),
      'ABCDE1234F',
      listing.title,
      '15/03/2026 to 14/04/2026',
      '₹20,000',
      'Rupees Twenty Thousand Only',
      String(first.transactionId),
      '10/03/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('₹60,000');
    expect(text).not.toContain('₹40,000');

    const later = await pdfText((await receipt(landlord, second.id)).rawPayload);
    expect(later).toContain('R-0002');
    expect(later).toContain('15/04/2026 to 14/05/2026');
    expect(later).toContain('Rupees Twenty Thousand and Fifty Paise Only');
  });

  it('are written in Hindi for a reader who asks for Hindi, with the same amounts, as is the invoice', async () => {
    const { tenant, booking } = await monthlyStay();
    const paid = await payment(booking, {
      rentPaise: 2_000_000,
      depositPaise: 4_000_000,
      paidAt: new Date('2026-03-10T06:00:00Z'),
    });
    const inHindi = { ...bearer(t.app, tenant), 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
    const download = async (url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };

    const receiptUrl = `/api/payment/${paid.id}/receipt`;
    const hindiReceipt = await download(receiptUrl, inHindi);
    const englishReceipt = await download(receiptUrl, bearer(t.app, tenant));
    // Headings without the short i sign, which text extraction lists before its consonant.
    for (const heading of ['रसीद संख्या', 'तारीख़: 10/03/2026', 'पता']) expect(hindiReceipt).toContain(heading);
    expect(englishReceipt).toContain('Receipt No.');
    for (const same of ['R-0001', '₹20,000', '15/03/2026', '14/04/2026', nameOf(tenant)]) {
      expect(hindiReceipt).toContain(same);
      expect(englishReceipt).toContain(same);
    }
    expect(hindiReceipt).not.toContain('Receipt No.');
    // The amount in words in the receipt's language (text extraction splits रुपये at its vowel
    // sign, so the words are looked for around it), and the payment's time through Intl in it.
    expect(hindiReceipt).toContain('बीस हज़ार रु');
    expect(hindiReceipt).toContain('पये मात्र');
    expect(hindiReceipt).not.toContain('Rupees');
    expect(englishReceipt).toContain('Rupees Twenty Thousand Only');
    for (const receipt of [hindiReceipt, englishReceipt]) expect(receipt).toContain('10/03/2026, 11:30 am IST');

    const invoiceUrl = `/api/payment/${paid.id}/invoice`;
    const hindiInvoice = await download(invoiceUrl, inHindi);
    const englishInvoice = await download(invoiceUrl, bearer(t.app, tenant));
    for (const heading of ['भुगतान चालान', 'चालान संख्या', 'सुरक्षा जमा']) expect(hindiInvoice).toContain(heading);
    for (const same of ['₹60,000', '₹20,000', '₹40,000', paid.id]) {
      expect(hindiInvoice).toContain(same);
      expect(englishInvoice).toContain(same);
    }
    expect(englishInvoice).toContain('RentEase — Payment Invoice');
    expect(hindiInvoice).not.toContain('Payment Invoice');
  });

  it('cover the whole stay for a booking paid in full, and leave out a PAN the landlord never gave', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0, rupees: 15_000 });
    const moveInDate = addCalendarDays(t.clock.today(), 3);
    const sessionId = await bookAndPay(t, tenant, listing, { moveInDate, months: 2 });
    const [paid] = await t.db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, String(paid?.bookingId)));
    const text = await pdfText((await receipt(tenant, String(paid?.id))).rawPayload);
    const asPrinted = (date: string) => date.split('-').toReversed().join('/');
    expect(text).toContain(`${asPrinted(moveInDate)} to ${asPrinted(lastNightOf(String(booking?.endDate)))}`);
    expect(text).toContain('₹30,000');
    expect(text).toContain('Rupees Thirty Thousand Only');
    expect(text).not.toContain('PAN');
  });

  it('are for the tenant, the landlord and the admin only', async () => {
    const { tenant, landlord, booking } = await monthlyStay();
    const paid = await payment(booking, { rentPaise: 2_000_000, paidAt: new Date('2026-03-10T06:00:00Z') });
    expect((await receipt(landlord, paid.id)).statusCode).toBe(200);
    expect((await receipt(admin, paid.id)).statusCode).toBe(200);
    expect((await receipt(await buildTenant(t.db), paid.id)).statusCode).toBe(403);
    expect((await receipt(await buildLandlord(t.db), paid.id)).statusCode).toBe(403);
    expect((await receipt(undefined, paid.id)).statusCode).toBe(401);
    expect((await receipt(tenant, randomUUID())).statusCode).toBe(404);
    expect((await receipt(tenant, 'nope')).statusCode).toBe(404);
  });

  it('wait for the money (409), and are refused once the rent went back', async () => {
    const { tenant, booking } = await monthlyStay();
    const pending = await payment(booking, { rentPaise: 2_000_000 });
    const unpaid = await receipt(tenant, pending.id);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toBe(paperMessages.receiptUnavailable);
    const refunded = await payment((await monthlyStay()).booking, {
      rentPaise: 2_000_000,
      depositPaise: 4_000_000,
      refundedAmountPaise: 6_000_000,
      paidAt: new Date('2026-03-10T06:00:00Z'),
    });
    const gone = await receipt(admin, refunded.id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(paperMessages.receiptRefunded);
  });

  it('show only the rent kept when part of a payment went back beyond its deposit', async () => {
    const { tenant, booking } = await monthlyStay();
    const partly = await payment(booking, {
      rentPaise: 2_000_000,
      depositPaise: 4_000_000,
      // The whole deposit and ₹5,000 of rent went back.
      refundedAmountPaise: 4_500_000,
      paidAt: new Date('2026-03-10T06:00:00Z'),
    });
    const text = await pdfText((await receipt(tenant, partly.id)).rawPayload);
    expect(text).toContain('₹15,000');
    expect(text).toContain('Rupees Fifteen Thousand Only');
  });
});

describe('rent statements', () => {
  it('list the rent paid in one Indian financial year (India time), by payment date, with the total', async () => {
    const { tenant, booking } = await monthlyStay();
    // 31 March 20:00 UTC is already 1 April in India: in 2026-27.
    await payment(booking, { rentPaise: 2_000_000, depositPaise: 4_000_000, paidAt: new Date('2026-03-10T06:00:00Z') });
    await payment(booking, { rentPaise: 2_000_000, rentPeriod: '2026-04-15', paidAt: new Date('2026-03-31T20:00:00Z') });
    await payment(booking, { rentPaise: 2_100_000, rentPeriod: '2026-05-15', paidAt: new Date('2026-05-13T06:00:00Z') });
    await payment(booking, { rentPaise: 2_000_000, rentPeriod: '2026-06-15' });

    const res = await statement(tenant, booking.id, '2026-27');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rent_statement_${booking.reference}_2026-27.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Rent Statement');
    expect(text).toContain('2026-27');
    expect(text).toContain('01/04/2026 to 31/03/2027');
    expect(text).toContain('15/04/2026 to 14/05/2026');
    expect(text).toContain('15/05/2026 to 14/06/2026');
    expect(text).not.toContain('15/03/2026 to');
    expect(text).toContain('₹41,000');
    expect(text).toContain('Rupees Forty-One Thousand Only');
    expect(text.indexOf('15/04/2026 to')).toBeLessThan(text.indexOf('15/05/2026 to'));

    const earlier = await pdfText((await statement(tenant, booking.id, '2025-26')).rawPayload);
    expect(earlier).toContain('15/03/2026 to 14/04/2026');
    expect(earlier).toContain('Rupees Twenty Thousand Only');
  });

  it('refuse a malformed financial year with a field message', async () => {
    const { tenant, booking } = await monthlyStay();
    for (const fy of ['2026-28', '2026', '26-27', '']) {
      const res = await statement(tenant, booking.id, fy);
      expect(res.statusCode, fy).toBe(400);
      expect(res.json().details).toEqual({ fy: paperMessages.financialYearInvalid });
    }
  });

  it('are for the tenant, the landlord and the admin only', async () => {
    const { tenant, landlord, booking } = await monthlyStay();
    expect((await statement(tenant, booking.id, '2026-27')).statusCode).toBe(200);
    expect((await statement(landlord, booking.id, '2026-27')).statusCode).toBe(200);
    expect((await statement(admin, booking.id, '2026-27')).statusCode).toBe(200);
    expect((await statement(await buildTenant(t.db), booking.id, '2026-27')).statusCode).toBe(403);
    expect((await statement(tenant, randomUUID(), '2026-27')).statusCode).toBe(404);
  });
});

describe("a landlord's PAN", () => {
  const put = (user: TestUser, pan: string | undefined) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(t.app, user),
      payload: {
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: '',
        role: user.role,
        ...(pan === undefined ? {} : { pan }),
      },
    });
  const profile = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/profile', headers: bearer(t.app, user) })).json();

  it('is saved upper-cased, kept when left out, cleared by an empty string, and read back', async () => {
    const landlord = await buildLandlord(t.db);
    expect((await profile(landlord)).pan).toBe('');
    const saved = await put(landlord, ' abcde1234f ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().pan).toBe('ABCDE1234F');
    expect((await put(landlord, undefined)).json().pan).toBe('ABCDE1234F');
    expect((await profile(landlord)).pan).toBe('ABCDE1234F');
    expect((await put(landlord, '')).json().pan).toBe('');
  });

  it('must match the PAN format, with a field message', async () => {
    const landlord = await buildLandlord(t.db);
    for (const pan of ['ABCDE12345', 'ABC1234567', 'ABCDE1234', 'A1CDE1234F']) {
      const res = await put(landlord, pan);
      expect(res.statusCode, pan).toBe(400);
      expect(res.json().details).toEqual({ pan: paperMessages.panInvalid });
    }
  });

  it('is a landlord’s only', async () => {
    const tenant = await buildTenant(t.db);
    const res = await put(tenant, 'ABCDE1234F');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ pan: paperMessages.panLandlordsOnly });
    expect((await profile(tenant)).pan).toBeUndefined();
  });
});
