import { answerWithHeaders, api } from '../../../lib/api-client';
import type { TableFilters } from './admin-keys';
import { bookingTableQuery, paymentTableQuery, propertyTableQuery } from './table-queries';

/** The admin tables that export as CSV. */
export type CsvTable = 'properties' | 'bookings' | 'transactions';

/** The CSV of a table with its filters: every row they keep, not only those loaded. */
function fetchCsv(table: CsvTable, filters: TableFilters) {
  const parseAs = 'blob';
  switch (table) {
    case 'properties':
      return answerWithHeaders(
        api('admin').GET('/api/admin/properties.csv', { params: { query: propertyTableQuery(filters) }, parseAs }),
      );
    case 'bookings':
      return answerWithHeaders(
        api('admin').GET('/api/admin/bookings.csv', { params: { query: bookingTableQuery(filters) }, parseAs }),
      );
    case 'transactions':
      return answerWithHeaders(
        api('admin').GET('/api/admin/transactions.csv', { params: { query: paymentTableQuery(filters) }, parseAs }),
      );
  }
}

/** The server's own file name (it carries the day of the export), or a fallback. */
function fileNameOf(headers: Headers, fallback: string): string {
  const header = headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an admin export with the table's filters. The endpoint needs the bearer token, so a
 * plain link cannot fetch it: the file is fetched, then handed to the browser under the server's name.
 */
export async function exportCsv(table: CsvTable, filters: TableFilters): Promise<void> {
  const { data, headers } = await fetchCsv(table, filters);
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(headers, 'rentease-export.csv');
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
