import {
  type CitySuggestion,
  cityListQuery,
  citySuggestion,
  createPropertyBody,
  messageResponse,
  type Property,
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
import type { AuthUser } from '../auth/auth-user.js';
import { favouriteIdsAmong } from '../favourites/favourites.service.js';
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
  isPublicListing,
} from './properties.policy.js';
import { toProperty } from './properties.presenter.js';
import {
  createProperty,
  deleteProperty,
  findLiveProperty,
  getProperty,
  listProperties,
  ownerFirstName,
  setPropertyPaused,
  updateProperty,
} from './properties.service.js';

export type PropertiesRoutesOptions = {
  db: Database;
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
 * Answers a public read from the response cache, or produces, serializes and caches it. The body
 * is serialized here (typed by the contract's presenters) so a hit costs no database or JSON work.
 */
async function sendCached(
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  produce: () => Promise<CachedResponse>,
  personalise?: (body: string) => Promise<string>,
) {
  const hit = cache.get(key);
  const response = hit ?? (await produce());
  if (!hit) cache.set(key, response);
  return sendSerialized(reply, response, personalise);
}

/**
 * Sends a body serialized beforehand. Fastify sends a JSON string as it is, so the route's response
 * schema only documents the answer (for the API reference and the web app's types).
 */
async function sendSerialized(reply: FastifyReply, response: CachedResponse, personalise?: (body: string) => Promise<string>) {
  const body = personalise ? await personalise(response.body) : response.body;
  return reply.headers(response.headers).type(JSON_TYPE).send(body);
}

/**
 * A signed-in tenant's answer says which listings they saved. The cached body is the
 * same for everyone; the tenant's hearts are added per request with one index lookup.
 */
function favouritesOf(db: Database, user: AuthUser | null) {
  if (user?.role !== 'tenant') return undefined;
  return async (body: string) => {
    const parsed = JSON.parse(body) as Property[] | Property;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const saved = await favouriteIdsAmong(
      db,
      user.id,
      items.map((item) => item.id),
    );
    const marked = items.map((item) => ({ ...item, is_favourite: saved.has(item.id) }));
    return JSON.stringify(Array.isArray(parsed) ? marked : marked[0]);
  };
}

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
  }: PropertiesRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const listSchema = { querystring: propertyListQuery, response: { 200: z.array(property) } };

  // The public search and the tenant search answer the same listings, for everyone alike.
  for (const url of ['/property', '/property/all']) {
    api.get(url, { schema: listSchema, config: { access: 'public' } }, async (request, reply) =>
      sendCached(
        reply,
        cache,
        cacheKey('list', request.query),
        async () => {
          const today = clock.today();
          const page = await listProperties(db, cities, request.query, { today, now: clock.now() });
          const items: Property[] = page.items.map((item) => toProperty(item, storage, today));
          return { body: JSON.stringify(items), headers: pageHeaders(request, page) };
        },
        favouritesOf(db, request.user),
      ),
    );
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
      assertCanListOwnerProperties(requireUser(request), request.params.userId);
      const today = clock.today();
      const page = await listProperties(db, cities, request.query, {
        today,
        now: clock.now(),
        ownerId: request.params.userId,
      });
      reply.headers(pageHeaders(request, page));
      return page.items.map((item) => toProperty(item, storage, today));
    },
  );

  const detailSchema = { params: idParams, response: { 200: property } };
  api.get('/property/:id', { schema: detailSchema, config: { access: 'public' } }, async (request, reply) => {
    const key = cacheKey('detail', request.params);
    const personalise = favouritesOf(db, request.user);
    const hit = cache.get(key);
    if (hit) return sendSerialized(reply, hit, personalise);
    const today = clock.today();
    const view = await getProperty(db, request.params.id, today, clock.now());
    assertCanSeeListing(request.user, view);
    const listing: Property = { ...toProperty(view, storage, today), owner_first_name: await ownerFirstName(db, view.ownerId) };
    const response = { body: JSON.stringify(listing), headers: {} };
    // Only what everyone may see is shared: a hidden or paused listing's answer is its landlord's or the admin's.
    if (isPublicListing(view)) cache.set(key, response);
    return sendSerialized(reply, response, personalise);
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
      const today = clock.today();
      const now = clock.now();
      const created = await createProperty(db, user.id, request.body, { today, now });
      forgetListings();
      await announceNewListing({ db, notifications, log: request.log }, created, now);
      return reply.status(201).send(toProperty(created, storage, today));
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
      return toProperty(updated, storage, today);
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
        return toProperty(view, storage, today);
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
