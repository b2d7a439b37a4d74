import { createHash } from 'node:crypto';
import { paperMessages } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures, agreementSnapshots, bookings, notifications, properties, users } from '../../db/schema/index.js';
import { addCalendarDays } from '../../lib/dates.js';
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

const HOUSE_RULES = 'No smoking indoors. Quiet hours after 10 pm.';

/** A confirmed stay of a fresh tenant in a fresh listing (with a deposit and house rules) of a fresh landlord. */
async function stay(options: { status?: 'confirmed' | 'pending_payment'; houseRules?: string } = {}) {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  const listing = await buildProperty(t.db, landlord, {
    images: 0,
    rupees: 20_000,
    deposit: 40_000,
    houseRules: options.houseRules ?? HOUSE_RULES,
  });
  const booking = await buildBooking(t.db, listing, tenant, {
    moveInDate: addCalendarDays(t.clock.today(), 10),
    months: 11,
    ...(options.status ? { status: options.status } : {}),
  });
  await t.db.update(bookings).set({ depositPaise: 4_000_000 }).where(eq(bookings.id, booking.id));
  return { landlord, tenant, listing, booking };
}

const nameOf = (user: TestUser) => `${user.firstName} ${user.lastName}`;

function getAgreement(user: TestUser | undefined, bookingId: string) {
  return t.app.inject({ url: `/api/bookings/${bookingId}/agreement`, headers: user ? bearer(t.app, user) : {} });
}

function getStatus(user: TestUser, bookingId: string) {
  return t.app.inject({ url: `/api/bookings/${bookingId}/agreement/status`, headers: bearer(t.app, user) });
}

function sign(user: TestUser, bookingId: string, payload: Record<string, unknown> = { fullName: nameOf(user), accept: true }) {
  return t.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/agreement/sign`,
    headers: { ...bearer(t.app, user), 'user-agent': 'AgreementTest/1.0' },
    payload,
  });
}

async function pdfText(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: false });
  return { pages: text, totalPages, all: text.join('\n') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('reading the rental agreement', () => {
  it('prints both parties, the address, the term, rent, deposit, due day, notice, house rules and clauses', async () => {
    const { landlord, tenant, listing, booking } = await stay();
    const res = await getAgreement(tenant, booking.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rental_agreement_${booking.reference}.pdf"`);
    const { all } = await pdfText(res.rawPayload);
    for (const expected of [
      'Rental Agreement',
      booking.reference,
      nameOf(landlord),
      nameOf(tenant),
      listing.title,
      '11 months',
      '₹20,000',
      '₹40,000',
      'of each month',
      '1 month, either party',
      HOUSE_RULES,
      'Security deposit.',
      'Notice.',
    ]) {
      expect(all).toContain(expected);
    }
    expect(all).not.toContain('Signatures');
  });

  it('is the same bytes each time for the same booking (so its fingerprint is stable)', async () => {
    const { tenant, landlord, booking } = await stay();
    const first = await getAgreement(tenant, booking.id);
    t.clock.advance(60 * 60 * 1000);
    const second = await getAgreement(landlord, booking.id);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const status = await getStatus(tenant, booking.id);
    expect(status.json()).toEqual({
      tenant_signed_at: null,
      landlord_signed_at: null,
      tenant_stale_signed_at: null,
      landlord_stale_signed_at: null,
      sha256: sha256(first.rawPayload),
    });
  });

  it('leaves out the house rules section when the listing has none', async () => {
    const { tenant, booking, listing } = await stay();
    await t.db.update(properties).set({ houseRules: null }).where(eq(properties.id, listing.id));
    const { all } = await pdfText((await getAgreement(tenant, booking.id)).rawPayload);
    expect(all).not.toContain('House rules\n');
    expect(all).not.toContain(HOUSE_RULES);
  });

  it('is for the tenant, the landlord and the admin only', async () => {
    const { booking } = await stay();
    const stranger = await buildTenant(t.db);
    const otherLandlord = await buildLandlord(t.db);
    expect((await getAgreement(admin, booking.id)).statusCode).toBe(200);
    expect((await getAgreement(stranger, booking.id)).statusCode).toBe(403);
    expect((await getAgreement(otherLandlord, booking.id)).statusCode).toBe(403);
    expect((await getAgreement(undefined, booking.id)).statusCode).toBe(401);
    expect((await getStatus(stranger, booking.id)).statusCode).toBe(403);
  });

  it('is 404 for an unknown or malformed booking and 409 before the booking is confirmed', async () => {
    const { tenant, booking } = await stay({ status: 'pending_payment' });
    expect((await getAgreement(tenant, '6b1f1f6e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getAgreement(tenant, 'not-a-booking')).statusCode).toBe(404);
    const pending = await getAgreement(tenant, booking.id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toBe(paperMessages.agreementNotReady);
    expect((await sign(tenant, booking.id)).statusCode).toBe(409);
  });

  it('is still there for a confirmed stay that was cancelled later', async () => {
    const { tenant, booking } = await stay();
    await t.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: t.clock.now(), cancelledById: tenant.id })
      .where(eq(bookings.id, booking.id));
    expect((await getAgreement(tenant, booking.id)).statusCode).toBe(200);
  });
});

describe('the rental agreement in Hindi', () => {
  const inHindi = (user: TestUser) => ({ ...bearer(t.app, user), 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });

  it('is a translation naming the English document it translates, which is still what is signed and given on asking', async () => {
    const { tenant, landlord, booking } = await stay();
    const english = (await getAgreement(tenant, booking.id)).rawPayload;
    const url = `/api/bookings/${booking.id}/agreement`;
    const hindi = await t.app.inject({ url, headers: inHindi(tenant) });
    expect(hindi.statusCode).toBe(200);
    const text = (await pdfText(hindi.rawPayload)).all;
    // Words without the short i sign, which text extraction lists before its consonant.
    for (const words of ['पक्ष', 'लीव एंड लाइसेंस', 'अंग्रेज़ी', sha256(english), nameOf(tenant), nameOf(landlord), HOUSE_RULES]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Purpose.');

    // The English original on asking, byte for byte the document whose fingerprint is signed.
    const original = await t.app.inject({ url: `${url}?lang=en`, headers: inHindi(tenant) });
    expect(sha256(original.rawPayload)).toBe(sha256(english));
    expect((await getStatus(tenant, booking.id)).json().sha256).toBe(sha256(english));

    // Signing in Hindi signs the English document; the translation then has the signature page too.
    await t.app.inject({
      method: 'POST',
      url: `${url}/sign`,
      headers: inHindi(tenant),
      payload: { fullName: nameOf(tenant), accept: true },
    });
    await sign(landlord, booking.id);
    const signed = await pdfText((await t.app.inject({ url, headers: inHindi(landlord) })).rawPayload);
    const last = signed.pages.at(-1) ?? '';
    expect(last).toContain('हस्ताक्षर');
    expect(last).toContain(sha256(english));
    expect((await getStatus(tenant, booking.id)).json()).toMatchObject({
      tenant_signed_at: expect.any(String),
      landlord_signed_at: expect.any(String),
    });
  });

  it('refuses a language it does not have', async () => {
    const { tenant, booking } = await stay();
    const res = await t.app.inject({ url: `/api/bookings/${booking.id}/agreement?lang=fr`, headers: bearer(t.app, tenant) });
    expect(res.statusCode).toBe(400);
  });
});

describe('signing the rental agreement', () => {
  it('records each party once, with time, address, user agent and the hash of the unsigned document', async () => {
    const { tenant, landlord, booking } = await stay();
    const unsigned = (await getAgreement(tenant, booking.id)).rawPayload;
    const signedAt = t.clock.now();

    const byTenant = await sign(tenant, booking.id, { fullName: `  ${nameOf(tenant).toUpperCase()} `, accept: true });
    expect(byTenant.statusCode).toBe(200);
    expect(byTenant.json()).toEqual({
      tenant_signed_at: signedAt.toISOString(),
      landlord_signed_at: null,
      tenant_stale_signed_at: null,
      landlord_stale_signed_at: null,
      sha256: sha256(unsigned),
      message: paperMessages.agreementSigned,
    });
    const [row] = await t.db
      .select()
      .from(agreementSignatures)
      .where(and(eq(agreementSignatures.bookingId, booking.id), eq(agreementSignatures.party, 'tenant')));
    expect(row).toMatchObject({
      userId: tenant.id,
      ip: '127.0.0.1',
      userAgent: 'AgreementTest/1.0',
      documentSha256: sha256(unsigned),
    });

    const again = await sign(tenant, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(paperMessages.alreadySigned);

    // One signature: the PDF is still the unsigned document.
    expect((await getAgreement(landlord, booking.id)).rawPayload.equals(unsigned)).toBe(true);

    t.clock.advance(90 * 60 * 1000);
    expect((await sign(landlord, booking.id)).statusCode).toBe(200);
    const status = (await getStatus(admin, booking.id)).json();
    expect(status.tenant_signed_at).toBe(signedAt.toISOString());
    expect(status.landlord_signed_at).toBe(t.clock.now().toISOString());
    expect(status.sha256).toBe(sha256(unsigned));
  });

  it('ends the PDF with a signature page (both names, India times, the hash) once both have signed', async () => {
    const { tenant, landlord, booking } = await stay();
    const unsigned = (await getAgreement(tenant, booking.id)).rawPayload;
    const before = await pdfText(unsigned);
    // 05:00 UTC is 10:30 in India.
    t.clock.set(new Date('2030-01-15T05:00:00Z'));
    await sign(tenant, booking.id);
    await sign(landlord, booking.id);

    const signed = await pdfText((await getAgreement(tenant, booking.id)).rawPayload);
    expect(signed.totalPages).toBe(before.totalPages + 1);
    const last = signed.pages.at(-1) ?? '';
    expect(last).toContain('Signatures');
    expect(last).toContain(nameOf(tenant));
    expect(last).toContain(nameOf(landlord));
    expect(last).toContain('15/01/2030, 10:30 am IST');
    expect(last).toContain(sha256(unsigned));
  });

  it('refuses a name that is not the signer’s own, and a missing tick, with field messages', async () => {
    const { tenant, booking } = await stay();
    const wrong = await sign(tenant, booking.id, { fullName: 'Somebody Else', accept: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ fullName: paperMessages.fullNameMismatch });
    const unticked = await sign(tenant, booking.id, { fullName: nameOf(tenant), accept: false });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().details).toMatchObject({ accept: paperMessages.acceptRequired });
    const [row] = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, booking.id));
    expect(row).toBeUndefined();
  });

  it('is not for the admin, nor for anyone outside the booking', async () => {
    const { booking } = await stay();
    const asAdmin = await sign(admin, booking.id);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error).toBe(paperMessages.adminCannotSign);
    const stranger = await buildTenant(t.db);
    expect((await sign(stranger, booking.id)).statusCode).toBe(403);
  });

  it('takes one of two signatures sent at once and answers the other 409', async () => {
    const { tenant, booking } = await stay();
    const answers = await Promise.all([sign(tenant, booking.id), sign(tenant, booking.id)]);
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([200, 409]);
    const rows = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, booking.id));
    expect(rows).toHaveLength(1);
  });

  it('tells the other party, and says when both have signed', async () => {
    const { tenant, landlord, booking } = await stay();
    await sign(tenant, booking.id);
    const toLandlord = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, landlord.id), eq(notifications.type, 'agreement_signed')));
    expect(toLandlord).toHaveLength(1);
    expect(toLandlord[0]?.title).toContain('signed the rental agreement');
    await sign(landlord, booking.id);
    const toTenant = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tenant.id), eq(notifications.type, 'agreement_signed')));
    expect(toTenant).toHaveLength(1);
    expect(toTenant[0]?.body).toContain('the agreement is complete');
  });
});

describe('an agreement that changes after a signature', () => {
  const NEW_RULES = 'No smoking anywhere. No pets.';
  const setHouseRules = (listingId: string, houseRules: string) =>
    t.db.update(properties).set({ houseRules }).where(eq(properties.id, listingId));

  it('no longer counts the earlier signature: the party is shown as stale and signs again', async () => {
    const { tenant, landlord, listing, booking } = await stay();
    const signedAt = t.clock.now();
    await sign(tenant, booking.id);
    await setHouseRules(listing.id, NEW_RULES);
    t.clock.advance(60 * 60 * 1000);

    const changed = (await getAgreement(landlord, booking.id)).rawPayload;
    expect((await pdfText(changed)).all).toContain(NEW_RULES);
    expect((await getStatus(landlord, booking.id)).json()).toEqual({
      tenant_signed_at: null,
      landlord_signed_at: null,
      tenant_stale_signed_at: signedAt.toISOString(),
      landlord_stale_signed_at: null,
      sha256: sha256(changed),
    });

    // The landlord signs the new text: still not both, so no signature page.
    expect((await sign(landlord, booking.id)).statusCode).toBe(200);
    expect((await getAgreement(tenant, booking.id)).rawPayload.equals(changed)).toBe(true);

    // The tenant may sign again (the 409 is for the same document only), and then it is complete.
    const again = await sign(tenant, booking.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      tenant_signed_at: t.clock.now().toISOString(),
      tenant_stale_signed_at: null,
      sha256: sha256(changed),
    });
    expect((await sign(tenant, booking.id)).statusCode).toBe(409);
    const signed = await pdfText((await getAgreement(tenant, booking.id)).rawPayload);
    expect(signed.pages.at(-1)).toContain('Signatures');
    expect(signed.all).toContain(NEW_RULES);
    const rows = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, booking.id));
    expect(rows.map((row) => row.documentSha256)).toEqual([sha256(changed), sha256(changed)]);
  });

  it('counts a signature again when the change is undone (it covers the document as it reads)', async () => {
    const { tenant, listing, booking } = await stay();
    await sign(tenant, booking.id);
    await setHouseRules(listing.id, NEW_RULES);
    expect((await getStatus(tenant, booking.id)).json().tenant_signed_at).toBeNull();
    await setHouseRules(listing.id, HOUSE_RULES);
    expect((await getStatus(tenant, booking.id)).json()).toMatchObject({
      tenant_signed_at: expect.any(String),
      tenant_stale_signed_at: null,
    });
  });

  it('is frozen once both have signed: later edits to the listing or a name do not change it', async () => {
    const { tenant, landlord, listing, booking } = await stay();
    await sign(tenant, booking.id);
    await sign(landlord, booking.id);
    const signedPdf = (await getAgreement(tenant, booking.id)).rawPayload;
    const signedStatus = (await getStatus(tenant, booking.id)).json();

    await setHouseRules(listing.id, NEW_RULES);
    await t.db.update(properties).set({ title: 'A different title' }).where(eq(properties.id, listing.id));
    await t.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, tenant.id));

    expect((await getAgreement(landlord, booking.id)).rawPayload.equals(signedPdf)).toBe(true);
    expect((await getStatus(landlord, booking.id)).json()).toEqual(signedStatus);
    expect(signedStatus).toMatchObject({ tenant_stale_signed_at: null, landlord_stale_signed_at: null });
    const again = await sign(landlord, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(paperMessages.alreadySigned);
  });

  it('freezes when both parties sign at the same moment', async () => {
    const { tenant, landlord, listing, booking } = await stay();
    const answers = await Promise.all([sign(tenant, booking.id), sign(landlord, booking.id)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    const [snapshot] = await t.db.select().from(agreementSnapshots).where(eq(agreementSnapshots.bookingId, booking.id));
    expect(snapshot).toBeDefined();
    await setHouseRules(listing.id, NEW_RULES);
    const status = (await getStatus(tenant, booking.id)).json();
    expect(status.tenant_signed_at).not.toBeNull();
    expect(status.landlord_signed_at).not.toBeNull();
  });
});
