import type { ReportReason } from '@rentease/contract';
import type { Database } from '../client.js';
import { propertyReports } from '../schema/index.js';

/**
 * One open report in the admin's Reports queue on a fresh start. Nothing is hidden:
 * the demo's search counts stay as the browser tests expect them.
 */
export const DEMO_REPORTS: readonly {
  listing: string;
  reporter: string;
  reason: ReportReason;
  details: string;
  hoursAgo: number;
}[] = [
  {
    listing: 'Studio in Banjara Hills',
    reporter: 'ananya.tenant@rentease.local',
    reason: 'inaccurate',
    details: 'The photos do not match the flat I visited: there is no balcony and the kitchen is much smaller.',
    hoursAgo: 5,
  },
];

/** Files the demo reports; `listingIds` and `accounts` are what the demo seed has just inserted. */
export async function seedDemoReports(
  db: Pick<Database, 'insert'>,
  listingIds: ReadonlyMap<string, { id: string }>,
  accounts: readonly { id: string; email: string }[],
  now: number,
) {
  for (const report of DEMO_REPORTS) {
    const listing = listingIds.get(report.listing);
    const reporter = accounts.find((a) => a.email === report.reporter);
    if (!listing || !reporter) throw new Error(`demo report refers to an unknown listing or account: ${report.listing}`);
    await db.insert(propertyReports).values({
      propertyId: listing.id,
      reporterId: reporter.id,
      reason: report.reason,
      details: report.details,
      createdAt: new Date(now - report.hoursAgo * 3_600_000),
    });
  }
}
