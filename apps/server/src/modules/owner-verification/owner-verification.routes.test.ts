import { type AdminOwnerVerification, OWNER_DOCUMENT_MAX_BYTES, ownerVerificationMessages as texts } from '@rentease/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../db/schema/index.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { type FilePart, multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { deleteExpiredDocuments } from './owner-verification.service.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const photo = () =>
  sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 200, g: 180, b: 90 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'phone of the owner' } } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function bothDocuments(): Promise<FilePart[]> {
  return [
    { field: 'ownership', name: 'tax-receipt.pdf', type: 'application/pdf', data: PDF },
    { field: 'identity', name: 'aadhaar.jpg', type: 'image/jpeg', data: await photo() },
  ];
}

function submit(user: TestUser, parts: FilePart[]) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/me/verification',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(t.app, user) },
  });
}

const stateOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/verification', headers: bearer(t.app, user) })).json();

async function queue(status: 'pending' | 'approved' | 'rejected' = 'pending'): Promise<AdminOwnerVerification[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/owner-verifications?status=${status}&limit=100`,
    headers: bearer(t.app, admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const decide = (id: string, body: object, user: TestUser = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/owner-verifications/${id}/decision`,
    payload: body,
    headers: bearer(t.app, user),
  });

describe('a landlord asks to be a verified owner', () => {
  it('sends both documents once; the request waits in the queue and a second one is refused', async () => {
    const landlord = await buildLandlord(t.db);
    expect(await stateOf(landlord)).toEqual({ verified: false, verified_at: null, latest: null });
    const sent = await submit(landlord, await bothDocuments());
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      verified: false,
      latest: { status: 'pending', decided_at: null, rejection_reason: null },
    });

    const again = await submit(landlord, await bothDocuments());
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(texts.alreadyPending);

    const waiting = (await queue()).find((item) => item.landlord.id === landlord.id);
    expect(waiting?.landlord).toMatchObject({ email: landlord.email, name: `${landlord.firstName} ${landlord.lastName}` });
    expect(waiting?.documents.map((d) => [d.kind, d.content_type])).toEqual([
      ['ownership', 'application/pdf'],
      ['identity', 'image/jpeg'],
    ]);
  });

  it('needs both documents, each a photo or a PDF by its bytes and within the size limit', async () => {
    const landlord = await buildLandlord(t.db);
    const [ownership, identity] = await bothDocuments();
    if (!ownership || !identity) throw new Error('two documents');

    const one = await submit(landlord, [ownership]);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ error: texts.documentsRequired, details: { identity: texts.documentsRequired } });

    const renamed = await submit(landlord, [ownership, { ...identity, data: Buffer.from('<script>alert(1)</script>') }]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ error: texts.documentType, details: { identity: texts.documentType } });

    const huge = await submit(landlord, [ownership, { ...identity, data: Buffer.alloc(OWNER_DOCUMENT_MAX_BYTES + 1, 1) }]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(texts.documentTooLarge);

    // Nothing half-written: the landlord can still send a proper request.
    expect((await stateOf(landlord)).latest).toBeNull();
    expect((await submit(landlord, [ownership, identity])).statusCode).toBe(201);
  });
});

describe('the documents are private', () => {
  it('are read by their landlord and the admin only, photos without their metadata', async () => {
    const landlord = await buildLandlord(t.db);
    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    const url = request?.documents.find((d) => d.kind === 'identity')?.url ?? '';
    expect(url).toMatch(/^\/api\/owner-verifications\/[0-9a-f-]+\/documents\/identity$/);

    const asAdmin = await t.app.inject({ method: 'GET', url, headers: bearer(t.app, admin) });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/jpeg');
    expect(asAdmin.headers['cache-control']).toContain('no-store');
    expect(asAdmin.headers['content-security-policy']).toContain('sandbox');
    const metadata = await sharp(asAdmin.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();

    expect((await t.app.inject({ method: 'GET', url, headers: bearer(t.app, landlord) })).statusCode).toBe(200);
    const pdf = await t.app.inject({
      method: 'GET',
      url: url.replace('identity', 'ownership'),
      headers: bearer(t.app, landlord),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const otherLandlord = await buildLandlord(t.db);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(t.app, otherLandlord) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(t.app, await buildTenant(t.db)) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe("the admin's decision", () => {
  it('approving makes the landlord a verified owner, tells them, and is logged; a second decision is refused', async () => {
    const landlord = await buildLandlord(t.db);
    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    if (!request) throw new Error('the request should wait in the queue');

    const approved = await decide(request.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(texts.approved);
    expect(await stateOf(landlord)).toMatchObject({ verified: true, latest: { status: 'approved' } });
    expect((await queue()).some((item) => item.id === request.id)).toBe(false);
    expect((await queue('approved')).find((item) => item.id === request.id)?.decided_at).not.toBeNull();

    const [told] = await t.db.select().from(notifications).where(eq(notifications.userId, landlord.id));
    expect(told).toMatchObject({ type: 'owner_verification_decided', title: 'You are a verified owner' });
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, landlord.id), eq(auditLog.action, 'owner.verified')));
    expect(logged?.actorId).toBe(admin.id);

    const twice = await decide(request.id, { decision: 'reject', reason: 'Blurred' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(texts.alreadyDecided);
    expect((await submit(landlord, await bothDocuments())).json().error).toBe(texts.alreadyVerified);
  });

  it('rejecting needs a reason the landlord reads, and the landlord may send new documents', async () => {
    const landlord = await buildLandlord(t.db);
    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    if (!request) throw new Error('the request should wait in the queue');

    const noReason = await decide(request.id, { decision: 'reject', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toEqual({ reason: texts.reasonRequired });

    expect((await decide(request.id, { decision: 'reject', reason: 'The bill is not in your name.' })).statusCode).toBe(200);
    expect(await stateOf(landlord)).toMatchObject({
      verified: false,
      latest: { status: 'rejected', rejection_reason: 'The bill is not in your name.' },
    });
    const [user] = await t.db.select({ verifiedAt: users.ownerVerifiedAt }).from(users).where(eq(users.id, landlord.id));
    expect(user?.verifiedAt).toBeNull();
    expect((await submit(landlord, await bothDocuments())).statusCode).toBe(201);
  });

  it('is the admin’s alone, on a request that exists', async () => {
    const landlord = await buildLandlord(t.db);
    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    expect((await decide(String(request?.id), { decision: 'approve' }, landlord)).statusCode).toBe(403);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide('not-an-id', { decision: 'approve' })).statusCode).toBe(404);
  });
});

describe("a verified owner's listings", () => {
  it("carry the badge, and search can keep to verified owners' homes", async () => {
    const landlord = await buildLandlord(t.db);
    const other = await buildLandlord(t.db);
    const city = `Verifiedpur ${Math.random().toString(36).slice(2, 7)}`;
    const home = await buildProperty(t.db, landlord, { city });
    const unverifiedHome = await buildProperty(t.db, other, { city });
    const badgeOf = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/property/${id}` })).json().owner_verified;
    const search = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/property?city=${encodeURIComponent(city)}${query}` });
      return { ids: res.json().map((p: { id: string }) => p.id), total: res.headers['x-total-count'] };
    };
    expect(await badgeOf(home.id)).toBe(false);
    expect((await search('&verified=true')).ids).toEqual([]);

    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    await decide(String(request?.id), { decision: 'approve' });

    expect(await badgeOf(home.id)).toBe(true);
    expect(await badgeOf(unverifiedHome.id)).toBe(false);
    expect(await search('&verified=true')).toEqual({ ids: [home.id], total: '1' });
    expect((await search('')).ids.sort()).toEqual([home.id, unverifiedHome.id].sort());
  });
});

describe('the documents are deleted after the decision', () => {
  it('30 days on, the decision stays and the documents are gone', async () => {
    const landlord = await buildLandlord(t.db);
    await submit(landlord, await bothDocuments());
    const request = (await queue()).find((item) => item.landlord.id === landlord.id);
    if (!request) throw new Error('the request should wait in the queue');
    await decide(request.id, { decision: 'approve' });

    t.clock.advance(29 * 86_400_000);
    expect(await deleteExpiredDocuments(t.db, t.clock)).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect(await deleteExpiredDocuments(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await deleteExpiredDocuments(t.db, t.clock)).toBe(0);

    const kept = (await queue('approved')).find((item) => item.id === request.id);
    expect(kept).toMatchObject({ status: 'approved', documents: [] });
    expect(kept?.documents_deleted_at).not.toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: request.documents[0]?.url ?? '', headers: bearer(t.app, admin) });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe(texts.documentGone);
    expect((await stateOf(landlord)).verified).toBe(true);
  });
});
