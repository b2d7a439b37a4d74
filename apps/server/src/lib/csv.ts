import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** One column of an export: its heading and how a row gives its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, so a listing titled `=HYPERLINK(…)` stays text when the
 * admin opens the export. Numbers are written as numbers and are never touched.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function toCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? value : guardFormula(value);
}

/**
 * Streams rows as a CSV download: UTF-8 with a byte-order mark (so Excel reads ₹ and names in
 * Indian scripts), CRLF line ends, quoting by csv-stringify. Rows come in batches from the
 * database and are written as they come: an export of any size holds one batch in memory.
 */
export function sendCsv<T>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
): FastifyReply {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => toCell(column.value(row)));
    }
  }
  const csv = pipeline(
    Readable.from(records()),
    stringify({ bom: true, header: true, columns: columns.map((column) => column.header), record_delimiter: 'windows' }),
    (error) => {
      // The status line has gone by then: the download breaks off, and the log says why.
      if (error) reply.log.error({ err: error }, 'CSV export failed part-way');
    },
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
}
