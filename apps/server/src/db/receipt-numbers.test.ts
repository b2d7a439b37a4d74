import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBooking, buildLandlord, buildProperty, buildTenant } from '../test/factories.js';
import { openTestDatabase, type TestDatabaseHandle } from '../test/test-database.js';
import { payments } from './schema/index.js';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A pending payment for a new stay at a listing of `landlord`. */
async function pendingPayment(landlord: { id: string }, moveInDate: string) {
  const { db } = database;
  const tenant = await buildTenant(db);
  const listing = await buildProperty(db, landlord);
  const booking = await buildBooking(db, listing, tenant, { moveInDate, months: 1, status: 'pending_payment' });
  const [row] = await db
    .insert(payments)
    .values({
      bookingId: booking.id,
      tenantId: tenant.id,
      landlordId: landlord.id,
      propertyId: listing.id,
      provider: 'demo',
      providerSessionId: `cs_${randomUUID()}`,
      amountPaise: 2_000_000,
      rentPaise: 2_000_000,
      expiresAt: new Date(Date.now() + 60_000),
    })
    .returning();
  if (!row) throw new Error('insert into payments returned no row');
  return row;
}

const markPaid = (id: string) =>
  database.db
    .update(payments)
    .set({ status: 'paid', paidAt: new Date(), invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')` })
    .where(eq(payments.id, id))
    .returning({ receiptNumber: payments.receiptNumber });

it("numbers each landlord's rent receipts 1, 2, 3 in the order money is taken, also when payments confirm at once", async () => {
  const first = await buildLandlord(database.db);
  const second = await buildLandlord(database.db);
  const a = await pendingPayment(first, '2027-01-01');
  const b = await pendingPayment(first, '2027-02-01');
  const c = await pendingPayment(second, '2027-03-01');
  expect(a.receiptNumber).toBeNull();
  expect(await markPaid(b.id)).toEqual([{ receiptNumber: 1 }]);
  expect(await markPaid(c.id)).toEqual([{ receiptNumber: 1 }]);
  expect(await markPaid(a.id)).toEqual([{ receiptNumber: 2 }]);

  const together = await Promise.all(Array.from({ length: 6 }, (_, i) => pendingPayment(first, `2027-04-0${i + 1}`)));
  const numbers = (await Promise.all(together.map((p) => markPaid(p.id)))).map(([row]) => row?.receiptNumber);
  expect(numbers.toSorted()).toEqual([3, 4, 5, 6, 7, 8]);
  // A later update of a paid payment (a refund) keeps its number.
  const [refunded] = await database.db
    .update(payments)
    .set({ status: 'refunded', refundedAt: new Date(), refundedAmountPaise: 2_000_000 })
    .where(eq(payments.id, a.id))
    .returning({ receiptNumber: payments.receiptNumber });
  expect(refunded?.receiptNumber).toBe(2);
});
