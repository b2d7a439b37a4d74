import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PropertyRow } from '../../db/schema/index.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifySavedSearchMatch } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { savedSearchesMatching } from './saved-searches.service.js';

/**
 * Tells the owners of the saved searches a new listing matches: one notification per
 * tenant, for their oldest matching search, written in one transaction after the listing's own has
 * committed; then the bell and the email queue. It never fails the landlord's request: a failure is
 * logged, and the listing stands.
 */
export async function announceNewListing(
  deps: { db: Database; notifications: NotificationDispatcher; log: FastifyBaseLogger },
  listing: PropertyRow,
  now: Date,
): Promise<void> {
  try {
    const matches = await savedSearchesMatching(deps.db, listing);
    const firstPerTenant = new Map<string, string>();
    for (const search of [...matches].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
      if (!firstPerTenant.has(search.tenantId)) firstPerTenant.set(search.tenantId, search.id);
    }
    if (firstPerTenant.size === 0) return;
    const notified = await deps.db.transaction(async (tx) => {
      const written: Notified[] = [];
      for (const [tenantId, savedSearchId] of firstPerTenant) {
        written.push(await notifySavedSearchMatch(tx, now, { tenantId, savedSearchId, listing }));
      }
      return written;
    });
    await deps.notifications.dispatch(notified);
  } catch (error) {
    deps.log.error({ err: error, propertyId: listing.id }, 'saved-search matches not announced');
  }
}
