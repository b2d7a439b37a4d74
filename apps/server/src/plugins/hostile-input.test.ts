import {
  adminAuditQuery,
  adminBookingFilters,
  adminBookingsQuery,
  adminLoginBody,
  adminPaymentFilters,
  adminPaymentsQuery,
  adminPropertyFilters,
  adminPropertyListQuery,
  blockUserBody,
  cancelBookingBody,
  cancelVisitBody,
  changeEmailBody,
  changePasswordBody,
  cityListQuery,
  contactMessageBody,
  contactReadBody,
  conversationQuery,
  createBookingRequestBody,
  createCheckoutBody,
  createPropertyBody,
  createReportBody,
  createReviewBody,
  createVisitBody,
  decideDepositDisputeBody,
  declineBookingRequestBody,
  deleteAccountBody,
  demoCardPayBody,
  depositDisputesQuery,
  disputeDepositBody,
  forgotPasswordBody,
  gazetteerQuery,
  historyPageQuery,
  landlordPaymentsQuery,
  languageBody,
  loginBody,
  notificationsQuery,
  ownerVerificationListQuery,
  profileQuery,
  propertyListQuery,
  propertyVisibilityBody,
  type Role,
  registerBody,
  renterApplicationBody,
  rentStatementQuery,
  replyReviewBody,
  resetPasswordBody,
  resolveReportBody,
  reviewListQuery,
  savedSearchBody,
  sendMessageBody,
  settleDepositBody,
  signAgreementBody,
  summaryQuery,
  twoStepDisableBody,
  twoStepEnableBody,
  twoStepRecoveryCodesBody,
  twoStepSetupBody,
  twoStepVerifyBody,
  updateNotificationSettingsBody,
  updateProfileBody,
  updatePropertyBody,
  userListQuery,
  verifyEmailBody,
  visitHoursBody,
  visitSlotsQuery,
} from '@rentease/contract';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bookingRequests,
  notifications,
  type PropertyRow,
  payments,
  properties,
  propertyReports,
  reviews,
  savedSearches,
  userSessions,
  users,
  visits,
} from '../db/schema/index.js';
import { addCalendarDays, addCalendarMonths, marketInstant } from '../lib/dates.js';
import { bookAndPay, openCheckout, TEST_CARD } from '../test/checkout.js';
import { buildDepositSettlement, buildStayWithDeposit } from '../test/deposits.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  buildUpload,
  type TestUser,
  tokenFor,
  uniqueEmail,
} from '../test/factories.js';
import {
  type BodyChoice,
  bodyExamples,
  describeChanges,
  describeRequest,
  errorShapeProblem,
  FORGED_AUTHORIZATION,
  fillPath,
  fuzzSettings,
  type HeaderChoice,
  hostileBody,
  hostileHeaders,
  hostileParam,
  hostileQuery,
  injectWithin,
  materializeBody,
  materializeHeaders,
  materializeParam,
  materializeQuery,
  PARAM_EXAMPLES,
  type ParamChoice,
  pathParams,
  type QueryChoice,
  queryExamples,
  RequestHang,
  responseText,
  snapshotTables,
  type TableSnapshot,
} from '../test/hostile-input.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import type { RouteAccess } from './access.plugin.js';

/**
 * Hostile input: every /api route, as a visitor, as a forged session and as each role
 * it allows, gets random and adversarial path parameters, query strings, bodies and headers. No
 * answer may be a 5xx or take longer than the request timeout, every error keeps the JSON error
 * shape, and a refused request leaves every mutable table as it was.
 *
 * Default: a fixed seed and a few dozen cases per route. Long run: `npm run fuzz -w @rentease/server`
 * (FUZZ_RUNS, FUZZ_SEED; a failure prints the seed to replay it with).
 */
const FUZZ = fuzzSettings(16);

// The route list comes from the app itself, so a new route is fuzzed (and flagged below) at once.
const t: TestContext = await createTestApp();
const routes: RouteAccess[] = t.app.apiRoutes;

// ── The world the valid inputs point at ──────────────────────────────────────────────────────────

/** Saved searches here name a city the fuzzed listings (in Fuzzpur) never match. */
const SAVED_SEARCH_CITY = 'Savedville';

type World = {
  tenant: TestUser;
  landlord: TestUser;
  admin: TestUser;
  /** The tenant the admin's block request names (blocking the acting tenant would end the run). */
  victim: TestUser;
  /** A live listing with a paid stay, a conversation and a contact message around it. */
  property: PropertyRow;
  /** A listing with nothing booked: a checkout for today is valid. */
  openProperty: PropertyRow;
  /** The tenant's notification of the paid stay. */
  notificationId: string;
  /** A listing to report and hide, so hiding it takes nothing from the other routes' cases. */
  reportedProperty: PropertyRow;
  /** An open report (by the victim) on that listing, for the admin to resolve. */
  reportId: string;
  /** One of the tenant's saved searches. */
  savedSearchId: string;
  /** A 'request' listing of the landlord the tenant has not asked for yet. */
  requestProperty: PropertyRow;
  /** The tenant's pending request on another 'request' listing of the landlord. */
  bookingRequestId: string;
  /** A past stay of the tenant with the landlord that neither has reviewed yet. */
  reviewableBookingId: string;
  /** The tenant's published review of an earlier stay, for replies and removal. */
  reviewId: string;
  today: string;
  paidSessionId: string;
  paymentId: string;
  /** The booking of the paid stay (moving in today: its tenant, landlord and the admin may cancel it). */
  bookingId: string;
  openSessionId: string;
  contactId: string;
  messageId: string;
  /** An upload of the landlord no listing uses yet. */
  uploadUrl: string;
  /**
   * A listing showing visits every day, and the tenant's visit there; `visitStart` is a free slot
   * of it and of the open listing (which shows visits at the same hours).
   */
  visitProperty: PropertyRow;
  visitId: string;
  visitStart: string;
  /** A tenant token whose payload was swapped for an admin's (signature no longer matches). */
  tamperedToken: string;
  /** Stays of the tenant with the landlord, ended yesterday with a deposit: unsettled, settled (one deduction), and disputed. */
  depositBookingId: string;
  settledDepositBookingId: string;
  disputedDepositBookingId: string;
  /** Another signed-in device of the tenant, to end. */
  tenantDeviceId: string;
};

async function buildWorld(): Promise<World> {
  const tenant = await buildTenant(t.db);
  const landlord = await buildLandlord(t.db);
  const admin = await buildAdmin(t.db);
  const victim = await buildTenant(t.db);
  const property = await buildProperty(t.db, landlord, { title: 'Fuzz flat', city: 'Fuzzpur' });
  const openProperty = await buildProperty(t.db, landlord, { title: 'Open flat', city: 'Fuzzpur' });
  const reportedProperty = await buildProperty(t.db, landlord, { title: 'Reported flat', city: 'Fuzzpur', images: 0 });
  const [report] = await t.db
    .insert(propertyReports)
    .values({ propertyId: reportedProperty.id, reporterId: victim.id, reason: 'scam' })
    .returning({ id: propertyReports.id });
  const [savedSearch] = await t.db
    .insert(savedSearches)
    // A city no fuzzed listing is in: a match would send a digest email whose bookkeeping (a write
    // to saved_searches from the email worker, on its own schedule) the table digests would catch.
    .values({ tenantId: tenant.id, q: SAVED_SEARCH_CITY })
    .returning({ id: savedSearches.id });
  const today = t.clock.today();
  const { reviewableBookingId, reviewId } = await buildPastStays(tenant, landlord, today);
  const { requestProperty, bookingRequestId } = await buildRequests(tenant, landlord, today);
  const paidSessionId = await bookAndPay(t, tenant, property, { moveInDate: today, months: 1 });
  const { sessionId: openSessionId } = await openCheckout(t, tenant, openProperty, { moveInDate: today, months: 1 });
  const [payment] = await t.db
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(eq(payments.providerSessionId, paidSessionId));
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/notification',
    payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Is parking included?' },
  });
  const chat = await t.app.inject({
    method: 'POST',
    url: '/api/messages/send',
    headers: bearer(t.app, tenant),
    payload: { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id, message: 'Is it still available?' },
  });
  if (!payment || !report || !savedSearch || contact.statusCode !== 201 || chat.statusCode !== 201) {
    throw new Error(`could not build the fuzz world: contact ${contact.statusCode}, chat ${chat.statusCode}`);
  }
  const [notification] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, tenant.id))
    .limit(1);
  if (!notification) throw new Error('could not build the fuzz world: no notification of the paid stay');
  const visitHours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, fromMinute: 600, toMinute: 720 }));
  const [visitProperty] = await t.db
    .update(properties)
    .set({ visitHours, visitSlotMinutes: 30 })
    .where(eq(properties.id, (await buildProperty(t.db, landlord, { title: 'Visit flat', city: 'Fuzzpur', images: 0 })).id))
    .returning();
  const visitDay = addCalendarDays(today, 2);
  const [visit] = await t.db
    .insert(visits)
    .values({
      propertyId: String(visitProperty?.id),
      tenantId: tenant.id,
      landlordId: landlord.id,
      startsAt: marketInstant(visitDay, 600),
      endsAt: marketInstant(visitDay, 630),
    })
    .returning({ id: visits.id });
  if (!visitProperty || !visit) throw new Error('could not build the fuzz world: no visit');
  // The open listing shows visits too: the tenant has none booked there yet.
  await t.db.update(properties).set({ visitHours, visitSlotMinutes: 30 }).where(eq(properties.id, openProperty.id));
  const deposits = await buildDeposits(tenant, landlord, today);
  const [device] = await t.db
    .insert(userSessions)
    .values({ userId: tenant.id, expiresAt: new Date(t.clock.now().getTime() + 3_600_000), userAgent: 'Fuzz browser' })
    .returning({ id: userSessions.id });
  if (!device) throw new Error('could not build the fuzz world: no second device');
  const [header, , signature] = tokenFor(t.app, tenant).split('.');
  const adminPayload = Buffer.from(JSON.stringify({ sub: admin.id, role: 'admin' })).toString('base64url');
  return {
    tenant,
    landlord,
    admin,
    victim,
    tenantDeviceId: device.id,
    property,
    openProperty,
    savedSearchId: savedSearch.id,
    requestProperty,
    bookingRequestId,
    notificationId: notification.id,
    reportedProperty,
    reportId: report.id,
    reviewableBookingId,
    reviewId,
    today,
    paidSessionId,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    openSessionId,
    contactId: contact.json().notification.id,
    messageId: chat.json().message.id,
    uploadUrl: await buildUpload(t.db, landlord),
    tamperedToken: `${header}.${adminPayload}.${signature}`,
    visitProperty,
    visitId: visit.id,
    visitStart: marketInstant(visitDay, 660).toISOString(),
    ...deposits,
  };
}

/** Three stays of `tenant` with `landlord` that ended yesterday with a deposit: held, settled, disputed. */
async function buildDeposits(tenant: TestUser, landlord: TestUser, today: string) {
  const listing = await buildProperty(t.db, landlord, { title: 'Deposit flat', city: 'Fuzzpur', images: 0 });
  // A month each, three months apart: one listing, never two stays at once.
  const stay = async (index: number) =>
    (
      await buildStayWithDeposit(t.db, listing, tenant, {
        endDate: addCalendarMonths(addCalendarDays(today, -1), -3 * index),
        months: 1,
      })
    ).booking;
  const held = await stay(0);
  const settled = await stay(1);
  const disputed = await stay(2);
  await buildDepositSettlement(t.db, settled, { at: t.clock.now() });
  await buildDepositSettlement(t.db, disputed, { at: t.clock.now(), disputed: true });
  return { depositBookingId: held.id, settledDepositBookingId: settled.id, disputedDepositBookingId: disputed.id };
}

/** Two past stays in a listing of `landlord`: one reviewed by both sides (published), one not reviewed yet. */
async function buildPastStays(tenant: TestUser, landlord: TestUser, today: string) {
  const reviewed = await buildProperty(t.db, landlord, { title: 'Reviewed flat', city: 'Fuzzpur', images: 0 });
  const earlier = await buildBooking(t.db, reviewed, tenant, { moveInDate: addCalendarMonths(today, -3), months: 1 });
  const later = await buildBooking(t.db, reviewed, tenant, { moveInDate: addCalendarMonths(today, -1), months: 1 });
  const stay = { bookingId: earlier.id, propertyId: reviewed.id, rating: 4, publishedAt: t.clock.now() };
  const [review] = await t.db
    .insert(reviews)
    .values([
      { ...stay, side: 'tenant', authorId: tenant.id, subjectId: landlord.id, comment: 'Bright rooms' },
      { ...stay, side: 'landlord', authorId: landlord.id, subjectId: tenant.id, comment: 'Paid on time' },
    ])
    .returning({ id: reviews.id });
  if (!review) throw new Error('could not build the fuzz world: no review');
  return { reviewableBookingId: later.id, reviewId: review.id };
}

const FUZZ_APPLICATION = { occupants: 2, occupation: 'Engineer', hasPets: false, about: 'Quiet couple' };

/** Two 'request' listings of `landlord`: one with `tenant`'s pending request, one not asked for yet. */
async function buildRequests(tenant: TestUser, landlord: TestUser, today: string) {
  const [requestProperty, askedProperty] = [
    await buildProperty(t.db, landlord, { title: 'Request flat', city: 'Fuzzpur', images: 0 }),
    await buildProperty(t.db, landlord, { title: 'Asked flat', city: 'Fuzzpur', images: 0 }),
  ];
  for (const listing of [requestProperty, askedProperty]) {
    await t.db.update(properties).set({ bookingMode: 'request' }).where(eq(properties.id, listing.id));
  }
  const now = t.clock.now();
  const [request] = await t.db
    .insert(bookingRequests)
    .values({
      propertyId: askedProperty.id,
      tenantId: tenant.id,
      landlordId: landlord.id,
      moveInDate: today,
      durationMonths: 1,
      endDate: addCalendarMonths(today, 1),
      amountPaise: askedProperty.pricePaise,
      application: { ...FUZZ_APPLICATION, employer: null, monthlyIncomePaise: null },
      createdAt: now,
      expiresAt: new Date(now.getTime() + 48 * 3_600_000),
    })
    .returning({ id: bookingRequests.id });
  if (!request) throw new Error('could not build the fuzz world: no booking request');
  return { requestProperty: { ...requestProperty, bookingMode: 'request' as const }, bookingRequestId: request.id };
}

// ── What a valid request to each route looks like ────────────────────────────────────────────────

type Actor = 'anonymous' | 'forged' | Role;
type Ctx = { w: World; actor: Actor; user: TestUser | undefined };

type RouteInputs = {
  /** The valid value of each path parameter. */
  params?: (c: Ctx) => Record<string, string>;
  query?: { schema: z.ZodObject; valid?: (c: Ctx) => Record<string, string> };
  body?: { schema?: z.ZodObject; valid: (c: Ctx) => Record<string, unknown> };
  /**
   * A success changes what later cases rely on (the actor's account deleted or its tokens
   * revoked, a listing or the open checkout used up): the next case gets a new world.
   */
  spoilsWorld?: boolean;
  /** Puts back what a success undid, where that is cheaper than a new world. */
  repair?: () => Promise<void>;
};

const as = (c: Ctx, role: 'tenant' | 'landlord') => (c.user?.role === role ? c.user : c.w[role]);
/** The signed-in tenant or landlord, or the world's tenant for everyone else. */
const self = (c: Ctx) => (c.user && c.user.role !== 'admin' ? c.user : c.w.tenant);

const listingQuery = { schema: propertyListQuery };
const historyQuery = { schema: historyPageQuery };

const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'GET /api/docs': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'GET /api/docs/static/*': { params: () => ({ '*': 'swagger-ui.css' }) },
  'GET /api/openapi.json': {},
  'POST /api/auth/register': {
    body: {
      schema: registerBody,
      valid: () => ({
        firstName: 'Asha',
        lastName: 'Rao',
        email: uniqueEmail('fuzz'),
        password: 'secret-password',
        phone: '+91 98765 43210',
        role: 'tenant',
      }),
    },
  },
  'POST /api/auth/login': {
    body: { schema: loginBody, valid: ({ w }) => ({ email: w.tenant.email, password: w.tenant.password, role: 'tenant' }) },
  },
  'POST /api/auth/login-admin': {
    body: { schema: adminLoginBody, valid: ({ w }) => ({ email: w.admin.email, password: w.admin.password }) },
  },
  'GET /api/auth/me': {},
  // A made-up challenge: the route checks it before any code, and no case may sign in for real.
  'POST /api/auth/login/verify': {
    body: { schema: twoStepVerifyBody, valid: () => ({ challenge: 'not-a-challenge', code: '123456' }) },
  },
  'GET /api/me/two-step': {},
  'POST /api/me/two-step/setup': { body: { schema: twoStepSetupBody, valid: (c) => ({ password: self(c).password }) } },
  'POST /api/me/two-step/enable': { body: { schema: twoStepEnableBody, valid: () => ({ code: '123456' }) } },
  'POST /api/me/two-step/recovery-codes': {
    body: { schema: twoStepRecoveryCodesBody, valid: (c) => ({ password: self(c).password, code: '123456' }) },
  },
  'POST /api/me/two-step/disable': {
    body: { schema: twoStepDisableBody, valid: (c) => ({ password: self(c).password, code: '123456' }) },
  },
  'POST /api/auth/forgot-password': {
    body: { schema: forgotPasswordBody, valid: ({ w }) => ({ email: w.tenant.email, role: 'tenant' }) },
  },
  // An unknown link: refused with 400 (a real one would end the actor's sessions mid-run).
  'POST /api/auth/reset-password': {
    body: {
      schema: resetPasswordBody,
      valid: () => ({ token: 'dGhpcy1pcy1ub3QtYS1yZWFsLWxpbms', newPassword: 'another-password' }),
    },
  },
  'POST /api/auth/verify-email': {
    body: { schema: verifyEmailBody, valid: () => ({ token: 'dGhpcy1pcy1ub3QtYS1yZWFsLWxpbms' }) },
  },
  'POST /api/auth/resend-verification': {},
  'PUT /api/user/email': {
    body: { schema: changeEmailBody, valid: (c) => ({ email: uniqueEmail('fuzz-new'), currentPassword: self(c).password }) },
  },
  // These end the caller's own sessions: the next case needs them signed in again.
  'POST /api/auth/logout': { repair: () => reopenWorldSessions() },
  'GET /api/me/sessions': {},
  'DELETE /api/me/sessions/:id': { params: ({ w }) => ({ id: w.tenantDeviceId }), repair: () => reopenWorldSessions() },
  'POST /api/me/sessions/revoke-others': { repair: () => reopenWorldSessions() },
  'POST /api/notification': {
    body: {
      schema: contactMessageBody,
      valid: () => ({ name: 'Visitor', email: 'visitor@example.com', message: 'Is parking included?' }),
    },
  },
  'GET /api/notification-messages': { query: historyQuery },
  'PATCH /api/notification/:id': {
    params: ({ w }) => ({ id: w.contactId }),
    body: { schema: contactReadBody, valid: () => ({ is_read: true }) },
  },
  'GET /api/property': { query: listingQuery },
  // The same search around a point, nearest first, so that hostile cursors of that order reach its query.
  'GET /api/property/all': {
    query: { ...listingQuery, valid: () => ({ near: '12.97,77.59', radiusKm: '50', sort: 'distance' }) },
  },
  'GET /api/places/pincodes/:pincode': { params: () => ({ pincode: '560034' }) },
  'GET /api/places': { query: { schema: gazetteerQuery, valid: () => ({ q: 'kora' }) } },
  'GET /api/map/style': {},
  'GET /api/map/tiles/:z/:x/:y': { params: () => ({ z: '4', x: '11', y: '6' }) },
  'GET /api/property/cities': { query: { schema: cityListQuery, valid: () => ({ prefix: 'Fu' }) } },
  'GET /api/property/user/:userId': { params: (c) => ({ userId: as(c, 'landlord').id }), query: listingQuery },
  'GET /api/property/:id': { params: ({ w }) => ({ id: w.property.id }) },
  'POST /api/property/add': {
    body: {
      schema: createPropertyBody,
      valid: ({ w }) => ({
        title: 'Sunny 2BHK',
        description: 'Near the station',
        city: 'Fuzzpur',
        address: '2 Test Road',
        price: 25_000,
        bedrooms: 2,
        bathrooms: 1,
        area: 900,
        propertyType: 'apartment',
        images: [w.uploadUrl],
      }),
    },
    spoilsWorld: true,
  },
  'PUT /api/property/:id': {
    params: ({ w }) => ({ id: w.property.id }),
    body: {
      schema: updatePropertyBody,
      valid: ({ w }) => ({
        title: 'Sunny 2BHK, renovated',
        description: 'Near the station',
        city: 'Fuzzpur',
        address: '2 Test Road',
        price: 26_000,
        bedrooms: 2,
        bathrooms: 1,
        area: 900,
        propertyType: 'apartment',
        images: [w.uploadUrl],
        availableFrom: null,
        moveInWindowDays: 4,
        bookingMode: 'instant',
      }),
    },
    spoilsWorld: true,
  },
  'POST /api/property/:id/pause': { params: ({ w }) => ({ id: w.property.id }), spoilsWorld: true },
  'POST /api/property/:id/resume': { params: ({ w }) => ({ id: w.property.id }) },
  'DELETE /api/property/:id': { params: ({ w }) => ({ id: w.property.id }), spoilsWorld: true },
  'POST /api/property/:id/report': {
    params: ({ w }) => ({ id: w.reportedProperty.id }),
    body: { schema: createReportBody, valid: () => ({ reason: 'other', details: 'Same flat listed twice' }) },
  },
  'PATCH /api/property/:id/visibility': {
    params: ({ w }) => ({ id: w.reportedProperty.id }),
    body: { schema: propertyVisibilityBody, valid: () => ({ hidden: true, reason: 'Reported as a scam' }) },
  },
  'GET /api/admin/reports': { query: historyQuery },
  'GET /api/admin/properties': { query: { schema: adminPropertyListQuery } },
  'GET /api/admin/audit': { query: { schema: adminAuditQuery } },
  'GET /api/admin/properties.csv': { query: { schema: adminPropertyFilters } },
  'GET /api/admin/bookings.csv': { query: { schema: adminBookingFilters } },
  'GET /api/admin/transactions.csv': { query: { schema: adminPaymentFilters } },
  'PATCH /api/admin/reports/:id': {
    params: ({ w }) => ({ id: w.reportId }),
    body: { schema: resolveReportBody, valid: () => ({ status: 'dismissed' }) },
  },
  'GET /api/bookings/availability/:propertyId': { params: ({ w }) => ({ propertyId: w.property.id }) },
  'GET /api/bookings/all': { query: { schema: adminBookingsQuery } },
  'POST /api/bookings/:bookingId/cancel': {
    params: ({ w }) => ({ bookingId: w.bookingId }),
    body: { schema: cancelBookingBody, valid: () => ({ reason: 'Plans changed' }) },
    spoilsWorld: true,
  },
  'GET /api/bookings/:id/deposit': { params: ({ w }) => ({ id: w.depositBookingId }) },
  'POST /api/bookings/:id/deposit/settle': {
    params: ({ w }) => ({ id: w.depositBookingId }),
    body: { schema: settleDepositBody, valid: () => ({ deductions: [{ reason: 'Cleaning', amount: 1_000 }] }) },
    spoilsWorld: true,
  },
  'POST /api/bookings/:id/deposit/dispute': {
    params: ({ w }) => ({ id: w.settledDepositBookingId }),
    body: { schema: disputeDepositBody, valid: () => ({ reason: 'The walls were already marked' }) },
    spoilsWorld: true,
  },
  'GET /api/admin/deposit-disputes': { query: { schema: depositDisputesQuery, valid: () => ({ status: 'open' }) } },
  'POST /api/admin/deposit-disputes/:bookingId/decide': {
    params: ({ w }) => ({ bookingId: w.disputedDepositBookingId }),
    body: { schema: decideDepositDisputeBody, valid: () => ({ refund: 1_000, note: 'Half of it' }) },
    spoilsWorld: true,
  },
  'GET /api/bookings/tenant/:userId': { params: (c) => ({ userId: as(c, 'tenant').id }), query: historyQuery },
  'GET /api/bookings/:id/rent': { params: ({ w }) => ({ id: w.bookingId }) },
  // The world's stay is paid in full: a valid request is refused (409), never a 500.
  'POST /api/bookings/:id/rent/:period/checkout': { params: ({ w }) => ({ id: w.bookingId, period: w.today }) },
  'GET /api/rent/landlord/:userId': { params: (c) => ({ userId: as(c, 'landlord').id }) },
  'GET /api/bookings/landlord/:userId': { params: (c) => ({ userId: as(c, 'landlord').id }), query: historyQuery },
  'POST /api/payment/create-checkout-session': {
    body: {
      schema: createCheckoutBody,
      valid: ({ w }) => ({
        tenantId: w.tenant.id,
        propertyId: w.openProperty.id,
        amount: w.openProperty.pricePaise / 100,
        moveInDate: w.today,
        duration: 1,
      }),
    },
  },
  'GET /api/payment/status/:session_id': { params: ({ w }) => ({ session_id: w.paidSessionId }) },
  'GET /api/payment/all': { query: { schema: adminPaymentsQuery } },
  'GET /api/payment/tenant/:userId': { params: (c) => ({ userId: as(c, 'tenant').id }), query: historyQuery },
  'GET /api/payment/landlord/:userId': {
    params: (c) => ({ userId: as(c, 'landlord').id }),
    query: { schema: landlordPaymentsQuery, valid: ({ w }) => ({ month: w.today.slice(0, 7), property: 'Fuzz' }) },
  },
  'GET /api/payment/landlord/:userId/monthly-summary': { params: (c) => ({ userId: as(c, 'landlord').id }) },
  'GET /api/payment/:paymentId/invoice': { params: ({ w }) => ({ paymentId: w.paymentId }) },
  'GET /api/payment/:paymentId/receipt': { params: ({ w }) => ({ paymentId: w.paymentId }) },
  'GET /api/bookings/:bookingId/agreement': { params: ({ w }) => ({ bookingId: w.bookingId }) },
  'GET /api/bookings/:bookingId/agreement/status': { params: ({ w }) => ({ bookingId: w.bookingId }) },
  'POST /api/bookings/:bookingId/agreement/sign': {
    params: ({ w }) => ({ bookingId: w.bookingId }),
    body: { schema: signAgreementBody, valid: (c) => ({ fullName: `${self(c).firstName} ${self(c).lastName}`, accept: true }) },
    spoilsWorld: true,
  },
  'GET /api/bookings/:bookingId/rent-statement': {
    params: ({ w }) => ({ bookingId: w.bookingId }),
    query: { schema: rentStatementQuery, valid: () => ({ fy: '2026-27' }) },
  },
  'GET /api/payment/demo/:sessionId': { params: ({ w }) => ({ sessionId: w.openSessionId }) },
  'POST /api/payment/demo/:sessionId/pay': {
    params: ({ w }) => ({ sessionId: w.openSessionId }),
    body: { schema: demoCardPayBody, valid: () => ({ ...TEST_CARD }) },
    spoilsWorld: true,
  },
  // Files have their own hostile-input test (uploads.hostile-input.test.ts); here: everything that
  // is not a well-formed multipart upload.
  'POST /api/uploads': {},
  'GET /api/messages/conversation/:tenantId/:landlordId/:propertyId': {
    params: ({ w }) => ({ tenantId: w.tenant.id, landlordId: w.landlord.id, propertyId: w.property.id }),
    query: { schema: conversationQuery },
  },
  'POST /api/messages/send': {
    body: {
      schema: sendMessageBody,
      valid: ({ w }) => ({
        tenantId: w.tenant.id,
        landlordId: w.landlord.id,
        propertyId: w.property.id,
        message: 'Is it still available?',
      }),
    },
  },
  'PATCH /api/messages/read/:messageId': { params: ({ w }) => ({ messageId: w.messageId }) },
  'GET /api/messages/summary/:userId/:role': {
    params: (c) => ({ userId: self(c).id, role: self(c).role }),
    query: { schema: summaryQuery },
  },
  'PATCH /api/messages/mark-read/:propertyId/:userId/:role': {
    params: (c) => ({ propertyId: c.w.property.id, userId: self(c).id, role: self(c).role }),
  },
  'GET /api/ws': {},
  'GET /api/me/export': {},
  'PUT /api/me/language': { body: { schema: languageBody, valid: () => ({ language: 'en' }) } },
  'GET /api/me/verification': {},
  // Documents are files: here, everything that is not a well-formed multipart upload.
  'POST /api/me/verification': {},
  // No request has this id: the handler is reached and answers 404.
  'GET /api/owner-verifications/:id/documents/:kind': {
    params: () => ({ id: '7d3c2a55-1b7e-4a0e-9c1a-2f0e8b6d4c11', kind: 'identity' }),
  },
  'GET /api/admin/owner-verifications': { query: { schema: ownerVerificationListQuery } },
  'POST /api/admin/owner-verifications/:id/decision': {
    params: () => ({ id: '7d3c2a55-1b7e-4a0e-9c1a-2f0e8b6d4c11' }),
    body: { valid: () => ({ decision: 'reject', reason: 'The bill is not in your name.' }) },
  },
  'GET /api/user/profile': {
    query: { schema: profileQuery, valid: (c) => ({ email: self(c).email, role: self(c).role }) },
  },
  'PUT /api/user/profile': {
    body: {
      schema: updateProfileBody,
      valid: (c) => ({ email: self(c).email, firstName: 'Asha', lastName: 'Rao', phone: '+91 98765 43210', role: self(c).role }),
    },
  },
  'PUT /api/user/password': {
    body: {
      schema: changePasswordBody,
      valid: (c) => ({
        email: self(c).email,
        currentPassword: self(c).password,
        newPassword: 'another-password',
        role: self(c).role,
      }),
    },
    spoilsWorld: true,
  },
  'DELETE /api/user/account': {
    body: { schema: deleteAccountBody, valid: (c) => ({ email: self(c).email, role: self(c).role }) },
    spoilsWorld: true,
  },
  'GET /api/user/user-stats': {},
  'GET /api/user/tenants': { query: { schema: userListQuery } },
  'GET /api/user/landlords': { query: { schema: userListQuery } },
  'PATCH /api/user/block': {
    body: { schema: blockUserBody, valid: ({ w }) => ({ email: w.victim.email, role: 'tenant', blocked: true }) },
  },
  'GET /api/user/property-stats': {},
  'GET /api/admin/overview': {},
  'POST /api/reviews': {
    body: { schema: createReviewBody, valid: ({ w }) => ({ bookingId: w.reviewableBookingId, rating: 5, comment: 'Lovely' }) },
  },
  'GET /api/reviews/:id': { params: ({ w }) => ({ id: w.reviewId }) },
  'POST /api/reviews/:id/reply': {
    params: ({ w }) => ({ id: w.reviewId }),
    body: { schema: replyReviewBody, valid: () => ({ reply: 'Thank you' }) },
  },
  'GET /api/property/:id/reviews': { params: ({ w }) => ({ id: w.property.id }), query: { schema: reviewListQuery } },
  'GET /api/user/:id/reviews': { params: ({ w }) => ({ id: w.tenant.id }), query: { schema: reviewListQuery } },
  'DELETE /api/admin/reviews/:id': { params: ({ w }) => ({ id: w.reviewId }) },
  'PUT /api/favourites/:propertyId': { params: ({ w }) => ({ propertyId: w.property.id }) },
  'DELETE /api/favourites/:propertyId': { params: ({ w }) => ({ propertyId: w.property.id }) },
  'GET /api/favourites': { query: historyQuery },
  'POST /api/saved-searches': {
    body: {
      schema: savedSearchBody,
      valid: () => ({
        q: SAVED_SEARCH_CITY,
        type: 'villa',
        minPrice: 10_000,
        maxPrice: 50_000,
        bedrooms: 9,
        near: '12.9,77.6',
        radiusKm: 5,
        nearName: 'Koramangala',
      }),
    },
  },
  'GET /api/saved-searches': {},
  'DELETE /api/saved-searches/:id': { params: ({ w }) => ({ id: w.savedSearchId }), spoilsWorld: true },
  'POST /api/booking-requests': {
    body: {
      schema: createBookingRequestBody,
      valid: ({ w }) => ({
        propertyId: w.requestProperty.id,
        moveInDate: w.today,
        duration: 2,
        application: { ...FUZZ_APPLICATION, employer: 'Fuzz Ltd', monthlyIncome: 90_000 },
      }),
    },
  },
  'GET /api/booking-requests': {},
  'POST /api/booking-requests/:id/approve': { params: ({ w }) => ({ id: w.bookingRequestId }), spoilsWorld: true },
  'POST /api/booking-requests/:id/decline': {
    params: ({ w }) => ({ id: w.bookingRequestId }),
    body: { schema: declineBookingRequestBody, valid: () => ({ reason: 'Family only' }) },
    spoilsWorld: true,
  },
  'POST /api/booking-requests/:id/withdraw': { params: ({ w }) => ({ id: w.bookingRequestId }), spoilsWorld: true },
  'GET /api/me/renter-profile': {},
  'PUT /api/me/renter-profile': { body: { schema: renterApplicationBody, valid: () => ({ ...FUZZ_APPLICATION }) } },
  'GET /api/me/notifications': { query: { schema: notificationsQuery } },
  'PATCH /api/me/notifications/:id/read': { params: ({ w }) => ({ id: w.notificationId }) },
  'POST /api/me/notifications/read-all': {},
  'GET /api/me/notification-settings': {},
  'PUT /api/me/notification-settings': {
    body: { schema: updateNotificationSettingsBody, valid: () => ({ email: { chat_message: false, booking_confirmed: true } }) },
  },
  'GET /api/health': {},
  'GET /api/property/:id/visit-hours': { params: ({ w }) => ({ id: w.visitProperty.id }) },
  'PUT /api/property/:id/visit-hours': {
    params: ({ w }) => ({ id: w.visitProperty.id }),
    body: { schema: visitHoursBody, valid: () => ({ hours: [{ weekday: 1, from: '10:00', to: '12:00' }], slotMinutes: 30 }) },
  },
  'GET /api/property/:id/visit-slots': {
    params: ({ w }) => ({ id: w.visitProperty.id }),
    query: { schema: visitSlotsQuery, valid: ({ w }) => ({ from: w.today, to: addCalendarDays(w.today, 6) }) },
  },
  'POST /api/visits': {
    body: { schema: createVisitBody, valid: ({ w }) => ({ propertyId: w.openProperty.id, start: w.visitStart }) },
  },
  'GET /api/visits': {},
  'POST /api/visits/:id/cancel': {
    params: ({ w }) => ({ id: w.visitId }),
    body: { schema: cancelVisitBody, valid: () => ({ reason: 'Plans changed' }) },
    spoilsWorld: true,
  },
  'GET /api/visits/:id/calendar.ics': { params: ({ w }) => ({ id: w.visitId }) },
};

// ── One hostile case ─────────────────────────────────────────────────────────────────────────────

type Case = {
  actor: Actor;
  forgery: number;
  params: ParamChoice[];
  query: QueryChoice;
  body: BodyChoice;
  headers: HeaderChoice;
};

/** Visitors and forged sessions are tried everywhere; the allowed roles more often, to get past the guard. */
function actorsFor(route: RouteAccess): fc.Arbitrary<Actor> {
  const allowed: Role[] = route.access === 'public' ? ['tenant', 'landlord', 'admin'] : [...route.access];
  return fc.oneof(
    { arbitrary: fc.constantFrom<Actor>('anonymous', 'forged'), weight: 1 },
    { arbitrary: fc.constantFrom<Actor>(...allowed), weight: 3 },
  );
}

const VALID_PARAM: ParamChoice = { kind: 'valid' };
const VALID_QUERY: QueryChoice = { keepValid: true, pairs: [], repeat: undefined };
const VALID_BODY: BodyChoice = { kind: 'json', mutation: [], contentType: 'application/json' };
const NO_HEADERS: HeaderChoice = { accept: undefined, acceptEncoding: undefined, requestId: undefined };

/** Hostile path parameters and query string; the body (if the route takes one) is valid. */
function urlCase(route: RouteAccess, inputs: RouteInputs): fc.Arbitrary<Case> {
  return fc.record({
    actor: actorsFor(route),
    forgery: fc.nat({ max: FORGED_AUTHORIZATION.length }),
    params: fc.tuple(...pathParams(route.url).map(() => hostileParam)),
    query: hostileQuery(Object.keys(inputs.query?.schema.shape ?? {})),
    body: fc.constant<BodyChoice>(inputs.body ? VALID_BODY : { kind: 'none' }),
    headers: hostileHeaders,
  });
}

/** A hostile body (and content type) on an otherwise valid request. */
function bodyCase(route: RouteAccess, inputs: RouteInputs): fc.Arbitrary<Case> {
  const body = inputs.body;
  const validKeys = body ? Object.keys(body.valid(exampleCtx)) : [];
  const knownKeys = [...new Set([...validKeys, ...Object.keys(body?.schema?.shape ?? {})])];
  return fc.record({
    actor: actorsFor(route),
    forgery: fc.nat({ max: FORGED_AUTHORIZATION.length }),
    params: fc.constant(pathParams(route.url).map(() => VALID_PARAM)),
    query: fc.constant(VALID_QUERY),
    body: hostileBody(validKeys.length, knownKeys),
    headers: hostileHeaders,
  });
}

let world: World;
/** Stands in for the world while arbitraries are built (only the keys of valid bodies are read). */
let exampleCtx: Ctx;
/** The tables as the last refused request left them (undefined: take a fresh snapshot). */
let lastSnapshot: TableSnapshot | undefined;

/** Signs the world's people back in on the sessions their tokens name (and the tenant's second device). */
async function reopenWorldSessions(): Promise<void> {
  const people = [world.tenant.id, world.landlord.id, world.admin.id];
  await t.db.update(userSessions).set({ endedAt: null }).where(inArray(userSessions.userId, people));
}

function userOf(actor: Actor): TestUser | undefined {
  return actor === 'anonymous' || actor === 'forged' ? undefined : world[actor];
}

function authorization(c: Case): Record<string, string> {
  if (c.actor === 'anonymous') return {};
  if (c.actor === 'forged') {
    return { authorization: FORGED_AUTHORIZATION[c.forgery] ?? `Bearer ${world.tamperedToken}` };
  }
  return bearer(t.app, world[c.actor]);
}

function requestFor(route: RouteAccess, inputs: RouteInputs, c: Case): InjectOptions {
  const ctx: Ctx = { w: world, actor: c.actor, user: userOf(c.actor) };
  const valid = inputs.params?.(ctx) ?? {};
  const names = pathParams(route.url);
  const values: Record<string, string> = {};
  names.forEach((name, index) => {
    const validValue = valid[name];
    if (validValue === undefined) throw new Error(`ROUTE_INPUTS['${route.method} ${route.url}'] gives no valid :${name}`);
    values[name] = materializeParam(c.params[index] ?? { kind: 'valid' }, validValue);
  });
  const url = fillPath(route.url, values) + materializeQuery(c.query, inputs.query?.valid?.(ctx) ?? {});
  const body = materializeBody(c.body, inputs.body?.valid(ctx) ?? {});
  return {
    method: route.method as InjectOptions['method'],
    url,
    headers: {
      ...materializeHeaders(c.headers),
      ...authorization(c),
      ...(body.contentType !== undefined ? { 'content-type': body.contentType } : {}),
    },
    ...(body.payload !== undefined ? { payload: body.payload } : {}),
  };
}

// ── What the run saw ─────────────────────────────────────────────────────────────────────────────

type RouteTally = { cases: number; ok: number; refused: Record<string, number>; worlds: number };
const tallies = new Map<string, RouteTally>();
let casesRun = 0;
let startedAt = 0;

function tally(key: string): RouteTally {
  let entry = tallies.get(key);
  if (!entry) {
    entry = { cases: 0, ok: 0, refused: {}, worlds: 0 };
    tallies.set(key, entry);
  }
  return entry;
}

function errorCode(text: string): string {
  try {
    return String(JSON.parse(text).code);
  } catch {
    return '?';
  }
}

/** Sends one case and checks every property; throws (with the request) when one fails. */
async function checkCase(route: RouteAccess, inputs: RouteInputs, c: Case): Promise<void> {
  const key = `${route.method} ${route.url}`;
  const options = requestFor(route, inputs, c);
  const before = lastSnapshot ?? (await snapshotTables(t.db));
  casesRun += 1;
  const seen = tally(key);
  seen.cases += 1;
  let res: Awaited<ReturnType<typeof injectWithin>>;
  try {
    res = await injectWithin(t.app, options, FUZZ.requestTimeoutMs);
  } catch (error) {
    if (error instanceof RequestHang) throw new Error(`hang: ${error.message}\n${describeRequest(options)}`);
    throw new Error(`the request failed without an answer (${String(error)})\n${describeRequest(options)}`);
  }
  const text = res.statusCode >= 400 ? responseText(res) : '';
  const answer = () => `→ ${res.statusCode} ${res.headers['content-type'] ?? ''}\n  ${text.slice(0, 500)}`;
  if (res.statusCode >= 500) throw new Error(`server error\n${describeRequest(options)}\n${answer()}`);
  if (res.statusCode < 400) {
    seen.ok += 1;
    lastSnapshot = undefined;
    if (inputs.repair && route.method !== 'GET') {
      await inputs.repair();
      return;
    }
    if (inputs.spoilsWorld && route.method !== 'GET') {
      world = await buildWorld();
      seen.worlds += 1;
    }
    return;
  }
  const code = errorCode(text);
  seen.refused[`${res.statusCode} ${code}`] = (seen.refused[`${res.statusCode} ${code}`] ?? 0) + 1;
  const problem = errorShapeProblem(res);
  if (problem) throw new Error(`error answer breaks the error shape: ${problem}\n${describeRequest(options)}\n${answer()}`);
  const after = await snapshotTables(t.db);
  const changes = describeChanges(before, after);
  lastSnapshot = after;
  if (changes.length > 0) {
    throw new Error(`a refused request wrote: ${changes.join(', ')}\n${describeRequest(options)}\n${answer()}`);
  }
}

function summary(): string {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const lines = [...tallies.entries()].map(([key, s]) => {
    const refused = Object.entries(s.refused)
      .sort(([, a], [, b]) => b - a)
      .map(([what, n]) => `${what}×${n}`)
      .join(' ');
    return `  ${key.padEnd(66)} ${String(s.cases).padStart(5)}  2xx/3xx ${String(s.ok).padStart(4)}  ${refused}${s.worlds ? `  (new world ×${s.worlds})` : ''}`;
  });
  return [
    `hostile input on ${t.database.engine}: ${casesRun} cases over ${tallies.size} routes in ${seconds} s (seed ${FUZZ.seed}, ${FUZZ.runs} runs per route)`,
    ...lines,
  ].join('\n');
}

beforeAll(async () => {
  world = await buildWorld();
  exampleCtx = { w: world, actor: 'tenant', user: world.tenant };
  startedAt = performance.now();
});

afterAll(async () => {
  console.log(summary());
  await t.close();
});

/** Half of each route's random cases go at the url, half at the body; the fixed examples come on top. */
const runsPerProperty = Math.ceil(FUZZ.runs / 2);
const routeCases = routes.map((route) => [`${route.method} ${route.url}`, route] as const);

/** The actor of the fixed examples: one the route lets through, so the examples reach validation and the handler. */
function exampleActor(route: RouteAccess): Actor {
  return route.access === 'public' ? 'anonymous' : (route.access[0] ?? 'anonymous');
}

function urlExamples(route: RouteAccess, inputs: RouteInputs): Case[] {
  const names = pathParams(route.url);
  const base = { actor: exampleActor(route), forgery: 0, headers: NO_HEADERS };
  const body: BodyChoice = inputs.body ? VALID_BODY : { kind: 'none' };
  const params = names.length === 0 ? [] : PARAM_EXAMPLES.map((param) => names.map(() => param));
  return [
    ...params.map((p) => ({ ...base, params: p, query: VALID_QUERY, body })),
    ...queryExamples(Object.keys(inputs.query?.schema.shape ?? {})).map((query) => ({
      ...base,
      params: names.map(() => VALID_PARAM),
      query,
      body,
    })),
  ];
}

function bodyExamplesFor(route: RouteAccess, inputs: RouteInputs): Case[] {
  const fieldCount = inputs.body ? Object.keys(inputs.body.valid(exampleCtx)).length : 0;
  const params = pathParams(route.url).map(() => VALID_PARAM);
  return bodyExamples(fieldCount).map((body) => ({
    actor: exampleActor(route),
    forgery: 0,
    headers: NO_HEADERS,
    params,
    query: VALID_QUERY,
    body,
  }));
}

async function fuzz(
  key: string,
  route: RouteAccess,
  cases: (route: RouteAccess, inputs: RouteInputs) => fc.Arbitrary<Case>,
  examples: (route: RouteAccess, inputs: RouteInputs) => Case[],
) {
  const inputs = ROUTE_INPUTS[key] ?? {};
  const fixed = examples(route, inputs).map((c) => [c] as [Case]);
  await fc.assert(
    fc.asyncProperty(cases(route, inputs), (c) => checkCase(route, inputs, c)),
    // fast-check counts the examples among the runs.
    { numRuns: fixed.length + runsPerProperty, seed: FUZZ.seed, examples: fixed },
  );
}

/** Generous: a route whose every case rebuilds the world (a deleted account) takes the longest. */
const timeout = 60_000 + (runsPerProperty + 40) * 1_000;

describe('hostile input on every /api route', () => {
  it('notices a write: a new row and a changed row both show in the table snapshot', async () => {
    const before = await snapshotTables(t.db);
    const user = await buildTenant(t.db);
    const inserted = await snapshotTables(t.db);
    expect(describeChanges(before, inserted)).toEqual(['users +1 row(s)']);
    await t.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, user.id));
    expect(describeChanges(inserted, await snapshotTables(t.db))).toEqual(['users rows changed']);
  });

  it('has valid inputs declared for every registered route (and none for a route that is gone)', () => {
    const registered = routes.map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((key) => !(key in ROUTE_INPUTS))).toEqual([]);
    expect(Object.keys(ROUTE_INPUTS).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it.each(routeCases)(
    '%s: hostile path parameters and query strings get no 5xx, no hang, a JSON error and no write',
    (key, route) => fuzz(key, route, urlCase, urlExamples),
    timeout,
  );

  it.each(routeCases)(
    '%s: hostile bodies and content types get no 5xx, no hang, a JSON error and no write',
    (key, route) => fuzz(key, route, bodyCase, bodyExamplesFor),
    timeout,
  );
});
