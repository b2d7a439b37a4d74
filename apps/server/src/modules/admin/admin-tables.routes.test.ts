import { randomUUID } from 'node:crypto';
import type { AdminProperty, BookingSummary, PaymentSummary } from '@rentease/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, properties, propertyReports, users } from '../../db/schema/index.js';
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

const get = (user: TestUser | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? bearer(t.app, user) : {} });

/** A city no other test uses, so each test reads only its own listings from the shared database. */
const uniqueCity = () => `Adminpur ${randomUUID().slice(0, 8)}`;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function rename(user: TestUser, firstName: string, lastName: string) {
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
}

/** The CSV as rows of cells, after checking it starts with the byte-order mark Excel needs. */
function csvRows(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { relaxColumnCount: false }) as string[][];
}

/** Header → cell of each data row. */
function csvRecords(body: string): Record<string, string>[] {
  const [header = [], ...rows] = csvRows(body);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
}

describe('GET /api/admin/properties', () => {
  it('lists every listing newest first with owner, rent, status and the counts of confirmed stays and open reports', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    await rename(owner, 'Kavya', 'Iyer');
    const reporter = await buildTenant(t.db);
    const tenant = await buildTenant(t.db);
    const listed = await buildProperty(t.db, owner, { city, title: 'Listed flat', rupees: 32_500, createdAt: minutesAgo(3) });
    const hidden = await buildProperty(t.db, owner, { city, title: 'Hidden flat', createdAt: minutesAgo(2) });
    const deleted = await buildProperty(t.db, owner, { city, title: 'Deleted flat', createdAt: minutesAgo(1) });
    await t.db
      .update(properties)
      .set({ hiddenAt: new Date(), hiddenReason: 'Photos are fake' })
      .where(eq(properties.id, hidden.id));
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, deleted.id));
    await buildBooking(t.db, listed, tenant, { moveInDate: '2026-01-01', months: 2 });
    await buildBooking(t.db, listed, tenant, { moveInDate: '2026-03-01', months: 1 });
    // An unpaid checkout is no booking.
    await buildBooking(t.db, listed, tenant, { moveInDate: '2026-05-01', months: 1, status: 'pending_payment' });
    await t.db.insert(propertyReports).values([
      { propertyId: listed.id, reporterId: reporter.id, reason: 'scam' },
      { propertyId: listed.id, reporterId: tenant.id, reason: 'inaccurate', status: 'dismissed' },
    ]);

    const answer = await get(admin, `/api/admin/properties?city=${encodeURIComponent(city)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-total-count']).toBe('3');
    const rows = answer.json<AdminProperty[]>();
    expect(rows.map((row) => [row.title, row.status])).toEqual([
      ['Deleted flat', 'deleted'],
      ['Hidden flat', 'hidden'],
      ['Listed flat', 'listed'],
    ]);
    expect(rows[1]?.hidden_reason).toBe('Photos are fake');
    expect(rows[2]).toMatchObject({
      id: listed.id,
      city,
      price: 32_500,
      owner_id: owner.id,
      owner_name: 'Kavya Iyer',
      owner_email: owner.email,
      hidden_reason: null,
      bookings: 2,
      open_reports: 1,
    });
  });

  it('pages with X-Total-Count and a Link to the next page, and filters by status', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await buildProperty(t.db, owner, { city, title: `Flat ${i}`, createdAt: minutesAgo(10 - i) }));
    const hidden = made[1];
    if (!hidden) throw new Error('no listing');
    await t.db.update(properties).set({ hiddenAt: new Date(), hiddenReason: 'Duplicate' }).where(eq(properties.id, hidden.id));

    const first = await get(admin, `/api/admin/properties?city=${encodeURIComponent(city)}&limit=2`);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.json<AdminProperty[]>().map((row) => row.title)).toEqual(['Flat 4', 'Flat 3']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    if (!next) throw new Error('no next link');
    expect(next).toContain('city=');
    const second = await get(admin, next);
    expect(second.json<AdminProperty[]>().map((row) => row.title)).toEqual(['Flat 2', 'Flat 1']);

    const onlyHidden = await get(admin, `/api/admin/properties?city=${encodeURIComponent(city)}&status=hidden`);
    expect(onlyHidden.headers['x-total-count']).toBe('1');
    expect(onlyHidden.json<AdminProperty[]>().map((row) => row.title)).toEqual(['Flat 1']);
    const onlyListed = await get(admin, `/api/admin/properties?city=${encodeURIComponent(city)}&status=listed`);
    expect(onlyListed.headers['x-total-count']).toBe('4');
  });

  it('searches title, city, address and the owner’s name and email, with % and _ taken literally', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    const marker = randomUUID().slice(0, 8);
    await rename(owner, 'Zoravar', `Singh${marker}`);
    const byTitle = await buildProperty(t.db, owner, { city, title: `Sea view ${marker} 100% furnished` });
    await buildProperty(t.db, owner, { city, title: 'Garden house', address: `12 Lane ${marker}` });
    const other = await buildLandlord(t.db);
    await buildProperty(t.db, other, { city, title: 'Somebody else’s flat' });

    const titles = async (q: string) =>
      (await get(admin, `/api/admin/properties?q=${encodeURIComponent(q)}`)).json<AdminProperty[]>().map((row) => row.title);
    expect(await titles(`SEA VIEW ${marker}`)).toEqual([byTitle.title]);
    expect((await titles(`lane ${marker}`)).length).toBe(1);
    expect((await titles(`singh${marker}`)).sort()).toEqual(['Garden house', byTitle.title].sort());
    expect((await titles(owner.email)).length).toBe(2);
    expect((await titles(city.toUpperCase())).length).toBe(3);
    expect(await titles(`${marker} 100% furnished`)).toEqual([byTitle.title]);
    expect(await titles(`${marker} 1_0% furnished`)).toEqual([]);
  });

  it('refuses a forged cursor and an unknown status with 400', async () => {
    expect((await get(admin, '/api/admin/properties?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await get(admin, '/api/admin/properties?status=gone')).statusCode).toBe(400);
  });

  it('shows a listing hidden through the visibility endpoint as hidden, and listed again once shown', async () => {
    const city = uniqueCity();
    const listing = await buildProperty(t.db, await buildLandlord(t.db), { city });
    const status = async () =>
      (await get(admin, `/api/admin/properties?city=${encodeURIComponent(city)}`)).json<AdminProperty[]>()[0]?.status;
    const hide = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/property/${listing.id}/visibility`, payload, headers: bearer(t.app, admin) });
    expect((await hide({ hidden: true, reason: 'Reported twice' })).statusCode).toBe(200);
    expect(await status()).toBe('hidden');
    expect((await hide({ hidden: false })).statusCode).toBe(200);
    expect(await status()).toBe('listed');
  });
});

describe('access', () => {
  const ADMIN_ONLY = [
    '/api/admin/properties',
    '/api/admin/properties.csv',
    '/api/admin/bookings.csv',
    '/api/admin/transactions.csv',
    '/api/bookings/all?q=x',
    '/api/payment/all?q=x',
  ];

  it.each(ADMIN_ONLY)('%s is the admin’s alone: 401 signed out, 403 for tenants and landlords', async (url) => {
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(await buildTenant(t.db), url)).statusCode).toBe(403);
    expect((await get(await buildLandlord(t.db), url)).statusCode).toBe(403);
    expect((await get(admin, url)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/properties.csv', () => {
  it('downloads a dated UTF-8 file with a header row, quoting, rupees as numbers and formula cells defused', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    await rename(owner, '+Aarav', 'Mehta');
    await buildProperty(t.db, owner, { city, title: '=HYPERLINK("http://evil.example","Click")', rupees: 45_000.5 });
    await buildProperty(t.db, owner, { city, title: 'Flat, with "quotes" ₹ and नमस्ते', address: '@home\nSecond line' });
    await buildProperty(t.db, await buildLandlord(t.db), { city: uniqueCity(), title: 'Elsewhere' });

    const answer = await get(admin, `/api/admin/properties.csv?city=${encodeURIComponent(city)}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="rentease-properties-${t.clock.today()}.csv"`);
    const [header] = csvRows(answer.body);
    expect(header).toEqual([
      'Property ID',
      'Title',
      'Owner',
      'Owner email',
      'City',
      'Address',
      'Monthly rent (INR)',
      'Status',
      'Hidden reason',
      'Bookings',
      'Open reports',
      'Listed on',
      'Deleted on',
    ]);
    const records = csvRecords(answer.body);
    expect(records.map((row) => row.Title).sort()).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      'Flat, with "quotes" ₹ and नमस्ते',
    ]);
    const formula = records.find((row) => row.Title?.startsWith("'="));
    expect(formula).toMatchObject({
      Owner: "'+Aarav Mehta",
      'Monthly rent (INR)': '45000.5',
      Status: 'Listed',
      Bookings: '0',
      'Open reports': '0',
      'Listed on': t.clock.today(),
      'Deleted on': '',
    });
    expect(records.find((row) => row.Title?.startsWith('Flat'))?.Address).toBe("'@home\nSecond line");
  });

  it('applies the status and text filters of the table', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    await buildProperty(t.db, owner, { city, title: 'Kept one' });
    const gone = await buildProperty(t.db, owner, { city, title: 'Deleted one' });
    await t.db.update(properties).set({ deletedAt: new Date() }).where(eq(properties.id, gone.id));
    const titles = async (query: string) =>
      csvRecords((await get(admin, `/api/admin/properties.csv?city=${encodeURIComponent(city)}&${query}`)).body).map(
        (row) => row.Title,
      );
    expect(await titles('status=deleted')).toEqual(['Deleted one']);
    expect(await titles('q=kept')).toEqual(['Kept one']);
    expect(await titles('q=nothing-like-this')).toEqual([]);
  });

  it('streams more rows than one batch holds, each once', async () => {
    const city = uniqueCity();
    const owner = await buildLandlord(t.db);
    // 520 listings in one statement: more than the 500 a batch reads.
    await t.db.insert(properties).values(
      Array.from({ length: 520 }, (_, i) => ({
        ownerId: owner.id,
        title: `Bulk ${i}`,
        city,
        location: city,
        pricePaise: 1_000_000,
        bedrooms: 1,
        bathrooms: 1,
        areaSqft: 400,
        createdAt: new Date(Date.UTC(2025, 0, 1) + (i % 7) * 1000),
      })),
    );
    const records = csvRecords((await get(admin, `/api/admin/properties.csv?city=${encodeURIComponent(city)}`)).body);
    expect(records).toHaveLength(520);
    expect(new Set(records.map((row) => row['Property ID'])).size).toBe(520);
  });
});

// ── Bookings and payments ───────────────────────────────────────────────────────────────────────

type Stay = { listing: { id: string; ownerId: string; title: string }; tenant: TestUser; landlord: TestUser; bookingId: string };

/** A confirmed stay between a renamed tenant and landlord, in a listing with a unique title. */
async function buildStay(options: {
  tenantName: string;
  landlordName: string;
  moveInDate: string;
  title?: string;
}): Promise<Stay> {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  await rename(landlord, options.landlordName, 'Owner');
  await rename(tenant, options.tenantName, 'Renter');
  const listing = await buildProperty(t.db, landlord, { title: options.title ?? `Stay ${randomUUID().slice(0, 8)}` });
  const booking = await buildBooking(t.db, listing, tenant, { moveInDate: options.moveInDate, months: 2 });
  return { listing, tenant, landlord, bookingId: booking.id };
}

let invoiceCounter = 900_000;
/** A payment taken for the stay at `paidAt`. */
async function payFor(stay: Stay, paidAt: Date, status: 'paid' | 'refunded' = 'paid') {
  invoiceCounter += 1;
  const [row] = await t.db
    .insert(payments)
    .values({
      bookingId: stay.bookingId,
      tenantId: stay.tenant.id,
      landlordId: stay.landlord.id,
      propertyId: stay.listing.id,
      provider: 'demo',
      providerSessionId: `cs_${randomUUID()}`,
      transactionId: `txn_${randomUUID().slice(0, 12)}`,
      amountPaise: 4_000_000,
      rentPaise: 4_000_000,
      status,
      invoiceNumber: invoiceCounter,
      expiresAt: paidAt,
      paidAt,
      refundedAmountPaise: status === 'refunded' ? 4_000_000 : 0,
      refundedAt: status === 'refunded' ? paidAt : null,
    })
    .returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

describe('GET /api/bookings/all filters', () => {
  it('finds stays by tenant or landlord name and email, listing title and reference, with the total of the filter', async () => {
    const marker = randomUUID().slice(0, 6);
    const stay = await buildStay({ tenantName: `Ishaan${marker}`, landlordName: `Farah${marker}`, moveInDate: '2026-02-01' });
    await buildStay({ tenantName: `Other${marker}`, landlordName: 'Someone', moveInDate: '2026-02-01' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));
    const found = async (q: string) => {
      const answer = await get(admin, `/api/bookings/all?q=${encodeURIComponent(q)}`);
      expect(answer.statusCode).toBe(200);
      return { ids: answer.json<BookingSummary[]>().map((row) => row.booking_id), total: answer.headers['x-total-count'] };
    };
    expect(await found(`ishaan${marker}`)).toEqual({ ids: [stay.bookingId], total: '1' });
    expect((await found(stay.tenant.email.toUpperCase())).ids).toEqual([stay.bookingId]);
    expect((await found(`farah${marker} owner`)).ids).toEqual([stay.bookingId]);
    expect((await found(stay.landlord.email)).ids).toEqual([stay.bookingId]);
    expect((await found(stay.listing.title)).ids).toEqual([stay.bookingId]);
    expect((await found(String(booking?.reference).toLowerCase())).ids).toEqual([stay.bookingId]);
    expect((await found(marker)).total).toBe('2');
  });

  it('filters by status and by a range of move-in dates, both ends included', async () => {
    const marker = randomUUID().slice(0, 6);
    const early = await buildStay({ tenantName: marker, landlordName: 'A', moveInDate: '2031-01-10' });
    const middle = await buildStay({ tenantName: marker, landlordName: 'B', moveInDate: '2031-02-10' });
    const late = await buildStay({ tenantName: marker, landlordName: 'C', moveInDate: '2031-03-10' });
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date(), cancelReason: 'Plans changed' })
      .where(eq(bookings.id, late.bookingId));
    const ids = async (query: string) =>
      (await get(admin, `/api/bookings/all?q=${marker}&${query}`)).json<BookingSummary[]>().map((row) => row.booking_id);

    expect(await ids('status=cancelled')).toEqual([late.bookingId]);
    expect(await ids('status=confirmed')).toEqual([middle.bookingId, early.bookingId]);
    expect(await ids('from=2031-02-10&to=2031-03-10')).toEqual([late.bookingId, middle.bookingId]);
    expect(await ids('to=2031-01-10')).toEqual([early.bookingId]);
    expect(await ids('from=2031-02-11&status=confirmed')).toEqual([]);
  });

  it('pages a filtered list and refuses dates out of order', async () => {
    const marker = randomUUID().slice(0, 6);
    for (const day of ['10', '11', '12'])
      await buildStay({ tenantName: marker, landlordName: 'P', moveInDate: `2032-04-${day}` });
    const first = await get(admin, `/api/bookings/all?q=${marker}&limit=2`);
    expect(first.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    if (!next) throw new Error('no next link');
    const second = await get(admin, next);
    expect(second.json<BookingSummary[]>().map((row) => row.move_in_date)).toEqual(['2032-04-10']);

    const reversed = await get(admin, '/api/bookings/all?from=2032-05-01&to=2032-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.to).toBe('The start date must be on or before the end date.');
  });
});

describe('GET /api/admin/bookings.csv', () => {
  it('exports the filtered stays with both people, dates as yyyy-mm-dd and the amount in rupees', async () => {
    const marker = randomUUID().slice(0, 6);
    const stay = await buildStay({ tenantName: `Diya${marker}`, landlordName: '-Rohan', moveInDate: '2033-06-15' });
    await buildStay({ tenantName: `Other${marker}`, landlordName: 'X', moveInDate: '2033-09-01' });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));

    const answer = await get(admin, `/api/admin/bookings.csv?q=${marker}&to=2033-07-01`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="rentease-bookings-${t.clock.today()}.csv"`);
    const records = csvRecords(answer.body);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      Reference: booking?.reference,
      'Booking ID': stay.bookingId,
      Status: 'Confirmed',
      Property: stay.listing.title,
      Tenant: `Diya${marker} Renter`,
      'Tenant email': stay.tenant.email,
      'Tenant phone': "'+91 90000 00000",
      Landlord: "'-Rohan Owner",
      'Landlord email': stay.landlord.email,
      'Move-in date': '2033-06-15',
      'Duration (months)': '2',
      'Last night': '2033-08-14',
      'Amount (INR)': '40000',
      'Cancelled on': '',
    });
  });
});

describe('GET /api/payment/all filters', () => {
  it('finds payments by transaction id, invoice number, booking reference and tenant email', async () => {
    const marker = randomUUID().slice(0, 6);
    const stay = await buildStay({ tenantName: marker, landlordName: 'L', moveInDate: '2034-01-01' });
    const paid = await payFor(stay, new Date('2034-01-01T10:00:00Z'));
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));
    const found = async (q: string) =>
      (await get(admin, `/api/payment/all?q=${encodeURIComponent(q)}`)).json<PaymentSummary[]>().map((row) => row.payment_id);
    expect(await found(String(paid.transactionId).toUpperCase())).toEqual([paid.id]);
    expect(await found(`RE-${String(paid.invoiceNumber).padStart(6, '0')}`)).toEqual([paid.id]);
    expect(await found(String(booking?.reference))).toEqual([paid.id]);
    expect(await found(stay.tenant.email)).toEqual([paid.id]);
    expect(await found(paid.id)).toEqual([paid.id]);
  });

  it('filters by status and by payment day in India time', async () => {
    const marker = randomUUID().slice(0, 6);
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    const lateEvening = await payFor(
      await buildStay({ tenantName: marker, landlordName: 'L', moveInDate: '2035-03-05' }),
      new Date('2035-03-01T20:00:00Z'),
    );
    const refunded = await payFor(
      await buildStay({ tenantName: marker, landlordName: 'L', moveInDate: '2035-04-05' }),
      new Date('2035-03-10T05:00:00Z'),
      'refunded',
    );
    const ids = async (query: string) => {
      const answer = await get(admin, `/api/payment/all?q=${marker}&${query}`);
      expect(answer.statusCode).toBe(200);
      return answer.json<PaymentSummary[]>().map((row) => row.payment_id);
    };
    expect(await ids('status=refunded')).toEqual([refunded.id]);
    expect(await ids('status=paid')).toEqual([lateEvening.id]);
    expect(await ids('from=2035-03-02&to=2035-03-02')).toEqual([lateEvening.id]);
    expect(await ids('to=2035-03-01')).toEqual([]);
    expect(await ids('from=2035-03-03')).toEqual([refunded.id]);
    expect((await get(admin, `/api/payment/all?q=${marker}`)).headers['x-total-count']).toBe('2');
    expect((await get(admin, '/api/payment/all?status=pending')).statusCode).toBe(400);
  });
});

describe('GET /api/admin/transactions.csv', () => {
  it('exports the filtered payments with invoice number, reference, rupees and the India payment day', async () => {
    const marker = randomUUID().slice(0, 6);
    const stay = await buildStay({ tenantName: `Meera${marker}`, landlordName: 'Arjun', moveInDate: '2036-05-01' });
    const paid = await payFor(stay, new Date('2036-04-20T19:00:00Z'));
    const other = await buildStay({ tenantName: `Meera${marker}`, landlordName: 'Arjun', moveInDate: '2036-06-01' });
    await payFor(other, new Date('2036-04-25T10:00:00Z'), 'refunded');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));

    const answer = await get(admin, `/api/admin/transactions.csv?q=${marker}&status=paid`);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="rentease-transactions-${t.clock.today()}.csv"`);
    const records = csvRecords(answer.body);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      'Invoice number': `RE-${String(paid.invoiceNumber).padStart(6, '0')}`,
      'Payment ID': paid.id,
      'Transaction ID': paid.transactionId,
      'Booking reference': booking?.reference,
      Status: 'Paid',
      'Amount (INR)': '40000',
      'Refunded (INR)': '0',
      'Payment date': '2036-04-21',
      Tenant: `Meera${marker} Renter`,
      Property: stay.listing.title,
      'Move-in date': '2036-05-01',
      'Duration (months)': '2',
    });
  });

  it('holds only a header row when nothing matches', async () => {
    const answer = await get(admin, `/api/admin/transactions.csv?q=${randomUUID()}`);
    expect(answer.statusCode).toBe(200);
    expect(csvRows(answer.body)).toEqual([expect.arrayContaining(['Invoice number', 'Payment ID'])]);
  });
});
