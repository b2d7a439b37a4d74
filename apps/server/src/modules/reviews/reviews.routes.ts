import {
  createReviewBody,
  createReviewResponse,
  messageResponse,
  replyReviewBody,
  reviewDetail,
  reviewListQuery,
  reviewMessages,
  reviewsResponse,
} from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { pageHeaders } from '../../lib/pagination.js';
import { requireUser } from '../../plugins/auth.plugin.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { findListedProperty } from '../properties/properties.service.js';
import { assertCanReadTenantReviews, assertCanSeeReview } from './reviews.policy.js';
import { toReviewDetail, toReviewsResponse } from './reviews.presenter.js';
import {
  createReview,
  findReview,
  isPublished,
  landlordKnowsTenant,
  listPropertyReviews,
  listTenantReviews,
  removeReview,
  replyToReview,
} from './reviews.service.js';

export type ReviewsRoutesOptions = {
  db: Database;
  clock: Clock;
  /** Listings' cached answers carry their rating: a review published or removed now must show. */
  forgetListings: () => void;
  /** The person reviewed, and the author of a review replied to. */
  notifications: NotificationDispatcher;
};

const idParams = z.object({ id: z.string() });

/**
 * Reviews of real stays. Publication by time (14 days after the first review) is not
 * an event, so the cached listings show it up to their TTL late (acceptable: a rating is not
 * urgent); a publication by the second review and a removal clear the cache at once.
 */
export async function reviewsRoutes(app: FastifyInstance, { db, clock, forgetListings, notifications }: ReviewsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db, clock, notifications };

  api.post(
    '/reviews',
    {
      schema: { body: createReviewBody, response: { 201: createReviewResponse } },
      config: { access: ['tenant', 'landlord'], accessDeniedMessage: reviewMessages.notYourStay },
    },
    async (request, reply) => {
      const id = await createReview(deps, requireUser(request), request.body);
      forgetListings();
      return reply.status(201).send({ id });
    },
  );

  // Public once published; before that its author's and the admin's alone.
  api.get(
    '/reviews/:id',
    { schema: { params: idParams, response: { 200: reviewDetail } }, config: { access: 'public' } },
    async (request) => {
      const review = await findReview(db, request.params.id);
      const published = isPublished(review, clock.now());
      assertCanSeeReview(request.user ?? undefined, review, published);
      return toReviewDetail(review, published);
    },
  );

  api.post(
    '/reviews/:id/reply',
    {
      schema: { params: idParams, body: replyReviewBody, response: { 200: messageResponse } },
      config: { access: ['landlord'], accessDeniedMessage: reviewMessages.notYourListing },
    },
    async (request) => {
      await replyToReview(deps, requireUser(request), request.params.id, request.body.reply);
      return { message: 'Reply published.' };
    },
  );

  api.get(
    '/property/:id/reviews',
    {
      schema: { params: idParams, querystring: reviewListQuery, response: { 200: reviewsResponse } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // A hidden listing's page, reviews included, is its landlord's and the admin's only.
      const property = await findListedProperty(db, request.params.id, request.user);
      const page = await listPropertyReviews(db, property.id, request.query, clock.now());
      reply.headers(pageHeaders(request, page));
      return toReviewsResponse(page);
    },
  );

  api.get(
    '/user/:id/reviews',
    {
      schema: { params: idParams, querystring: reviewListQuery, response: { 200: reviewsResponse } },
      config: { access: ['tenant', 'landlord', 'admin'] },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const tenantId = request.params.id;
      if (!isUuid(tenantId)) throw AppError.notFound();
      const knows = user.role === 'landlord' && (await landlordKnowsTenant(db, user.id, tenantId));
      assertCanReadTenantReviews(user, tenantId, knows);
      const page = await listTenantReviews(db, tenantId, request.query, clock.now());
      reply.headers(pageHeaders(request, page));
      return toReviewsResponse(page);
    },
  );

  api.delete(
    '/admin/reviews/:id',
    { schema: { params: idParams, response: { 200: messageResponse } }, config: { access: ['admin'] } },
    async (request) => {
      await removeReview(db, request.params.id, requireUser(request), clock.now());
      forgetListings();
      return { message: 'Review removed.' };
    },
  );
}
