import { randomBytes } from 'node:crypto';
import { financialYearOf } from '@rentease/contract';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  accountTokens,
  agreementSignatures,
  bookingRequests,
  bookings,
  chatMessages,
  contactMessages,
  depositSettlements,
  favourites,
  notificationEmailOptOuts,
  notifications,
  ownerDocuments,
  ownerVerifications,
  type PropertyRow,
  payments,
  properties,
  propertyReports,
  recoveryCodes,
  renterProfiles,
  rentPeriods,
  reviews,
  savedSearches,
  uploads,
  userSessions,
  users,
  visits,
} from '../db/schema/index.js';
import { addCalendarDays, addCalendarMonths, marketInstant } from '../lib/dates.js';
import { hashAccountToken } from '../modules/account-emails/account-emails.service.js';
import { findUserById } from '../modules/users/users.service.js';
import { bookAndPay, openCheckout, TEST_CARD } from '../test/checkout.js';
import { buildDepositSettlement, buildStayWithDeposit } from '../test/deposits.js';
import {
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  buildUpload,
  buildUser,
  type TestUser,
  tokenFor,
  uniqueEmail,
} from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import {
  ACTORS,
  type Actor,
  type CellResult,
  type Expectation,
  expectedStatus,
  formatGrid,
  patternMatches,
  privateRoute,
  publicRoute,
} from '../test/permission-matrix.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

/**
 * The permission matrix: every registered /api route × every kind of caller, each cell's
 * status written out in its row — never read from the route's declared access, so a wrong
 * declaration or a lax policy fails here. A route registered without a row fails, and so does a
 * row for a route that is gone.
 *
 * Each row is the owner's request (tenant A's bookings, landlord A's listing, the admin's lists),
 * sent by every actor. A 2xx answer is searched for other people's emails, phones, password
 * hashes and tenant B's chat; a mutating row builds a fresh target per cell and checks that the
 * change happened exactly when the cell expects 2xx. The grid is printed after the run
 * (`got≠expected` marks a mismatch).
 */

/** The people behind the actors; `deleted` closed their account before the matrix runs. */
type Person = 'tenantA' | 'tenantB' | 'landlordA' | 'landlordB' | 'blocked' | 'admin';
const PEOPLE: readonly Person[] = ['tenantA', 'tenantB', 'landlordA', 'landlordB', 'blocked', 'admin'];

/** Distinct phones, so a phone in an answer tells whose it is. */
const PHONES: Record<Person, string> = {
  tenantA: '+91 91111 11111',
  tenantB: '+91 92222 22222',
  landlordA: '+91 93333 33333',
  landlordB: '+91 94444 44444',
  blocked: '+91 95555 55555',
  admin: '+91 96666 66666',
};

/** Tenant B's message to landlord A: no answer to anyone else may contain it. */
const TENANT_B_SECRET = 'tenant B private note 7f3a';
/**
 * Landlord A's listing's exact pin (as JSON prints it): only its landlord, the admin and tenant A
 * (who has a confirmed stay there) may ever receive it, and only where a row says so.
 */
const LISTING_PIN = { lat: 12.941_234_5, lng: 77.635_432_1 };
const LISTING_PIN_TEXTS = ['12.9412345', '77.6354321'];

/** A visitor's contact message, which the admin's list must show. */
const CONTACT_TEXT = 'Do you list in Pune?';

type Fixtures = {
  people: Record<Person, TestUser>;
  tokens: Record<Actor, string | undefined>;
  /** Landlord A's listing, with tenant A's paid stay and their conversation. */
  listing: PropertyRow;
  /** The payment of that stay, and its booking. */
  paymentId: string;
  bookingId: string;
  /** Tenant A's checkout on another of landlord A's listings, opened and not paid. */
  openSessionId: string;
  messageFromTenant: string;
  messageFromLandlord: string;
};

/** What a cell built for itself: a fresh target, and for self-targeted routes the caller's own token. */
type CellFixtures = {
  token?: string;
  user?: TestUser;
  propertyId?: string;
  bookingId?: string;
  sessionId?: string;
  /** A signed-in device (user_sessions row). */
  deviceId?: string;
  /** A two-step sign-in code, and the login challenge it answers. */
  code?: string;
  challenge?: string;
  messageId?: string;
  contactId?: string;
  reportId?: string;
  reviewId?: string;
  visitId?: string;
  uploadUrl?: string;
  verificationId?: string;
  text?: string;
  before?: number;
};

type Cell = { actor: Actor; fx: Fixtures; own: CellFixtures };

type Row = {
  expect: Expectation;
  /** The request as the owner (tenant A, landlord A or the admin) would make it; method from the row's key. */
  request: (cell: Cell) => { url: string; payload?: unknown; headers?: Record<string, string> };
  /** Per-cell setup for routes that change something: a fresh target (or a fresh caller), so cells stay independent. */
  setup?: (cell: Omit<Cell, 'own'>) => Promise<CellFixtures>;
  /** Did the request change what it targets? Must be true exactly when the cell expects 2xx. */
  changed?: (cell: Cell) => Promise<boolean>;
  /** Text an allowed caller's answer must contain (their data really came back). */
  shows?: (fx: Fixtures) => string[];
  /** Whose email and phone an allowed caller may see here, besides their own. */
  reveals?: Partial<Record<Actor, readonly Person[]>>;
  /** Who may read tenant B's message to landlord A here: the two people in that conversation, on a route that gives a person their own records. */
  readsTenantBMessage?: readonly Actor[];
  /** Who receives landlord A's listing's exact pin here (and must: their answer is checked for it); no one else, anywhere. */
  seesExactPin?: readonly Actor[];
};

let t: TestContext;
let fx: Fixtures;
/** The upload row's body: a real image, built once. */
let imageBody: { payload: Buffer; headers: Record<string, string> };
/** The owner verification row's body: an ownership PDF and an ID photo, built once. */
let verificationBody: { payload: Buffer; headers: Record<string, string> };
const results: CellResult[] = [];

const as = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const ok = (status: number) => status >= 200 && status < 300;
const today = () => t.clock.today();

async function sendMessage(token: string | undefined, listing: PropertyRow, tenantId: string, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/messages/send',
    headers: as(token),
    payload: { tenantId, landlordId: listing.ownerId, propertyId: listing.id, message },
  });
  if (res.statusCode !== 201) throw new Error(`message refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { message: { id: string } }).message.id;
}

/** A fresh tenant, and for tenant A's cell of a self-targeted route that tenant's own token. */
async function freshTenantFor(actor: Actor): Promise<CellFixtures> {
  const user = await buildTenant(t.db);
  return { user, ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
}

/** Signs the person in once more, as another device would: a session the cell may end without touching the shared token. */
async function signInAgain(user: TestUser): Promise<{ token: string; deviceId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: user.role === 'admin' ? '/api/auth/login-admin' : '/api/auth/login',
    payload: { email: user.email, password: user.password, ...(user.role === 'admin' ? {} : { role: user.role }) },
  });
  if (res.statusCode !== 200) throw new Error(`could not sign in again: ${res.body}`);
  const token = (res.json() as { token: string }).token;
  const sessions = await t.app.inject({ url: '/api/me/sessions', headers: as(token) });
  const current = (sessions.json() as { id: string; current: boolean }[]).find((s) => s.current);
  if (!current) throw new Error('the new session is not listed');
  return { token, deviceId: current.id };
}

/** The code an authenticator app holding `secret` shows `steps` periods from the test clock's now. */
const totpCode = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + steps * 30_000 });

/** A fresh tenant whose password no other actor shares, so nobody else's attempt passes the password check. */
const buildTwoStepTenant = () => buildUser(t.db, { role: 'tenant', password: 'two-step-tenant-password' });

/** Starts two-step sign-in enrolment for the user (a QR code shown, not confirmed yet); returns the secret. */
async function startTwoStep(user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/two-step/setup',
    headers: as(tokenFor(t.app, user)),
    payload: { password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`could not start two-step sign-in: ${res.body}`);
  return (res.json() as { secret: string }).secret;
}

/** Turns two-step sign-in on for the user; returns the secret. The current step's code is spent. */
async function enrolTwoStep(user: TestUser): Promise<string> {
  const secret = await startTwoStep(user);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/two-step/enable',
    headers: as(tokenFor(t.app, user)),
    payload: { code: totpCode(secret) },
  });
  if (res.statusCode !== 200) throw new Error(`could not turn two-step sign-in on: ${res.body}`);
  return secret;
}

async function twoStepOf(userId: string | undefined) {
  const [row] = await t.db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, String(userId)));
  return row;
}

async function isDeviceSignedIn(deviceId: string | undefined): Promise<boolean> {
  const [row] = await t.db
    .select({ endedAt: userSessions.endedAt })
    .from(userSessions)
    .where(eq(userSessions.id, String(deviceId)));
  return row !== undefined && row.endedAt === null;
}

async function isRead(messageId: string | undefined): Promise<boolean> {
  const [row] = await t.db
    .select({ isRead: chatMessages.isRead })
    .from(chatMessages)
    .where(eq(chatMessages.id, String(messageId)));
  return row?.isRead ?? false;
}

/** A live one-time link of the account, made as the email job makes it; returns its token. */
async function linkFor(user: TestUser, purpose: 'password_reset' | 'email_verification'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(accountTokens).values({
    userId: user.id,
    purpose,
    tokenHash: hashAccountToken(token),
    email: user.email,
    expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
  });
  return token;
}

async function loginWorks(user: TestUser | undefined, password: string): Promise<boolean> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user?.email, password, role: user?.role },
  });
  return res.statusCode === 200;
}

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();

function multipartImage(data: Buffer) {
  const boundary = '----rentease-matrix';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="room.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The account's recovery code hashes, as one string: it changes exactly when the set is replaced. */
async function recoveryHashesOf(userId: string): Promise<string> {
  const rows = await t.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return rows
    .map((row) => row.hash)
    .sort()
    .join(',');
}

const adminOnly = () => privateRoute({ admin: 200, signedIn: 403 });

/** Tenant A's and landlord A's reviews of the matrix stay, published (both wrote). */
const STAY_REVIEW = 'Matrix stay: bright and quiet';
const TENANT_REVIEW = 'Matrix tenant: paid on time';

/**
 * A monthly stay of tenant A in a fresh listing of landlord A that began about a month ago, with
 * its second month (due in a few days) unpaid.
 */
async function monthlyStayWithDueMonth(fx: Fixtures) {
  const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
  const moveInDate = addCalendarDays(addCalendarMonths(today(), -1), 3);
  const stay = await buildBooking(t.db, listing, fx.people.tenantA, { moveInDate, months: 2 });
  await t.db.update(bookings).set({ paymentPlan: 'monthly' }).where(eq(bookings.id, stay.id));
  const period = addCalendarMonths(moveInDate, 1);
  await t.db.insert(rentPeriods).values({
    bookingId: stay.id,
    periodStart: period,
    periodEnd: addCalendarMonths(moveInDate, 2),
    dueDate: period,
    amountPaise: 2_000_000,
  });
  return { bookingId: stay.id, period };
}

/** A stay of tenant A in a fresh listing of landlord A that began two months ago: reviewable by both. */
async function pastStay(fx: Fixtures) {
  const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
  return buildBooking(t.db, listing, fx.people.tenantA, { moveInDate: addCalendarMonths(today(), -2), months: 1 });
}

async function reviewOf(fx: Fixtures, booking: { id: string }, author: 'tenantA' | 'landlordA', comment = 'Blind matrix review') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reviews',
    headers: as(fx.tokens[author]),
    payload: { bookingId: booking.id, rating: 5, comment },
  });
  if (res.statusCode !== 201) throw new Error(`review refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Tenant A's stay in a fresh listing of landlord A, paid with a deposit, that ended yesterday. */
async function endedStayWithDeposit(fx: Fixtures) {
  const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
  // Listed long ago: the admin's newest-first lists keep the matrix listing on their first page.
  await t.db
    .update(properties)
    .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(properties.id, listing.id));
  const { booking } = await buildStayWithDeposit(t.db, listing, fx.people.tenantA, { endDate: addCalendarDays(today(), -1) });
  return booking;
}

async function depositSettlementOf(bookingId: string | undefined) {
  const [row] = await t.db
    .select()
    .from(depositSettlements)
    .where(eq(depositSettlements.bookingId, String(bookingId)));
  return row;
}

/** Tenant A's review of a fresh stay, published because landlord A wrote theirs too. */
async function publishedReviewOf(fx: Fixtures) {
  const booking = await pastStay(fx);
  const id = await reviewOf(fx, booking, 'tenantA');
  await reviewOf(fx, booking, 'landlordA');
  return id;
}

async function reviewRow(id: string | undefined) {
  const [row] = await t.db
    .select()
    .from(reviews)
    .where(eq(reviews.id, String(id)));
  if (!row) throw new Error('no such review');
  return row;
}

/** A fresh 'request' listing of landlord A. */
async function requestListingOf(fx: Fixtures) {
  const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
  await t.db.update(properties).set({ bookingMode: 'request' }).where(eq(properties.id, listing.id));
  return listing;
}

/** Tenant A's pending request on a fresh 'request' listing of landlord A. */
async function pendingRequestOf(fx: Fixtures): Promise<string> {
  const listing = await requestListingOf(fx);
  const now = t.clock.now();
  const [row] = await t.db
    .insert(bookingRequests)
    .values({
      propertyId: listing.id,
      tenantId: fx.people.tenantA.id,
      landlordId: fx.people.landlordA.id,
      moveInDate: today(),
      durationMonths: 1,
      endDate: addCalendarMonths(today(), 1),
      amountPaise: listing.pricePaise,
      application: REQUEST_APPLICATION_ROW,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 48 * 3_600_000),
    })
    .returning({ id: bookingRequests.id });
  return String(row?.id);
}

async function requestStatus(id: string | undefined) {
  const [row] = await t.db
    .select({ status: bookingRequests.status })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, String(id)));
  return row?.status;
}

const REQUEST_APPLICATION = { occupants: 2, occupation: 'Matrix analyst', hasPets: false, about: 'Quiet' };
const REQUEST_APPLICATION_ROW = { ...REQUEST_APPLICATION, employer: null, monthlyIncomePaise: null };

/**
 * A fresh listing of landlord A showing visits 10:00–12:00 every day, and (`booked`) tenant A's
 * visit there at 10:00 the day after tomorrow; `text` is that visit's start.
 */
async function visitOfTenantA(fx: Fixtures, booked = true): Promise<CellFixtures> {
  const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
  const visitHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, fromMinute: 600, toMinute: 720 }));
  await t.db.update(properties).set({ visitHours, visitSlotMinutes: 30 }).where(eq(properties.id, listing.id));
  const start = marketInstant(addCalendarDays(today(), 2), 600);
  if (!booked) return { propertyId: listing.id, text: start.toISOString() };
  const [visit] = await t.db
    .insert(visits)
    .values({
      propertyId: listing.id,
      tenantId: fx.people.tenantA.id,
      landlordId: fx.people.landlordA.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * 60_000),
    })
    .returning({ id: visits.id });
  return { propertyId: listing.id, visitId: visit?.id, text: start.toISOString() };
}

async function visitStatus(id: string | undefined) {
  const [row] = await t.db
    .select({ status: visits.status })
    .from(visits)
    .where(eq(visits.id, String(id)));
  return row?.status;
}

/**
 * The matrix. Keys are the routes as registered; every registered route needs a row and every
 * row a registered route. Groups in `expect` are shorthands of the row (see permission-matrix.ts).
 */
const ROWS: Record<string, Row> = {
  // API reference: static and public.
  'GET /api/docs': { expect: publicRoute(200), request: () => ({ url: '/api/docs' }) },
  // @fastify/swagger-ui sends its own index page's address back to /api/docs.
  'GET /api/docs/static/index.html': { expect: publicRoute(302), request: () => ({ url: '/api/docs/static/index.html' }) },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: publicRoute(200),
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  'GET /api/docs/json': { expect: publicRoute(200), request: () => ({ url: '/api/docs/json' }) },
  'GET /api/docs/yaml': { expect: publicRoute(200), request: () => ({ url: '/api/docs/yaml' }) },
  'GET /api/docs/static/*': { expect: publicRoute(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/openapi.json': { expect: publicRoute(200), request: () => ({ url: '/api/openapi.json' }) },

  // Accounts: registering and logging in are for anyone; a token sent along is ignored.
  'POST /api/auth/register': {
    expect: publicRoute(201),
    setup: async () => ({ text: uniqueEmail('registered') }),
    request: ({ own }) => ({
      url: '/api/auth/register',
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: own.text,
        password: 'new-password',
        phone: '9876543210',
        role: 'tenant',
      },
    }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(users)
          .where(eq(users.email, String(own.text)))
      ).length === 1,
  },
  'POST /api/auth/login': {
    expect: publicRoute(200),
    request: ({ fx }) => ({
      url: '/api/auth/login',
      payload: { email: fx.people.tenantA.email, password: fx.people.tenantA.password, role: 'tenant' },
    }),
    // Whoever knows tenant A's password is tenant A.
    reveals: Object.fromEntries(ACTORS.map((actor) => [actor, ['tenantA']])),
  },
  'POST /api/auth/login-admin': {
    expect: publicRoute(200),
    request: ({ fx }) => ({
      url: '/api/auth/login-admin',
      payload: { email: fx.people.admin.email, password: fx.people.admin.password },
    }),
    reveals: Object.fromEntries(ACTORS.map((actor) => [actor, ['admin']])),
  },
  'GET /api/auth/me': { expect: privateRoute({ signedIn: 200 }), request: () => ({ url: '/api/auth/me' }) },
  // Account emails: the link's token is the permission, whoever sends it; a token sent along is ignored.
  'POST /api/auth/forgot-password': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: '/api/auth/forgot-password', payload: { email: fx.people.tenantA.email, role: 'tenant' } }),
  },
  'POST /api/auth/reset-password': {
    expect: publicRoute(200),
    setup: async () => {
      const user = await buildTenant(t.db);
      return { user, text: await linkFor(user, 'password_reset') };
    },
    request: ({ own }) => ({ url: '/api/auth/reset-password', payload: { token: own.text, newPassword: 'reset-password' } }),
    changed: async ({ own }) => loginWorks(own.user, 'reset-password'),
  },
  'POST /api/auth/verify-email': {
    expect: publicRoute(200),
    setup: async () => {
      const user = await buildTenant(t.db, { emailVerified: false });
      return { user, text: await linkFor(user, 'email_verification') };
    },
    request: ({ own }) => ({ url: '/api/auth/verify-email', payload: { token: own.text } }),
    changed: async ({ own }) => (await findUserById(t.db, String(own.user?.id)))?.emailVerifiedAt != null,
  },
  // Acts on the caller's own account: tenant A's cell is a fresh unverified one; the others are
  // verified already (400); the admin has no address to verify.
  'POST /api/auth/resend-verification': {
    expect: privateRoute({ tenantA: 200, signedIn: 400, admin: 403 }),
    setup: async ({ actor }) => {
      if (actor !== 'tenantA') return {};
      const user = await buildTenant(t.db, { emailVerified: false });
      return { user, token: tokenFor(t.app, user) };
    },
    request: () => ({ url: '/api/auth/resend-verification' }),
  },
  // The fresh account's password confirms the change: anyone else's own account refuses it (400).
  'PUT /api/user/email': {
    expect: privateRoute({ tenantA: 200, signedIn: 400, admin: 403 }),
    setup: async ({ actor }) => {
      const user = await buildUser(t.db, { role: 'tenant', password: 'email-change-password' });
      return { user, ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({
      url: '/api/user/email',
      payload: { email: uniqueEmail('changed'), currentPassword: own.user?.password },
    }),
  },
  'POST /api/auth/logout': {
    // Each signed-in actor logs out of a session of their own made for the cell, not the shared token.
    expect: privateRoute({ signedIn: 200 }),
    setup: async ({ actor, fx }) =>
      actor === 'blocked' || !PEOPLE.includes(actor as Person) ? {} : signInAgain(fx.people[actor as Person]),
    request: () => ({ url: '/api/auth/logout' }),
    changed: async ({ own }) => own.deviceId !== undefined && !(await isDeviceSignedIn(own.deviceId)),
  },

  'POST /api/auth/login/verify': {
    // Whoever holds the challenge and a code passed both steps: it is that (fresh) account's login.
    expect: publicRoute(200),
    setup: async () => {
      const user = await buildTenant(t.db);
      const secret = await enrolTwoStep(user);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password, role: 'tenant' },
      });
      // The next step's code: the enrolment spent this one.
      return { user, challenge: (login.json() as { challenge: string }).challenge, code: totpCode(secret, 1) };
    },
    request: ({ own }) => ({ url: '/api/auth/login/verify', payload: { challenge: own.challenge, code: own.code } }),
  },

  // Two-step sign-in of one's own account (tenant A's cell acts on a fresh account).
  'GET /api/me/two-step': { expect: privateRoute({ signedIn: 200 }), request: () => ({ url: '/api/me/two-step' }) },
  'POST /api/me/two-step/setup': {
    // Everyone else sends the fresh account's password, which is not theirs.
    expect: privateRoute({ tenantA: 200, signedIn: 400 }),
    setup: async ({ actor }) => {
      const user = await buildTwoStepTenant();
      return { user, ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({ url: '/api/me/two-step/setup', payload: { password: own.user?.password } }),
    changed: async ({ own }) => (await twoStepOf(own.user?.id))?.secret != null,
  },
  'POST /api/me/two-step/enable': {
    // Nobody else has started an enrolment to confirm.
    expect: privateRoute({ tenantA: 200, signedIn: 409 }),
    setup: async ({ actor }) => {
      const user = await buildTwoStepTenant();
      const secret = await startTwoStep(user);
      return { user, code: totpCode(secret), ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({ url: '/api/me/two-step/enable', payload: { code: own.code } }),
    changed: async ({ own }) => (await twoStepOf(own.user?.id))?.enabledAt != null,
  },
  'POST /api/me/two-step/disable': {
    expect: privateRoute({ tenantA: 200, signedIn: 400 }),
    setup: async ({ actor }) => {
      const user = await buildTwoStepTenant();
      const secret = await enrolTwoStep(user);
      return { user, code: totpCode(secret, 1), ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({ url: '/api/me/two-step/disable', payload: { password: own.user?.password, code: own.code } }),
    changed: async ({ own }) => (await twoStepOf(own.user?.id))?.enabledAt === null,
  },

  'POST /api/me/two-step/recovery-codes': {
    expect: privateRoute({ tenantA: 200, signedIn: 400 }),
    setup: async ({ actor }) => {
      const user = await buildTwoStepTenant();
      const secret = await enrolTwoStep(user);
      const text = await recoveryHashesOf(user.id);
      return { user, code: totpCode(secret, 1), text, ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({
      url: '/api/me/two-step/recovery-codes',
      payload: { password: own.user?.password, code: own.code },
    }),
    changed: async ({ own }) => (await recoveryHashesOf(String(own.user?.id))) !== own.text,
  },

  // One's own signed-in devices (tenant A's cell acts on a fresh account with a second device).
  'GET /api/me/sessions': { expect: privateRoute({ signedIn: 200 }), request: () => ({ url: '/api/me/sessions' }) },
  'DELETE /api/me/sessions/:id': {
    expect: privateRoute({ tenantA: 200, signedIn: 404 }),
    setup: async ({ actor }) => {
      const user = await buildTenant(t.db);
      const { deviceId } = await signInAgain(user);
      return { user, deviceId, ...(actor === 'tenantA' ? { token: tokenFor(t.app, user) } : {}) };
    },
    request: ({ own }) => ({ url: `/api/me/sessions/${own.deviceId}` }),
    changed: async ({ own }) => !(await isDeviceSignedIn(own.deviceId)),
  },
  'POST /api/me/sessions/revoke-others': {
    // Everyone ends their own other devices: each signed-in actor gets a second one, ended by the call.
    expect: privateRoute({ signedIn: 200 }),
    setup: async ({ actor, fx }) => {
      if (actor === 'blocked' || !PEOPLE.includes(actor as Person)) return {};
      const { deviceId } = await signInAgain(fx.people[actor as Person]);
      return { deviceId };
    },
    request: () => ({ url: '/api/me/sessions/revoke-others' }),
    changed: async ({ own }) => own.deviceId !== undefined && !(await isDeviceSignedIn(own.deviceId)),
  },

  // Contact form (public) and its messages (the admin's notifications).
  'POST /api/notification': {
    expect: publicRoute(201),
    setup: async () => ({ text: `Matrix contact ${Math.random().toString(36).slice(2)}` }),
    request: ({ own }) => ({
      url: '/api/notification',
      payload: { name: 'Asha Visitor', email: 'asha.visitor@example.com', message: own.text },
    }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.message, String(own.text)))
      ).length === 1,
  },
  'GET /api/notification-messages': {
    expect: adminOnly(),
    request: () => ({ url: '/api/notification-messages' }),
    shows: () => [CONTACT_TEXT],
  },
  'PATCH /api/notification/:id': {
    expect: adminOnly(),
    setup: async () => {
      const [row] = await t.db
        .insert(contactMessages)
        .values({ name: 'Ravi', email: 'ravi.contact@example.com', message: 'Is parking included?' })
        .returning();
      return { contactId: row?.id };
    },
    request: ({ own }) => ({ url: `/api/notification/${own.contactId}`, payload: { is_read: true } }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, String(own.contactId)));
      return row?.isRead ?? false;
    },
  },

  // Listings.
  'GET /api/property': { expect: publicRoute(200), request: () => ({ url: '/api/property' }), shows: (f) => [f.listing.id] },
  'GET /api/property/all': {
    expect: publicRoute(200),
    request: () => ({ url: '/api/property/all' }),
    shows: (f) => [f.listing.id],
  },
  'GET /api/places/pincodes/:pincode': {
    expect: publicRoute(200),
    request: () => ({ url: '/api/places/pincodes/560034' }),
  },
  'GET /api/places': { expect: publicRoute(200), request: () => ({ url: '/api/places?q=kora' }) },
  'GET /api/map/style': { expect: publicRoute(200), request: () => ({ url: '/api/map/style' }) },
  'GET /api/map/tiles/:z/:x/:y': { expect: publicRoute(200), request: () => ({ url: '/api/map/tiles/4/11/6' }) },
  'GET /api/property/cities': { expect: publicRoute(200), request: () => ({ url: '/api/property/cities?prefix=Test' }) },
  'GET /api/property/user/:userId': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/property/user/${fx.people.landlordA.id}` }),
    shows: (f) => [f.listing.id],
    seesExactPin: ['landlordA', 'admin'],
  },
  'GET /api/property/:id': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: `/api/property/${fx.listing.id}` }),
    shows: (f) => [f.listing.id],
    seesExactPin: ['landlordA', 'admin', 'tenantA'],
  },
  'POST /api/property/add': {
    // Landlords add listings as themselves: the body names landlord A as the owner.
    expect: privateRoute({ landlordA: 201, signedIn: 403 }),
    setup: async ({ fx }) => ({
      uploadUrl: await buildUpload(t.db, fx.people.landlordA),
      text: `Matrix flat ${Math.random().toString(36).slice(2)}`,
    }),
    request: ({ fx, own }) => ({
      url: '/api/property/add',
      payload: {
        userId: fx.people.landlordA.id,
        title: own.text,
        description: 'Bright corner flat',
        city: 'Testpur',
        address: '2 Matrix Lane',
        price: 18000,
        bedrooms: 2,
        bathrooms: 1,
        area: 850,
        propertyType: 'apartment',
        images: [own.uploadUrl],
      },
    }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(properties)
          .where(eq(properties.title, String(own.text)))
      ).length === 1,
  },
  'DELETE /api/property/:id': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({ url: `/api/property/${own.propertyId}` }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return row?.deletedAt != null;
    },
  },

  'PUT /api/property/:id': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({
      propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id,
      uploadUrl: await buildUpload(t.db, fx.people.landlordA),
      text: `Matrix edit ${Math.random().toString(36).slice(2)}`,
    }),
    request: ({ own }) => ({
      url: `/api/property/${own.propertyId}`,
      payload: {
        title: own.text,
        city: 'Testpur',
        price: 19000,
        bedrooms: 2,
        bathrooms: 1,
        area: 850,
        images: [own.uploadUrl],
      },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return row?.title === own.text;
    },
  },
  'POST /api/property/:id/pause': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({ url: `/api/property/${own.propertyId}/pause` }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return row?.pausedAt != null;
    },
  },
  'POST /api/property/:id/resume': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      const row = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      await t.db.update(properties).set({ pausedAt: new Date() }).where(eq(properties.id, row.id));
      return { propertyId: row.id };
    },
    request: ({ own }) => ({ url: `/api/property/${own.propertyId}/resume` }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return row?.pausedAt === null;
    },
  },

  // Reports and takedown: anyone signed in reports a listing but its own landlord; the
  // admin works the queue and hides listings. Each cell acts on a fresh listing or report.
  'POST /api/property/:id/report': {
    expect: privateRoute({ landlordA: 403, signedIn: 201 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({
      url: `/api/property/${own.propertyId}/report`,
      payload: { reason: 'scam', details: 'Wire deposit' },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(propertyReports)
        .where(eq(propertyReports.propertyId, String(own.propertyId)));
      return (row?.n ?? 0) > 0;
    },
  },
  'PATCH /api/property/:id/visibility': {
    expect: adminOnly(),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({ url: `/api/property/${own.propertyId}/visibility`, payload: { hidden: true, reason: 'Matrix' } }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return row?.hiddenAt != null;
    },
  },

  // Viewing visits: a listing's hours and free times are public like the listing; its landlord
  // (or the admin) sets the hours; tenants book; a visit belongs to its two people (the admin
  // lists and cancels any, but its calendar file, which carries both people's emails, is theirs).
  'GET /api/property/:id/visit-hours': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: `/api/property/${fx.listing.id}/visit-hours` }),
  },
  'PUT /api/property/:id/visit-hours': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({
      url: `/api/property/${own.propertyId}/visit-hours`,
      payload: { hours: [{ weekday: 6, from: '10:00', to: '12:00' }], slotMinutes: 30 },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(properties)
        .where(eq(properties.id, String(own.propertyId)));
      return (row?.visitHours.length ?? 0) > 0;
    },
  },
  'GET /api/property/:id/visit-slots': {
    expect: publicRoute(200),
    setup: ({ fx }) => visitOfTenantA(fx, false),
    request: ({ own }) => ({
      url: `/api/property/${own.propertyId}/visit-slots?from=${today()}&to=${addCalendarDays(today(), 6)}`,
    }),
    shows: () => ['T04:30:00.000Z'],
  },
  // Listed before booking, so the lists hold only tenant A's visits with landlord A.
  'GET /api/visits': {
    expect: privateRoute({ signedIn: 200 }),
    setup: ({ fx }) => visitOfTenantA(fx),
    request: () => ({ url: '/api/visits' }),
    reveals: { tenantA: ['landlordA'], landlordA: ['tenantA'], admin: PEOPLE },
  },
  'POST /api/visits': {
    expect: privateRoute({ tenantA: 201, tenantB: 201, signedIn: 403 }),
    setup: ({ fx }) => visitOfTenantA(fx, false),
    request: ({ own }) => ({ url: '/api/visits', payload: { propertyId: own.propertyId, start: own.text } }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(visits)
        .where(eq(visits.propertyId, String(own.propertyId)));
      return (row?.n ?? 0) > 0;
    },
  },
  'POST /api/visits/:id/cancel': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 404 }),
    setup: ({ fx }) => visitOfTenantA(fx),
    request: ({ own }) => ({ url: `/api/visits/${own.visitId}/cancel`, payload: { reason: 'Plans changed' } }),
    changed: async ({ own }) => (await visitStatus(own.visitId)) === 'cancelled',
  },
  'GET /api/visits/:id/calendar.ics': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, signedIn: 404 }),
    setup: ({ fx }) => visitOfTenantA(fx),
    request: ({ own }) => ({ url: `/api/visits/${own.visitId}/calendar.ics` }),
    shows: () => ['BEGIN:VCALENDAR'],
    reveals: { tenantA: ['landlordA'], landlordA: ['tenantA'] },
  },

  // Bookings.
  'GET /api/bookings/availability/:propertyId': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: `/api/bookings/availability/${fx.listing.id}` }),
  },
  'GET /api/bookings/all': {
    expect: adminOnly(),
    request: () => ({ url: '/api/bookings/all' }),
    reveals: { admin: PEOPLE },
  },
  'GET /api/bookings/tenant/:userId': {
    expect: privateRoute({ tenantA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/bookings/tenant/${fx.people.tenantA.id}` }),
    shows: (f) => [f.listing.id],
    reveals: { admin: ['tenantA'] },
  },
  'GET /api/bookings/landlord/:userId': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/bookings/landlord/${fx.people.landlordA.id}` }),
    shows: (f) => [f.listing.id],
    // The landlord sees the phone of who stays in their flat.
    reveals: { landlordA: ['tenantA'], admin: ['tenantA'] },
  },
  // Cancellation: tenant A's fresh stay in landlord A's listing, cancelled by either side or the admin.
  'POST /api/bookings/:bookingId/cancel': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      const stay = await buildBooking(t.db, listing, fx.people.tenantA, { moveInDate: addCalendarDays(today(), 5), months: 1 });
      return { bookingId: stay.id };
    },
    request: ({ own }) => ({ url: `/api/bookings/${own.bookingId}/cancel`, payload: { reason: 'Matrix' } }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, String(own.bookingId)));
      return row?.status === 'cancelled';
    },
  },

  // The deposit at move-out: tenant A's stay in landlord A's listing, ended yesterday.
  'GET /api/bookings/:id/deposit': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ bookingId: (await endedStayWithDeposit(fx)).id }),
    request: ({ own }) => ({ url: `/api/bookings/${own.bookingId}/deposit` }),
  },
  'POST /api/bookings/:id/deposit/settle': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ bookingId: (await endedStayWithDeposit(fx)).id }),
    request: ({ own }) => ({
      url: `/api/bookings/${own.bookingId}/deposit/settle`,
      payload: { deductions: [{ reason: 'Matrix cleaning', amount: 1_000 }] },
    }),
    changed: async ({ own }) => (await depositSettlementOf(own.bookingId)) !== undefined,
  },
  'POST /api/bookings/:id/deposit/dispute': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      const stay = await endedStayWithDeposit(fx);
      await buildDepositSettlement(t.db, stay, { at: t.clock.now() });
      return { bookingId: stay.id };
    },
    request: ({ own }) => ({ url: `/api/bookings/${own.bookingId}/deposit/dispute`, payload: { reason: 'Matrix dispute' } }),
    changed: async ({ own }) => (await depositSettlementOf(own.bookingId))?.disputeStatus === 'open',
  },
  // The queue names each dispute's tenant and landlord.
  'GET /api/admin/deposit-disputes': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/deposit-disputes' }),
    reveals: { admin: PEOPLE },
  },
  'POST /api/admin/deposit-disputes/:bookingId/decide': {
    expect: adminOnly(),
    setup: async ({ fx }) => {
      const stay = await endedStayWithDeposit(fx);
      await buildDepositSettlement(t.db, stay, { at: t.clock.now(), disputed: true });
      return { bookingId: stay.id };
    },
    request: ({ own }) => ({
      url: `/api/admin/deposit-disputes/${own.bookingId}/decide`,
      payload: { refund: 0, note: 'Matrix' },
    }),
    changed: async ({ own }) => (await depositSettlementOf(own.bookingId))?.disputeStatus === 'decided',
  },
  // Rent: tenant A's monthly stay in landlord A's listing, its next month due in a few days.
  'GET /api/bookings/:id/rent': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ bookingId: (await monthlyStayWithDueMonth(fx)).bookingId }),
    request: ({ own }) => ({ url: `/api/bookings/${own.bookingId}/rent` }),
  },
  'POST /api/bookings/:id/rent/:period/checkout': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      const { bookingId, period } = await monthlyStayWithDueMonth(fx);
      return { bookingId, text: period };
    },
    request: ({ own }) => ({ url: `/api/bookings/${own.bookingId}/rent/${own.text}/checkout` }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.bookingId, String(own.bookingId)));
      return (row?.n ?? 0) > 0;
    },
  },
  'GET /api/rent/landlord/:userId': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/rent/landlord/${fx.people.landlordA.id}` }),
  },

  // Payments.
  'POST /api/payment/create-checkout-session': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0, rupees: 15_000 })).id }),
    request: ({ fx, own }) => ({
      url: '/api/payment/create-checkout-session',
      payload: { tenantId: fx.people.tenantA.id, propertyId: own.propertyId, amount: 15_000, moveInDate: today(), duration: 1 },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(bookings)
        .where(eq(bookings.propertyId, String(own.propertyId)));
      return (row?.n ?? 0) > 0;
    },
  },
  'GET /api/payment/status/:session_id': {
    expect: privateRoute({ tenantA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/status/${fx.openSessionId}` }),
  },
  'GET /api/payment/all': { expect: adminOnly(), request: () => ({ url: '/api/payment/all' }), reveals: { admin: PEOPLE } },
  'GET /api/payment/tenant/:userId': {
    expect: privateRoute({ tenantA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/tenant/${fx.people.tenantA.id}` }),
    shows: (f) => [f.paymentId],
    reveals: { admin: ['tenantA'] },
  },
  'GET /api/payment/landlord/:userId': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/landlord/${fx.people.landlordA.id}` }),
    shows: (f) => [f.paymentId],
    reveals: { landlordA: ['tenantA'], admin: ['tenantA'] },
  },
  'GET /api/payment/landlord/:userId/monthly-summary': {
    expect: privateRoute({ landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/landlord/${fx.people.landlordA.id}/monthly-summary` }),
  },
  'GET /api/payment/:paymentId/invoice': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/${fx.paymentId}/invoice` }),
  },
  // A stay's papers: the rental agreement (read and signed by its two parties) and rent receipts.
  'GET /api/bookings/:bookingId/agreement': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/bookings/${fx.bookingId}/agreement` }),
  },
  'GET /api/bookings/:bookingId/agreement/status': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/bookings/${fx.bookingId}/agreement/status` }),
  },
  // Each party signs as themselves; the admin reads but never signs.
  'POST /api/bookings/:bookingId/agreement/sign': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      const stay = await buildBooking(t.db, listing, fx.people.tenantA, { moveInDate: addCalendarDays(today(), 5), months: 1 });
      return { bookingId: stay.id };
    },
    request: ({ actor, fx, own }) => {
      const signer = actor === 'landlordA' ? fx.people.landlordA : fx.people.tenantA;
      return {
        url: `/api/bookings/${own.bookingId}/agreement/sign`,
        payload: { fullName: `${signer.firstName} ${signer.lastName}`, accept: true },
      };
    },
    changed: async ({ own }) => {
      const rows = await t.db
        .select()
        .from(agreementSignatures)
        .where(eq(agreementSignatures.bookingId, String(own.bookingId)));
      return rows.length > 0;
    },
  },
  'GET /api/payment/:paymentId/receipt': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/payment/${fx.paymentId}/receipt` }),
  },
  'GET /api/bookings/:bookingId/rent-statement': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/bookings/${fx.bookingId}/rent-statement?fy=${financialYearOf(today())}` }),
  },
  // No webhook route here: each card network's adapter registers its own routes, and the demo's
  // are its hosted checkout's. Stripe's signed webhook is tested against a stand-in of Stripe in
  // stripe-checkout.routes.test.ts and stripe-webhook.hostile-input.test.ts.
  // The hosted checkout: like a Stripe checkout link, the unguessable session id is the key.
  'GET /api/payment/demo/:sessionId': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: `/api/payment/demo/${fx.openSessionId}` }),
  },
  'POST /api/payment/demo/:sessionId/pay': {
    expect: publicRoute(200),
    setup: async ({ fx }) => {
      const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      return { sessionId: (await openCheckout(t, fx.people.tenantA, listing, { moveInDate: today(), months: 1 })).sessionId };
    },
    request: ({ own }) => ({ url: `/api/payment/demo/${own.sessionId}/pay`, payload: TEST_CARD }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerSessionId, String(own.sessionId)));
      return row?.status === 'paid';
    },
  },

  'POST /api/uploads': {
    expect: privateRoute({ landlordA: 201, landlordB: 201, signedIn: 403 }),
    setup: async () => {
      const [row] = await t.db.select({ n: count() }).from(uploads);
      return { before: row?.n ?? 0 };
    },
    request: () => ({ url: '/api/uploads', payload: imageBody.payload, headers: imageBody.headers }),
    changed: async ({ own }) => {
      const [row] = await t.db.select({ n: count() }).from(uploads);
      return (row?.n ?? 0) > (own.before ?? 0);
    },
  },

  // Chat: only the conversation's two parties, never the admin.
  'GET /api/messages/conversation/:tenantId/:landlordId/:propertyId': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, signedIn: 403 }),
    request: ({ fx }) => ({
      url: `/api/messages/conversation/${fx.people.tenantA.id}/${fx.people.landlordA.id}/${fx.listing.id}`,
    }),
    shows: (f) => [f.messageFromTenant, f.messageFromLandlord],
  },
  'POST /api/messages/send': {
    expect: privateRoute({ tenantA: 201, landlordA: 201, signedIn: 403 }),
    setup: async () => ({ text: `Matrix hello ${Math.random().toString(36).slice(2)}` }),
    request: ({ fx, own }) => ({
      url: '/api/messages/send',
      payload: {
        tenantId: fx.people.tenantA.id,
        landlordId: fx.people.landlordA.id,
        propertyId: fx.listing.id,
        message: own.text,
      },
    }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.message, String(own.text)))
      ).length === 1,
  },
  'PATCH /api/messages/read/:messageId': {
    // Only the receiver marks a message read: landlord A sent it.
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({
      messageId: await sendMessage(fx.tokens.landlordA, fx.listing, fx.people.tenantA.id, 'Rent is due on the 5th'),
    }),
    request: ({ own }) => ({ url: `/api/messages/read/${own.messageId}` }),
    changed: async ({ own }) => isRead(own.messageId),
  },
  'GET /api/messages/summary/:userId/:role': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/messages/summary/${fx.people.tenantA.id}/tenant` }),
    shows: (f) => [f.listing.id],
  },
  'PATCH /api/messages/mark-read/:propertyId/:userId/:role': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({
      messageId: await sendMessage(fx.tokens.landlordA, fx.listing, fx.people.tenantA.id, 'The plumber comes on Monday'),
    }),
    request: ({ fx }) => ({ url: `/api/messages/mark-read/${fx.listing.id}/${fx.people.tenantA.id}/tenant` }),
    changed: async ({ own }) => isRead(own.messageId),
  },
  // Without an Upgrade header the socket route has nothing to serve: 426, asking for a WebSocket.
  // Who the socket admits is the test after the matrix.
  'GET /api/ws': { expect: publicRoute(426), request: () => ({ url: '/api/ws' }) },

  // Accounts: one's own (self-targeted rows act on a fresh account; tenant A's cell is that account).
  'GET /api/user/profile': {
    expect: privateRoute({ tenantA: 200, admin: 200, signedIn: 403 }),
    request: ({ fx }) => ({ url: `/api/user/profile?email=${encodeURIComponent(fx.people.tenantA.email)}&role=tenant` }),
    shows: (f) => [f.people.tenantA.email],
    reveals: { admin: ['tenantA'] },
  },
  'PUT /api/user/profile': {
    // Tenant B naming tenant A's email is refused as what it looks like — changing one's email,
    // which is read-only (A different email is a 400); nothing of A's changes either way.
    expect: privateRoute({ tenantA: 200, tenantB: 400, signedIn: 403 }),
    setup: async ({ actor }) => freshTenantFor(actor),
    request: ({ own }) => ({
      url: '/api/user/profile',
      payload: { email: own.user?.email, firstName: 'Changed', lastName: 'Name', phone: '', role: 'tenant' },
    }),
    changed: async ({ own }) => (await findUserById(t.db, String(own.user?.id)))?.firstName === 'Changed',
  },
  'PUT /api/user/password': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ actor }) => freshTenantFor(actor),
    request: ({ own }) => ({
      url: '/api/user/password',
      payload: { email: own.user?.email, currentPassword: own.user?.password, newPassword: 'changed-password', role: 'tenant' },
    }),
    changed: async ({ own }) => {
      const newWorks = await loginWorks(own.user, 'changed-password');
      const oldWorks = await loginWorks(own.user, String(own.user?.password));
      if (newWorks === oldWorks) throw new Error('exactly one of the old and new passwords should work');
      return newWorks;
    },
  },
  'DELETE /api/user/account': {
    expect: privateRoute({ tenantA: 200, signedIn: 403 }),
    setup: async ({ actor }) => freshTenantFor(actor),
    request: ({ own }) => ({ url: '/api/user/account', payload: { email: own.user?.email, role: 'tenant' } }),
    changed: async ({ own }) => (await findUserById(t.db, String(own.user?.id)))?.deletedAt != null,
  },
  // Each person's own language, whoever they are (it only ever changes the caller's own account).
  'PUT /api/me/language': {
    expect: privateRoute({ signedIn: 200 }),
    request: () => ({ url: '/api/me/language', payload: { language: 'en' } }),
  },
  // Each person's own records, whoever they are; nobody's but the caller's (its own test checks that).
  'GET /api/me/export': {
    expect: privateRoute({ signedIn: 200 }),
    request: () => ({ url: '/api/me/export' }),
    readsTenantBMessage: ['tenantB', 'landlordA'],
    // Landlord A's own listings, as they placed them.
    seesExactPin: ['landlordA'],
  },
  // Verified owners: a landlord's own request; its documents for that landlord and the admin only.
  'GET /api/me/verification': {
    expect: privateRoute({ landlordA: 200, landlordB: 200, signedIn: 403 }),
    request: () => ({ url: '/api/me/verification' }),
  },
  'POST /api/me/verification': {
    expect: privateRoute({ landlordA: 201, landlordB: 201, signedIn: 403 }),
    setup: async () => {
      const [row] = await t.db.select({ n: count() }).from(ownerVerifications);
      return { before: row?.n ?? 0 };
    },
    request: () => ({ url: '/api/me/verification', payload: verificationBody.payload, headers: verificationBody.headers }),
    changed: async ({ own }) => {
      const [row] = await t.db.select({ n: count() }).from(ownerVerifications);
      return (row?.n ?? 0) > (own.before ?? 0);
    },
  },
  'GET /api/owner-verifications/:id/documents/:kind': {
    // Another landlord learns nothing, not even that the request exists: 404.
    expect: privateRoute({ landlordA: 200, admin: 200, landlordB: 404, signedIn: 403 }),
    setup: async ({ fx }) => {
      // Decided already, so it never stands in the way of landlord A's own new request in another row.
      const [request] = await t.db
        .insert(ownerVerifications)
        .values({ landlordId: fx.people.landlordA.id, status: 'rejected', decidedAt: new Date(), rejectionReason: 'Blurred' })
        .returning();
      if (!request) throw new Error('verification request not written');
      await t.db.insert(ownerDocuments).values({
        verificationId: request.id,
        kind: 'identity',
        contentType: 'application/pdf',
        byteSize: 9,
        data: Buffer.from('%PDF-1.4\n'),
      });
      return { verificationId: request.id };
    },
    request: ({ own }) => ({ url: `/api/owner-verifications/${own.verificationId}/documents/identity` }),
  },
  'GET /api/admin/owner-verifications': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/owner-verifications?status=rejected' }),
    reveals: { admin: PEOPLE },
  },
  'POST /api/admin/owner-verifications/:id/decision': {
    expect: adminOnly(),
    setup: async () => {
      const landlord = await buildLandlord(t.db);
      const [request] = await t.db.insert(ownerVerifications).values({ landlordId: landlord.id }).returning();
      return { verificationId: request?.id };
    },
    request: ({ own }) => ({
      url: `/api/admin/owner-verifications/${own.verificationId}/decision`,
      payload: { decision: 'reject', reason: 'The bill is not in your name.' },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ status: ownerVerifications.status })
        .from(ownerVerifications)
        .where(eq(ownerVerifications.id, String(own.verificationId)));
      return row?.status === 'rejected';
    },
  },
  'GET /api/user/user-stats': { expect: adminOnly(), request: () => ({ url: '/api/user/user-stats' }) },
  'GET /api/user/tenants': { expect: adminOnly(), request: () => ({ url: '/api/user/tenants' }), reveals: { admin: PEOPLE } },
  'GET /api/user/landlords': {
    expect: adminOnly(),
    request: () => ({ url: '/api/user/landlords' }),
    reveals: { admin: PEOPLE },
  },
  'PATCH /api/user/block': {
    expect: adminOnly(),
    setup: async () => ({ user: await buildTenant(t.db) }),
    request: ({ own }) => ({ url: '/api/user/block', payload: { email: own.user?.email, role: 'tenant', blocked: true } }),
    changed: async ({ own }) => (await findUserById(t.db, String(own.user?.id)))?.blocked ?? false,
  },
  'GET /api/user/property-stats': { expect: adminOnly(), request: () => ({ url: '/api/user/property-stats' }) },
  'GET /api/admin/overview': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/overview' }),
    reveals: { admin: PEOPLE },
  },

  // Who did what: the admin's own actions, and security events of every account.
  'GET /api/admin/audit': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/audit?limit=200' }),
    reveals: { admin: PEOPLE },
  },

  // The admin's tables name every owner and both sides of each stay and payment.
  'GET /api/admin/properties': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/properties?limit=200' }),
    shows: (f) => [f.listing.id],
    reveals: { admin: PEOPLE },
  },
  'GET /api/admin/properties.csv': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/properties.csv' }),
    shows: (f) => [f.listing.id],
    reveals: { admin: PEOPLE },
  },
  'GET /api/admin/bookings.csv': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/bookings.csv' }),
    shows: (f) => [f.listing.id],
    reveals: { admin: PEOPLE },
  },
  'GET /api/admin/transactions.csv': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/transactions.csv' }),
    shows: (f) => [f.paymentId],
    reveals: { admin: PEOPLE },
  },

  // The queue names each reporter (the report rows above filed some as every signed-in actor).
  'GET /api/admin/reports': {
    expect: adminOnly(),
    request: () => ({ url: '/api/admin/reports' }),
    reveals: { admin: PEOPLE },
  },
  'PATCH /api/admin/reports/:id': {
    expect: adminOnly(),
    setup: async ({ fx }) => {
      const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      const [row] = await t.db
        .insert(propertyReports)
        .values({ propertyId: listing.id, reporterId: fx.people.tenantB.id, reason: 'inaccurate' })
        .returning();
      return { reportId: row?.id };
    },
    request: ({ own }) => ({ url: `/api/admin/reports/${own.reportId}`, payload: { status: 'dismissed' } }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select()
        .from(propertyReports)
        .where(eq(propertyReports.id, String(own.reportId)));
      return row?.status === 'dismissed';
    },
    reveals: { admin: ['tenantB'] },
  },

  // Requests to book: tenants ask, the listing's landlord answers, the tenant withdraws; to anyone
  // else a request does not exist. Each cell acts on a fresh listing or request.
  'POST /api/booking-requests': {
    expect: privateRoute({ tenantA: 201, tenantB: 201, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await requestListingOf(fx)).id }),
    request: ({ own }) => ({
      url: '/api/booking-requests',
      payload: { propertyId: own.propertyId, moveInDate: today(), duration: 1, application: REQUEST_APPLICATION },
    }),
    changed: async ({ own }) => {
      const [row] = await t.db
        .select({ n: count() })
        .from(bookingRequests)
        .where(eq(bookingRequests.propertyId, String(own.propertyId)));
      return (row?.n ?? 0) > 0;
    },
  },
  'GET /api/booking-requests': {
    expect: privateRoute({ signedIn: 200 }),
    request: () => ({ url: '/api/booking-requests' }),
  },
  'POST /api/booking-requests/:id/approve': {
    expect: privateRoute({ landlordA: 200, landlordB: 404, signedIn: 403 }),
    setup: async ({ fx }) => ({ text: await pendingRequestOf(fx) }),
    request: ({ own }) => ({ url: `/api/booking-requests/${own.text}/approve`, payload: {} }),
    changed: async ({ own }) => (await requestStatus(own.text)) === 'approved',
  },
  'POST /api/booking-requests/:id/decline': {
    expect: privateRoute({ landlordA: 200, landlordB: 404, signedIn: 403 }),
    setup: async ({ fx }) => ({ text: await pendingRequestOf(fx) }),
    request: ({ own }) => ({ url: `/api/booking-requests/${own.text}/decline`, payload: { reason: 'Matrix' } }),
    changed: async ({ own }) => (await requestStatus(own.text)) === 'declined',
  },
  'POST /api/booking-requests/:id/withdraw': {
    expect: privateRoute({ tenantA: 200, tenantB: 404, signedIn: 403 }),
    setup: async ({ fx }) => ({ text: await pendingRequestOf(fx) }),
    request: ({ own }) => ({ url: `/api/booking-requests/${own.text}/withdraw`, payload: {} }),
    changed: async ({ own }) => (await requestStatus(own.text)) === 'withdrawn',
  },
  // A tenant's own renter profile (both tenants have one: the request rows above kept their answers).
  'GET /api/me/renter-profile': {
    expect: privateRoute({ tenantA: 200, tenantB: 200, signedIn: 403 }),
    setup: async ({ fx }) => {
      await t.db
        .insert(renterProfiles)
        .values({ userId: fx.people.tenantA.id, ...REQUEST_APPLICATION_ROW })
        .onConflictDoNothing();
      return {};
    },
    request: () => ({ url: '/api/me/renter-profile' }),
  },
  'PUT /api/me/renter-profile': {
    expect: privateRoute({ tenantA: 200, tenantB: 200, signedIn: 403 }),
    setup: async () => ({ text: `Matrix ${Math.random().toString(36).slice(2, 8)}` }),
    request: ({ own }) => ({ url: '/api/me/renter-profile', payload: { ...REQUEST_APPLICATION, occupation: own.text } }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(renterProfiles)
          .where(eq(renterProfiles.occupation, String(own.text)))
      ).length > 0,
  },

  // Reviews: the stay's two parties write; the listing's landlord answers; the admin removes.
  'POST /api/reviews': {
    expect: privateRoute({ tenantA: 201, landlordA: 201, signedIn: 403 }),
    setup: async ({ fx }) => ({ bookingId: (await pastStay(fx)).id }),
    request: ({ own }) => ({ url: '/api/reviews', payload: { bookingId: own.bookingId, rating: 4, comment: 'Matrix review' } }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(reviews)
          .where(eq(reviews.bookingId, String(own.bookingId)))
      ).length === 1,
  },
  // Before the other side writes, a review is its author's and the admin's; to everyone else there is none.
  'GET /api/reviews/:id': {
    expect: publicRoute(404, { tenantA: 200, admin: 200 }),
    setup: async ({ fx }) => ({ reviewId: await reviewOf(fx, await pastStay(fx), 'tenantA') }),
    request: ({ own }) => ({ url: `/api/reviews/${own.reviewId}` }),
    shows: () => ['Blind matrix review'],
  },
  'POST /api/reviews/:id/reply': {
    expect: privateRoute({ landlordA: 200, signedIn: 403 }),
    setup: async ({ fx }) => ({ reviewId: await publishedReviewOf(fx) }),
    request: ({ own }) => ({ url: `/api/reviews/${own.reviewId}/reply`, payload: { reply: 'Thank you' } }),
    changed: async ({ own }) => (await reviewRow(own.reviewId)).reply !== null,
  },
  'GET /api/property/:id/reviews': {
    expect: publicRoute(200),
    request: ({ fx }) => ({ url: `/api/property/${fx.listing.id}/reviews` }),
    shows: () => [STAY_REVIEW],
  },
  // What landlords wrote about tenant A: tenant A, landlord A (their booking) and the admin.
  'GET /api/user/:id/reviews': {
    expect: privateRoute({ tenantA: 200, landlordA: 200, admin: 200, signedIn: 403 }),
    // The largest page: the rows above add reviews of tenant A by landlord A.
    request: ({ fx }) => ({ url: `/api/user/${fx.people.tenantA.id}/reviews?limit=50` }),
    shows: () => [TENANT_REVIEW],
  },
  'DELETE /api/admin/reviews/:id': {
    expect: adminOnly(),
    setup: async ({ fx }) => ({ reviewId: await publishedReviewOf(fx) }),
    request: ({ own }) => ({ url: `/api/admin/reviews/${own.reviewId}` }),
    changed: async ({ own }) => (await reviewRow(own.reviewId)).removedAt !== null,
  },

  // Saved homes and searches: a tenant's own; landlords and the admin have none.
  'PUT /api/favourites/:propertyId': {
    expect: privateRoute({ tenantA: 204, tenantB: 204, signedIn: 403 }),
    setup: async ({ fx }) => ({ propertyId: (await buildProperty(t.db, fx.people.landlordA, { images: 0 })).id }),
    request: ({ own }) => ({ url: `/api/favourites/${own.propertyId}` }),
    changed: async ({ own }) => (await favouritesOf(String(own.propertyId))) > 0,
  },
  'DELETE /api/favourites/:propertyId': {
    expect: privateRoute({ tenantA: 204, tenantB: 204, signedIn: 403 }),
    // Saved by the acting tenant (tenant A for everyone else): removing it is what changes.
    setup: async ({ fx, actor }) => {
      const listing = await buildProperty(t.db, fx.people.landlordA, { images: 0 });
      const tenant = actor === 'tenantB' ? fx.people.tenantB : fx.people.tenantA;
      await t.db.insert(favourites).values({ tenantId: tenant.id, propertyId: listing.id });
      return { propertyId: listing.id };
    },
    request: ({ own }) => ({ url: `/api/favourites/${own.propertyId}` }),
    changed: async ({ own }) => (await favouritesOf(String(own.propertyId))) === 0,
  },
  'GET /api/favourites': {
    expect: privateRoute({ tenantA: 200, tenantB: 200, signedIn: 403 }),
    request: () => ({ url: '/api/favourites' }),
  },
  'POST /api/saved-searches': {
    expect: privateRoute({ tenantA: 201, tenantB: 201, signedIn: 403 }),
    setup: async () => ({ text: `Matrix${Math.random().toString(36).slice(2, 8)}` }),
    request: ({ own }) => ({ url: '/api/saved-searches', payload: { q: own.text, bedrooms: 2 } }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.q, String(own.text)))
      ).length > 0,
  },
  'GET /api/saved-searches': {
    expect: privateRoute({ tenantA: 200, tenantB: 200, signedIn: 403 }),
    request: () => ({ url: '/api/saved-searches' }),
  },
  // Tenant A's saved search: tenant B is told there is none.
  'DELETE /api/saved-searches/:id': {
    expect: privateRoute({ tenantA: 204, tenantB: 404, signedIn: 403 }),
    setup: async ({ fx }) => {
      const [row] = await t.db
        .insert(savedSearches)
        .values({ tenantId: fx.people.tenantA.id, q: 'Matrix' })
        .returning({ id: savedSearches.id });
      return { text: row?.id };
    },
    request: ({ own }) => ({ url: `/api/saved-searches/${own.text}` }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.id, String(own.text)))
      ).length === 0,
  },

  // Notifications: everyone signed in has their own bell and settings; another's notification is 404.
  'GET /api/me/notifications': {
    expect: privateRoute({ signedIn: 200 }),
    request: () => ({ url: '/api/me/notifications' }),
  },
  'PATCH /api/me/notifications/:id/read': {
    expect: privateRoute({ tenantA: 200, signedIn: 404 }),
    setup: async ({ fx }) => ({ text: await unreadNotificationOf(fx.people.tenantA.id) }),
    request: ({ own }) => ({ url: `/api/me/notifications/${own.text}/read` }),
    changed: async ({ own }) => (await notificationRow(own.text)).readAt !== null,
  },
  'POST /api/me/notifications/read-all': {
    expect: privateRoute({ signedIn: 200 }),
    // The acting person's own unread notification (tenant A's for callers who are nobody).
    setup: async ({ fx, actor }) => {
      const person = personOf(actor);
      return { text: await unreadNotificationOf(person ? fx.people[person].id : fx.people.tenantA.id) };
    },
    request: () => ({ url: '/api/me/notifications/read-all' }),
    changed: async ({ own }) => (await notificationRow(own.text)).readAt !== null,
  },
  'GET /api/me/notification-settings': {
    expect: privateRoute({ signedIn: 200 }),
    request: () => ({ url: '/api/me/notification-settings' }),
  },
  'PUT /api/me/notification-settings': {
    expect: privateRoute({ signedIn: 200 }),
    setup: async ({ fx, actor }) => {
      const person = personOf(actor);
      const userId = person ? fx.people[person].id : fx.people.tenantA.id;
      await t.db.delete(notificationEmailOptOuts).where(eq(notificationEmailOptOuts.userId, userId));
      return { text: userId };
    },
    request: () => ({ url: '/api/me/notification-settings', payload: { email: { saved_search_match: false } } }),
    changed: async ({ own }) =>
      (
        await t.db
          .select()
          .from(notificationEmailOptOuts)
          .where(eq(notificationEmailOptOuts.userId, String(own.text)))
      ).length > 0,
  },

  'GET /api/health': { expect: publicRoute(200), request: () => ({ url: '/api/health' }) },
};

async function unreadNotificationOf(userId: string): Promise<string> {
  const [row] = await t.db
    .insert(notifications)
    .values({ userId, type: 'listing_shown', title: 'Matrix notification', link: '/landlord/properties' })
    .returning({ id: notifications.id });
  return String(row?.id);
}

async function notificationRow(id: string | undefined) {
  const [row] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, String(id)));
  if (!row) throw new Error(`notification ${id} is gone`);
  return row;
}

async function favouritesOf(propertyId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(favourites).where(eq(favourites.propertyId, propertyId));
  return row?.n ?? 0;
}

/** The identity behind an actor's token, if it is one of the fixture people. */
function personOf(actor: Actor): Person | undefined {
  return (PEOPLE as readonly string[]).includes(actor) ? (actor as Person) : undefined;
}

/** Private data in an answer that this caller has no business seeing. */
function leaksIn(body: string, actor: Actor, row: Row): string[] {
  const found: string[] = [];
  const secrets = ['scrypt', 'password_hash', 'passwordHash'];
  if (!row.readsTenantBMessage?.includes(actor)) secrets.push(TENANT_B_SECRET);
  if (!row.seesExactPin?.includes(actor)) secrets.push(...LISTING_PIN_TEXTS);
  for (const secret of secrets) {
    if (body.includes(secret)) found.push(secret);
  }
  const allowed = new Set<Person>(row.reveals?.[actor] ?? []);
  const self = personOf(actor);
  if (self) allowed.add(self);
  for (const person of PEOPLE) {
    if (allowed.has(person)) continue;
    const { email } = fx.people[person];
    if (body.includes(email)) found.push(`${person}'s email`);
    if (body.includes(PHONES[person])) found.push(`${person}'s phone`);
  }
  return found;
}

async function runCell(route: string, row: Row, actor: Actor): Promise<void> {
  const [method, pattern] = route.split(' ') as [string, string];
  const own = row.setup ? await row.setup({ actor, fx }) : {};
  const cell: Cell = { actor, fx, own };
  const request = row.request(cell);
  expect(patternMatches(pattern, request.url.split('?')[0] ?? ''), `${request.url} is not ${pattern}`).toBe(true);
  const token = own.token ?? fx.tokens[actor];
  const res: LightMyRequestResponse = await t.app.inject({
    method: method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...as(token) },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  const expected = expectedStatus(row.expect, actor);
  results.push({ route, actor, expected, got: res.statusCode });
  const where = `${route} as ${actor}`;
  expect.soft(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(expected);

  if (actor === 'blocked' && expected === 403 && res.statusCode === 403) {
    expect.soft(res.json().code, `${where}: a blocked account is told so`).toBe('ACCOUNT_BLOCKED');
  }
  if (res.statusCode >= 300 && res.statusCode < 400) {
    expect.soft(String(res.headers.location), `${where}: a redirect stays on this site`).toMatch(/^(\/(?!\/)|\.\/|[a-z])/);
  }
  if (res.statusCode >= 400 && res.body !== '') {
    expect
      .soft(JSON.parse(res.body), `${where}: the error shape`)
      .toMatchObject({ error: expect.any(String), code: expect.any(String) });
  }
  if (ok(res.statusCode)) {
    const body = res.headers['content-type']?.toString().startsWith('application/pdf') ? '' : res.body;
    expect.soft(leaksIn(body, actor, row), `${where}: private data of others in the answer`).toEqual([]);
    for (const text of row.shows?.(fx) ?? []) expect.soft(body, `${where}: shows ${text}`).toContain(text);
    if (row.seesExactPin?.includes(actor)) {
      for (const text of LISTING_PIN_TEXTS) expect.soft(body, `${where}: shows the exact pin`).toContain(text);
    }
  }
  if (row.changed) {
    expect
      .soft(await row.changed(cell), `${where}: ${ok(expected) ? 'should change' : 'must change nothing'}`)
      .toBe(ok(expected));
  }
}

beforeAll(async () => {
  t = await createTestApp();
  imageBody = multipartImage(await photo());
  verificationBody = multipart([
    { field: 'ownership', name: 'bill.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { field: 'identity', name: 'id.png', type: 'image/png', data: await photo() },
  ]);
  const [tenantA, tenantB, landlordA, landlordB, blocked, admin, deleted] = await Promise.all([
    buildTenant(t.db),
    buildTenant(t.db),
    buildLandlord(t.db),
    buildLandlord(t.db),
    buildTenant(t.db, { blocked: true }),
    buildAdmin(t.db),
    buildTenant(t.db),
  ]);
  const people = { tenantA, tenantB, landlordA, landlordB, blocked, admin };
  for (const person of PEOPLE) {
    await t.db.update(users).set({ phone: PHONES[person] }).where(eq(users.id, people[person].id));
  }

  const sign = (user: TestUser) => tokenFor(t.app, user);
  const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
  const expired = t.app.jwt.sign({ sub: tenantA.id, role: 'tenant', ver: 0, iat: nowSeconds - 7200, exp: nowSeconds - 3600 });
  // Tenant A's signature on a payload that claims to be the admin.
  const [header, , signature] = sign(tenantA).split('.');
  const forged = Buffer.from(JSON.stringify({ sub: admin.id, role: 'admin', ver: 0, iat: nowSeconds, exp: nowSeconds + 3600 }));
  const tampered = `${header}.${forged.toString('base64url')}.${signature}`;
  const deletedToken = sign(deleted);
  const closed = await t.app.inject({
    method: 'DELETE',
    url: '/api/user/account',
    headers: as(deletedToken),
    payload: { email: deleted.email, role: 'tenant' },
  });
  if (closed.statusCode !== 200) throw new Error(`could not delete the account: ${closed.body}`);
  const tokens: Record<Actor, string | undefined> = {
    visitor: undefined,
    tenantA: sign(tenantA),
    tenantB: sign(tenantB),
    landlordA: sign(landlordA),
    landlordB: sign(landlordB),
    blocked: sign(blocked),
    admin: sign(admin),
    expired,
    tampered,
    deleted: deletedToken,
  };

  const built = await buildProperty(t.db, landlordA, { title: 'Matrix Residency' });
  const [listing] = await t.db
    .update(properties)
    .set({ pincode: '560034', ...LISTING_PIN, approxLat: 12.942_3, approxLng: 77.636_5 })
    .where(eq(properties.id, built.id))
    .returning();
  if (!listing) throw new Error('the matrix listing is gone');
  const otherListing = await buildProperty(t.db, landlordA, { title: 'Matrix Annexe' });
  const listingB = await buildProperty(t.db, landlordB, { title: 'Other landlord flat' });
  const paidSessionId = await bookAndPay(t, tenantA, listing, { moveInDate: today(), months: 1 });
  await bookAndPay(t, tenantB, listingB, { moveInDate: today(), months: 1 });
  const { sessionId: openSessionId } = await openCheckout(t, tenantA, otherListing, { moveInDate: today(), months: 1 });
  const [payment] = await t.db.select().from(payments).where(eq(payments.providerSessionId, paidSessionId));
  if (!payment) throw new Error('no payment for the paid session');

  const messageFromTenant = await sendMessage(tokens.tenantA, listing, tenantA.id, 'Is the flat pet friendly?');
  const messageFromLandlord = await sendMessage(tokens.landlordA, listing, tenantA.id, 'Yes, small pets are fine.');
  await sendMessage(tokens.tenantB, listing, tenantB.id, TENANT_B_SECRET);
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/notification',
    payload: { name: 'Asha Visitor', email: 'asha.visitor@example.com', message: CONTACT_TEXT },
  });
  if (contact.statusCode !== 201) throw new Error(`contact message refused: ${contact.body}`);

  fx = {
    people,
    tokens,
    listing,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    openSessionId,
    messageFromTenant,
    messageFromLandlord,
  };
  // The paid stay began today: both its parties review it, so the listing and tenant A have published reviews.
  await reviewOf(fx, { id: payment.bookingId }, 'tenantA', STAY_REVIEW);
  await reviewOf(fx, { id: payment.bookingId }, 'landlordA', TENANT_REVIEW);
});

afterAll(async () => {
  if (t) {
    const order = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    console.log(`Permission matrix\n${formatGrid(order, results)}`);
  }
  await t?.close();
});

describe('permission matrix', () => {
  it('has a row for every registered /api route, and no row for a route that is gone', () => {
    const registered = t.app.apiRoutes.map((route) => `${route.method} ${route.url}`);
    const rows = Object.keys(ROWS);
    expect(
      registered.filter((route) => !rows.includes(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      rows.filter((route) => !registered.includes(route)),
      'rows without a route',
    ).toEqual([]);
  });

  for (const [route, row] of Object.entries(ROWS)) {
    it(route, async () => {
      for (const actor of ACTORS) await runCell(route, row, actor);
    });
  }

  it('the chat socket admits exactly the valid tokens of unblocked accounts', async () => {
    // inject() cannot upgrade (the socket plugin lives inside the /api scope), so this one listens.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `ws://127.0.0.1:${address.port}/api/ws`;
    const outcomes: Partial<Record<Actor, string>> = {};
    for (const actor of ACTORS) {
      const token = fx.tokens[actor];
      if (!token) continue; // A visitor has no token to send; the auth timeout is live.ws.test.ts's.
      outcomes[actor] = await socketOutcome(url, token);
    }
    console.log(`WS /api/ws (auth message) → ${JSON.stringify(outcomes)}`);
    expect(outcomes).toEqual({
      tenantA: 'ready',
      tenantB: 'ready',
      landlordA: 'ready',
      landlordB: 'ready',
      blocked: 'closed 4403',
      admin: 'ready',
      expired: 'closed 4401',
      tampered: 'closed 4401',
      deleted: 'closed 4401',
    });
  });
});

/** Opens /api/ws, authenticates with `token`, and reports `ready` or the close code. */
async function socketOutcome(url: string, token: string): Promise<string> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const outcome = new Promise<string>((resolve) => {
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve('ready');
    });
    socket.on('close', (code) => resolve(`closed ${code}`));
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  const result = await outcome;
  socket.terminate();
  return result;
}
