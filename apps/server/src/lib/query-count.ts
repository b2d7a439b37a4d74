import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

type Tally = { queries: number };

const current = new AsyncLocalStorage<Tally>();

/**
 * Counts the SQL statements each request issues, so that an N+1 (a query per row of a list)
 * shows up as a warning in the log — and in the tests, which drive every route — instead of as
 * a slow page on a large database. Drizzle tells its logger about every statement; the request
 * is found through AsyncLocalStorage, so nothing has to pass a counter around.
 */
export const queryCounter: Logger = {
  logQuery() {
    const tally = current.getStore();
    if (tally) tally.queries += 1;
  },
};

/**
 * More statements than this in one request is worth a look. The busiest route is the demo card
 * payment (13–14 on the embedded engine, 15–16 on PostgreSQL, whose BEGIN and COMMIT count too:
 * the session paid, the payment and its stay read under the listing lock, the window checked, the
 * writes, a monthly stay's months, the request it was approved on, the notifications); lists read a
 * page in 2–3 whatever its size.
 */
export const QUERY_BUDGET = 16;

/** Runs `work` (the rest of a request's lifetime) counting into `tally`. */
export function countQueriesInto(tally: Tally, work: () => void): void {
  current.run(tally, work);
}

export type { Tally as QueryTally };
