import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Queries that will be asked again once their current fetch is over. */
const followUps = new Set<string>();

/**
 * Call after putting a live event into the cache. A fetch that started before the event's write
 * committed may answer without it and overwrite what was just put there. Asking again once it is
 * over cannot miss it: events arrive only after their commit. (Not cancel-and-restart: a steady
 * stream of events would then starve the fetch.)
 */
export function refetchIfFetching(client: QueryClient, queryKey: QueryKey): void {
  if (client.isFetching({ queryKey }) === 0) return;
  const id = JSON.stringify(queryKey);
  if (followUps.has(id)) return;
  followUps.add(id);
  const filters = { queryKey, type: 'active' as const };
  void client.refetchQueries(filters, { cancelRefetch: false }).then(() => {
    followUps.delete(id);
    return client.refetchQueries(filters, { cancelRefetch: false });
  });
}
