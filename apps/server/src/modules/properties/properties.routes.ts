import {
  type CitySuggestion,
  cityListQuery,
  citySuggestion,
  createPropertyBody,
  messageResponse,
  property,
  propertyListQuery,
  propertyMessages,
  updatePropertyBody,
} from '@rentease/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { pageHeaders } from '../../lib/pagination.js';
import { type CachedResponse, cacheKey, type ResponseCache } from '../../lib/response-cache.js';
import type { ImageStorage } from '../../lib/storage.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import { assertEmailVerifiedWhenRequired } from '../account-emails/account-emails.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { announceNewListing } from '../saved-searches/saved-search-matches.js';
import { type CityDirectory, suggestCities } from './cities.service.js';
import {
  assertCanAddProperty,
  assertCanDeleteProperty,
  assertCanEditProperty,
  assertCanListOwnerProperties,
  assertCanPauseProperty,
  assertCanSeeListing,
  canSeeExactPosition,
  exactPositionScope,
  isPublicListing,
} from './properties.policy.js';
import { toProperty } from './properties.presenter.js';
import {
  createProperty,
  deleteProperty,
  findLiveProperty,
  getPropertyJson,
  listProperties,
  listPropertiesJson,
  setPropertyPaused,
  updateProperty,
} from './properties.service.js';

export type PropertiesRoutesOptions = {
  db: Database;
  /** Publishing a listing needs a verified email address. */
  requireVerifiedEmail: boolean;
  storage: ImageStorage;
  clock: Clock;
  cache: ResponseCache;
  cities: CityDirectory;
  forgetListings: () => void;
  listingRateLimit: RateLimitRule;
  /** Tells tenants whose saved searches a new listing matches. */
  notifications: NotificationDispatcher;
  /** After a listing is deleted: what other modules close with it, as `actor` (its visits, its open requests). */
  onListingRemoved: (propertyId: string, actor: AuthUser) => Promise<void>;
};

const idParams = z.object({ id: z.string() });
const ownerParams = z.object({ userId: z.uuid({ error: 'Not a valid user id' }) });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Answers a public read from the response cache, or produces and caches it. The body is
 * serialized once, when produced, so a hit costs no database or JSON work.
 */
async function sendCached(reply: FastifyReply, cache: ResponseCache, key: string, produce: () => Promise<CachedResponse>) {
  const hit = cache.get(key);
  const response = hit ?? (await produce());
  if (!hit) cache.set(key, response);
  return sendSerialized(reply, response);
}

/**
 * Sends a body serialized beforehand (by the database, for listings). Fastify sends a JSON string
 * as it is, so the route's response schema only documents the answer (for the API reference and
 * the web app's types).
 */
function sendSerialized(reply: FastifyReply, response: CachedResponse) {
  return reply.headers(response.headers).type(JSON_TYPE).send(response.body);
}

/**
 * A signed-in tenant's listings say which ones they saved (is_favourite), so their answer is
 * theirs alone: built for them by the same one statement, and never cached for others.
 */
const savingTenant = (user: AuthUser | null) => (user?.role === 'tenant' ? user.id : undefined);

export async function propertiesRoutes(
  app: FastifyInstance,
  {
    db,
    storage,
    clock,
    cache,
    cities,
    forgetListings,
    listingRateLimit,
    notifications,
    onListingRemoved,
    requireVerifiedEmail,
  }: PropertiesRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listSchema = { querystring: propertyListQuery, response: { 200: z.array(property) } };

  // Image keys are published under one prefix; the database writes the URLs into the answer.
  const urlPrefix = storage.publicUrl('');

  // The public search and the tenant search answer the same listings, for everyone alike.
  for (const url of ['/property', '/property/all']) {
    api.get(url, { schema: listSchema, config: { access: 'public' } }, async (request, reply) => {
      const tenantId = savingTenant(request.user);
      const produce = async (): Promise<CachedResponse> => {
        const at = { today: clock.today(), now: clock.now() };
        const page = await listPropertiesJson(db, cities, request.query, { ...at, urlPrefix, tenantId });
        return { body: page.body, headers: pageHeaders(request, page) };
      };
      if (tenantId) return sendSerialized(reply, await produce());
      return sendCached(reply, cache, cacheKey('list', request.query), produce);
    });
  }

  const citiesSchema = { querystring: cityListQuery, response: { 200: z.array(citySuggestion) } };
  api.get('/property/cities', { schema: citiesSchema, config: { access: 'public' } }, async (request, reply) =>
    sendCached(reply, cache, cacheKey('cities', request.query), async () => {
      const suggestions: CitySuggestion[] = await suggestCities(cities, request.query);
      return { body: JSON.stringify(suggestions), headers: {} };
    }),
  );

  api.get(
    '/property/user/:userId',
    { schema: { ...listSchema, params: ownerParams }, config: { access: ['landlord', 'admin'] } },
    async (request, reply) => {
      const user = requireUser(request);
      assertCanListOwnerProperties(user, request.params.userId);
      const today = clock.today();
      const page = await listProperties(db, cities, request.query, {
        today,
        now: clock.now(),
        ownerId: request.params.userId,
      });
      reply.headers(pageHeaders(request, page));
      // The landlord's own listings, or the admin's view of them: with their exact pins.
      return page.items.map((item) => toProperty(item, storage, today, { exactPosition: canSeeExactPosition(user, item) }));
    },
  );

  const detailSchema = { params: idParams, response: { 200: property } };
  api.get('/property/:id', { schema: detailSchema, config: { access: 'public' } }, async (request, reply) => {
    const viewer = request.user;
    const key = cacheKey('detail', request.params);
    // Only a visitor's answer is shared. A signed-in viewer's may hold the exact pin (the landlord,
    // the admin, a tenant with a confirmed booking) or a tenant's saved mark: built for them, never
    // cached, and never answered from what a visitor was given.
    const hit = viewer ? undefined : cache.get(key);
    if (hit) return sendSerialized(reply, hit);
    const at = { today: clock.today(), now: clock.now() };
    const listing = await getPropertyJson(db, request.params.id, {
      ...at,
      urlPrefix,
      tenantId: savingTenant(viewer),
      exactPosition: exactPositionScope(viewer),
    });
    assertCanSeeListing(viewer, listing);
    const response = { body: listing.body, headers: {} };
    // A hidden or paused listing's answer is its landlord's or the admin's alone.
    if (!viewer && isPublicListing(listing)) cache.set(key, response);
    return sendSerialized(reply, response);
  });

  api.post(
    '/property/add',
    {
      schema: { body: createPropertyBody, response: { 201: property } },
      config: {
        access: ['landlord'],
        accessDeniedMessage: propertyMessages.onlyLandlords,
        // Per landlord, counted once the account is known.
        rateLimit: {
          max: listingRateLimit.max,
          timeWindow: listingRateLimit.timeWindowMs,
          hook: 'preHandler',
          keyGenerator: (request) => `listing|${request.user?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertCanAddProperty(user, request.body.userId);
      assertEmailVerifiedWhenRequired(user, requireVerifiedEmail);
      const today = clock.today();
      const now = clock.now();
      const created = await createProperty(db, user.id, request.body, { today, now });
      forgetListings();
      await announceNewListing({ db, notifications, log: request.log }, created, now);
      return reply.status(201).send(toProperty(created, storage, today, { exactPosition: canSeeExactPosition(user, created) }));
    },
  );

  // Saved changes show in every search at once: the same cache clearing as a new listing.
  api.put(
    '/property/:id',
    {
      schema: { params: idParams, body: updatePropertyBody, response: { 200: property } },
      config: { access: ['landlord', 'admin'] },
    },
    async (request) => {
      const user = requireUser(request);
      const existing = await findLiveProperty(db, request.params.id);
      assertCanEditProperty(user, existing);
      const today = clock.today();
      const updated = await updateProperty(db, existing, request.body, { today, now: clock.now(), actor: user });
      forgetListings();
      return toProperty(updated, storage, today, { exactPosition: canSeeExactPosition(user, updated) });
    },
  );

  for (const action of ['pause', 'resume'] as const) {
    api.post(
      `/property/:id/${action}`,
      { schema: { params: idParams, response: { 200: property } }, config: { access: ['landlord', 'admin'] } },
      async (request) => {
        const user = requireUser(request);
        const existing = await findLiveProperty(db, request.params.id);
        assertCanPauseProperty(user, existing);
        const today = clock.today();
        const view = await setPropertyPaused(db, existing, action === 'pause', { today, now: clock.now() });
        forgetListings();
        return toProperty(view, storage, today, { exactPosition: canSeeExactPosition(user, view) });
      },
    );
  }

  api.delete(
    '/property/:id',
    { schema: { params: idParams, response: { 200: messageResponse } }, config: { access: ['landlord', 'admin'] } },
    async (request) => {
      const user = requireUser(request);
      const existing = await findLiveProperty(db, request.params.id);
      assertCanDeleteProperty(user, existing);
      await deleteProperty(db, existing, { today: clock.today(), now: clock.now(), actor: user });
      forgetListings();
      // After the delete commits, each visit and request under its own lock. A failure there must
      // not undo the deletion the landlord asked for; it is logged for the operator instead.
      await onListingRemoved(existing.id, user).catch((error: unknown) =>
        request.log.error({ err: error, propertyId: existing.id }, 'visits and requests of a removed listing not closed'),
      );
      return { message: 'Property deleted.' };
    },
  );
}
