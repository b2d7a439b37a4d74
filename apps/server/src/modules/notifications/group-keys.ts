import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/ids.js';

/**
 * A notification's group key says what it is about, so that notifications about the same thing
 * fold into one (a conversation's new messages), are sent once (a review's publication), or are
 * gathered into one digest (a saved search's new homes). Every kind of key is written and read
 * here.
 */

const SAVED_SEARCH_PREFIX = 'saved-search:';

/** A chat notification's group key names its conversation. */
export function chatGroupKey(key: { tenantId: string; landlordId: string; propertyId: string }): string {
  return `chat:${key.tenantId}:${key.landlordId}:${key.propertyId}`;
}

/** The conversation a chat group key names, if it is one. */
export function parseChatGroupKey(groupKey: string | null) {
  const [kind, tenantId, landlordId, propertyId] = (groupKey ?? '').split(':');
  if (kind !== 'chat' || !tenantId || !landlordId || !propertyId) return undefined;
  return { tenantId, landlordId, propertyId };
}

/** A saved-search notification's group key names its saved search. */
export function savedSearchGroupKey(savedSearchId: string): string {
  return `${SAVED_SEARCH_PREFIX}${savedSearchId}`;
}

/** The same key computed in SQL from a saved search's id column, to join notifications to their searches. */
export function savedSearchGroupKeySql(savedSearchId: AnyColumn): SQL {
  return sql`${SAVED_SEARCH_PREFIX} || ${savedSearchId}::text`;
}

/** The saved search a group key names, if it is one. */
export function parseSavedSearchGroupKey(groupKey: string | null): string | undefined {
  const id = groupKey?.startsWith(SAVED_SEARCH_PREFIX) ? groupKey.slice(SAVED_SEARCH_PREFIX.length) : undefined;
  return id && isUuid(id) ? id : undefined;
}

/** A review's publication notification is keyed by the review: it is sent once. */
export function reviewGroupKey(reviewId: string): string {
  return `review:${reviewId}`;
}

export type VisitEvent = 'booked' | 'cancelled' | 'reminder';
const VISIT_PREFIX = 'visit:';

/** A visit's notifications are keyed by the visit and the event: its email carries the visit's calendar file. */
export function visitGroupKey(event: VisitEvent, visitId: string): string {
  return `${VISIT_PREFIX}${event}:${visitId}`;
}

/** The visit a group key names, if it is one. */
export function parseVisitGroupKey(groupKey: string | null): string | undefined {
  if (!groupKey?.startsWith(VISIT_PREFIX)) return undefined;
  const id = groupKey.split(':')[2];
  return id && isUuid(id) ? id : undefined;
}
