import { randomUUID } from 'node:crypto';
import { describeValidationIssue, propertyMessages } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database, PoolStats } from './db/client.js';
import type { PubSub } from './db/pubsub.js';
import type { Clock } from './lib/clock.js';
import { shellScriptSources } from './lib/inline-scripts.js';
import { serializeRequest } from './lib/log.js';
import { createPageRenderer } from './lib/page-renderer.js';
import { requestOrigin, shownUrl } from './lib/public-url.js';
import { countQueriesInto, QUERY_BUDGET, type QueryTally } from './lib/query-count.js';
import { ResponseCache } from './lib/response-cache.js';
import { SecretBox } from './lib/secret-box.js';
import type { ImageStorage } from './lib/storage.js';
import { accountEmailsRoutes } from './modules/account-emails/account-emails.routes.js';
import { sendRegistrationVerification } from './modules/account-emails/account-emails.service.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { adminTablesRoutes } from './modules/admin/admin-tables.routes.js';
import { agreementsRoutes } from './modules/agreements/agreements.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { bookingRequestsRoutes } from './modules/booking-requests/booking-requests.routes.js';
import { declineRequestsOfListing } from './modules/booking-requests/booking-requests.service.js';
import { bookingsRoutes } from './modules/bookings/bookings.routes.js';
import { cancellationRoutes } from './modules/bookings/cancellation.routes.js';
import { CHAT_LIVE_TOPIC, ChatLiveEvents, resolveChatReference } from './modules/chat/chat.events.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { depositsRoutes } from './modules/deposits/deposits.routes.js';
import { settleOverdueDeposits } from './modules/deposits/deposits.service.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { listingPagesRoutes } from './modules/listing-pages/listing-pages.routes.js';
import { LivePublisher } from './modules/live/live.publisher.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { mapRoutes } from './modules/map/map.routes.js';
import type { EmailQueue } from './modules/notifications/email-queue.js';
import { NotificationDispatcher } from './modules/notifications/notification-dispatcher.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { touchLastSeen } from './modules/notifications/notifications.service.js';
import { AppMetrics } from './modules/operations/metrics.service.js';
import { ownerVerificationRoutes } from './modules/owner-verification/owner-verification.routes.js';
import { deleteExpiredDocuments } from './modules/owner-verification/owner-verification.service.js';
import { confirmCheckout } from './modules/payments/checkout.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import type { PaymentProvider } from './modules/payments/providers/payment-provider.js';
import { retryPendingRefunds } from './modules/payments/refunds.service.js';
import { placesRoutes } from './modules/places/places.routes.js';
import { CityDirectory } from './modules/properties/cities.service.js';
import { propertiesRoutes } from './modules/properties/properties.routes.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { rentRoutes } from './modules/rent/rent.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { twoStepRoutes } from './modules/two-step/two-step.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import { cancelVisitsOfListing, visitEmailAttachments } from './modules/visits/visits.service.js';
import { registerAccessControl } from './plugins/access.plugin.js';
import { registerAccountEmails } from './plugins/account-emails.plugin.js';
import { registerAnswerLanguage } from './plugins/answer-language.plugin.js';
import { registerAuth } from './plugins/auth.plugin.js';
import { registerApiDocs } from './plugins/docs.plugin.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.plugin.js';
import { registerMetrics } from './plugins/metrics.plugin.js';
import { registerNotificationEmails } from './plugins/notification-emails.plugin.js';
import { rejectNulCharacters } from './plugins/nul-characters.plugin.js';
import { registerSchedules } from './plugins/schedules.plugin.js';
import { registerSecurity } from './plugins/security.plugin.js';
import { registerUploadsStatic } from './plugins/uploads-static.plugin.js';
import { registerWebApp } from './plugins/web-app.plugin.js';

const API_VERSION = '1.0.0';
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The app's ports: where images are stored, what time it is, which card network takes payments,
 * how events reach the other server processes. main.ts passes the real ones; tests pass their
 * own (a movable clock, a Stripe stand-in).
 */
export type AppDeps = {
  config: Config;
  db: Database;
  storage: ImageStorage;
  clock: Clock;
  payments: PaymentProvider;
  pubsub: PubSub;
  /** Notification emails: a durable queue, started with the app and stopped on close. */
  emailQueue: EmailQueue;
  /** The PostgreSQL pool's counts, for the metrics; none on the embedded engine. */
  poolStats?: () => PoolStats;
  /** True once the process has begun to shut down but still listens (see startServer's close). */
  isDraining?: () => boolean;
};

/** Tells every server process that listings changed, so each clears its listing cache. */
const LISTINGS_CHANNEL = 'rentease_listings';

/** Builds the HTTP app without listening, so tests can drive it with `app.inject()`. */
export async function buildApp({
  config,
  db,
  storage,
  clock,
  payments,
  pubsub,
  emailQueue,
  poolStats,
  isDraining = () => false,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, serializers: { req: serializeRequest } },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Every request has an id, in every log line about it and in the X-Request-Id answer header; a
    // proxy's id is kept when it looks like one, so a request can be followed across both logs.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    frameworkErrors: answerFrameworkError,
    // Per-request lines are noise outside development; errors are logged by the error handler.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: config.env !== 'development' }),
  });
  // A field whose schema names no message of its own hears one from the API catalogue (not zod's
  // developer English), so the error handler can tell it in the caller's language.
  z.config({ customError: describeValidationIssue });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Not in production: on Node 20 AsyncLocalStorage turns on promise hooks for the whole process,
  // which the chat bench measured as CPU on every message. Tests and development are where an N+1 is caught.
  if (config.env !== 'production') watchQueryCounts(app, config.env === 'test');
  // Shutting down: answers to the requests still in flight close their connections, so a client
  // holding a keep-alive connection does not keep the process waiting for its idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing || isDraining()) reply.header('connection', 'close');
    return payload;
  });
  registerErrorHandler(app);
  const metrics = new AppMetrics();
  let liveSockets = () => 0;
  metrics.watch({ db, poolStats, openSockets: () => liveSockets() });
  registerMetrics(app, { metrics, token: config.metricsToken });
  registerAnswerLanguage(app);
  registerAccessControl(app);
  rejectNulCharacters(app);
  await registerSecurity(app, db, { mapStyleUrl: config.mapStyleUrl, inlineScripts: shellScriptSources(config.webDistDir) });
  await registerApiDocs(app, API_VERSION);
  await app.register(registerAuth, { secret: config.jwtSecret, db, clock });

  const appUrl = requestOrigin(config);
  const live = new LivePublisher(pubsub);
  // Two-step sign-in secrets are encrypted under a key of their own, derived from the signing secret.
  const twoStepBox = new SecretBox(config.jwtSecret, 'two-step');
  const notifications = new NotificationDispatcher({ db, live, queue: emailQueue, log: app.log });
  registerNotificationEmails(app, {
    emails: metrics.emails,
    db,
    clock,
    queue: emailQueue,
    config: config.email,
    publicUrl: shownUrl(config),
    attachmentsFor: (notification) => visitEmailAttachments(db, notification),
  });
  registerAccountEmails(app, {
    emails: metrics.emails,
    db,
    clock,
    queue: emailQueue,
    config: config.email,
    publicUrl: shownUrl(config),
  });

  await app.register(
    async (api) => {
      await api.register(authRoutes, {
        prefix: '/auth',
        db,
        clock,
        live,
        box: twoStepBox,
        hashCost: config.passwordHashCost,
        tokenTtl: config.tokenTtl,
        rateLimits: config.rateLimits,
        onRegistered: async (user) => {
          // Never fails the registration: the account exists, and the banner's 'Resend' asks again.
          await sendRegistrationVerification({ queue: emailQueue }, user.id).catch((error: unknown) =>
            app.log.error({ err: error }, 'verification email not queued'),
          );
        },
      });
      await api.register(accountEmailsRoutes, {
        db,
        clock,
        queue: emailQueue,
        hashCost: config.passwordHashCost,
        live,
        rateLimits: config.rateLimits,
      });
      await api.register(contactRoutes, { db, clock, rateLimit: config.rateLimits.contact });
      const cache = new ResponseCache(config.listingCacheTtlMs, clock, {
        onLookup: (hit) => metrics.cacheLookups.inc({ cache: 'listings', result: hit ? 'hit' : 'miss' }),
      });
      const cities = new CityDirectory(db, config.cityDirectoryTtlMs, clock);
      const forgetHere = () => {
        cache.clear();
        cities.invalidate();
      };
      // Other processes clear theirs when told, so a change shows everywhere at once; should a
      // notice be lost (a dropped LISTEN connection), the TTL still bounds how stale they get.
      const stopListening = await pubsub.subscribe(LISTINGS_CHANNEL, forgetHere);
      api.addHook('onClose', stopListening);
      /** Listings were added or taken down: later reads, in this process and the others, must see it. */
      const forgetListings = () => {
        forgetHere();
        pubsub
          .publish(LISTINGS_CHANNEL, '')
          .catch((error: unknown) => api.log.warn({ err: error }, 'listing change not published'));
      };
      await api.register(propertiesRoutes, {
        db,
        requireVerifiedEmail: config.requireVerifiedEmail,
        storage,
        clock,
        cache,
        cities,
        forgetListings,
        listingRateLimit: config.rateLimits.listing,
        notifications,
        // A removed listing takes its future visits and open requests with it; the tenants are told.
        onListingRemoved: async (propertyId, actor) => {
          const deps = { db, clock, notifications };
          await cancelVisitsOfListing(deps, propertyId, actor, propertyMessages.listingRemoved);
          await declineRequestsOfListing(deps, propertyId, propertyMessages.listingRemoved);
        },
      });
      await api.register(reportsRoutes, {
        db,
        storage,
        clock,
        forgetListings,
        rateLimit: config.rateLimits.report,
        notifications,
      });
      await api.register(bookingsRoutes, { db, storage, clock });
      await api.register(bookingRequestsRoutes, { db, storage, clock, notifications });
      await api.register(reviewsRoutes, { db, clock, forgetListings, notifications });
      const checkout = { db, provider: payments, clock, forgetListings, notifications };
      const paying = { checkoutRateLimit: config.rateLimits.checkout, appUrl, requireVerifiedEmail: config.requireVerifiedEmail };
      await api.register(paymentsRoutes, { ...checkout, ...paying });
      await api.register(cancellationRoutes, { db, provider: payments, clock, forgetListings, notifications });
      await api.register(depositsRoutes, { db, provider: payments, clock, notifications });
      await api.register(agreementsRoutes, { db, clock, notifications });
      await api.register(receiptsRoutes, { db, clock });
      await api.register(rentRoutes, { ...checkout, ...paying });
      await payments.registerRoutes(api, {
        checkoutPaid: async (sessionId, state) => {
          await confirmCheckout({ ...checkout, log: api.log }, sessionId, state);
        },
        rateLimit: config.rateLimits.checkout,
      });
      await api.register(uploadsRoutes, { db, storage, clock, rateLimit: config.rateLimits.upload });
      await api.register(liveRoutes, {
        db,
        pubsub,
        resolvers: { [CHAT_LIVE_TOPIC]: resolveChatReference },
        // Chat emails wait until the receiver has been away.
        onPresence: (userId) => touchLastSeen(db, userId, clock.now()),
        onStart: (hub) => {
          liveSockets = () => hub.openSockets;
        },
      });
      const chatLive = new ChatLiveEvents({ db, live, log: api.log });
      await api.register(chatRoutes, { db, clock, live: chatLive, rateLimit: config.rateLimits.chat, notifications });
      await api.register(notificationsRoutes, { db, clock, notifications });
      await api.register(usersRoutes, {
        db,
        clock,
        hashCost: config.passwordHashCost,
        tokenTtl: config.tokenTtl.user,
        live,
        forgetListings,
        rateLimits: config.rateLimits,
        notifications,
      });
      await api.register(sessionsRoutes, { db, clock, live });
      await api.register(twoStepRoutes, { db, clock, box: twoStepBox, rateLimit: config.rateLimits.password });
      await api.register(adminRoutes, { db, clock });
      await api.register(adminTablesRoutes, { db, clock });
      await api.register(favouritesRoutes, { db, storage, clock });
      await api.register(savedSearchesRoutes, { db, clock });
      await api.register(placesRoutes);
      await api.register(mapRoutes, { styleUrl: config.mapStyleUrl });
      await api.register(visitsRoutes, { db, clock, notifications });
      await api.register(ownerVerificationRoutes, {
        db,
        clock,
        notifications,
        forgetListings,
        rateLimit: config.rateLimits.verification,
      });
      api.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
        // Healthy means able to serve: the database answers.
        try {
          await db.execute(sql`SELECT 1`);
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
        }
        return { status: 'ok', database: 'ok' };
      });
    },
    { prefix: '/api' },
  );

  await registerUploadsStatic(app, storage);
  const renderPage = createPageRenderer(app, config.webDistDir);
  await app.register(listingPagesRoutes, { db, storage, clock, appUrl, webDistDir: config.webDistDir, renderPage });
  await registerWebApp(app, config.webDistDir, renderPage);
  const retryRefunds = () => retryPendingRefunds({ db, provider: payments, clock, log: app.log });
  const deleteOwnerDocuments = () => deleteExpiredDocuments(db, clock);
  const settleDeposits = () => settleOverdueDeposits({ db, provider: payments, clock, log: app.log, notifications });
  registerSchedules(
    app,
    {
      db,
      storage,
      clock,
      uploadGraceMs: config.uploadGraceMs,
      retryRefunds,
      deleteOwnerDocuments,
      settleDeposits,
      queue: emailQueue,
      notifications,
      backups: config.backups,
    },
    { housekeeping: config.housekeeping.cron, emailSweep: config.email.sweepCron },
  );
  return app;
}

/**
 * Counts each request's SQL statements and warns when one issues more than QUERY_BUDGET (an N+1
 * in the making). In tests the warning is also a process warning, which the test run prints.
 */
function watchQueryCounts(app: FastifyInstance, isTest: boolean) {
  const tallies = new WeakMap<object, QueryTally>();
  // Callback style on purpose: the rest of the request runs inside this AsyncLocalStorage scope.
  app.addHook('onRequest', (request, _reply, done) => {
    const tally = { queries: 0 };
    tallies.set(request, tally);
    countQueriesInto(tally, done);
  });
  app.addHook('onResponse', async (request) => {
    const queries = tallies.get(request)?.queries ?? 0;
    if (queries <= QUERY_BUDGET) return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    request.log.warn({ queries, route }, 'one request issued many SQL statements');
    if (isTest) process.emitWarning(`${route} issued ${queries} SQL statements (budget ${QUERY_BUDGET})`, 'QueryBudget');
  });
}
