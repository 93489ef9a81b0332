// CSV answers of back-office calls (`?format=csv`, decision 0720): one table per call, a header row of
// column titles, RFC 4180 quoting, and a content-disposition that names the file. Any report (revenue,
// payments, compliance, fairness) builds its columns here so every export reads the same way.
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/** One column of a CSV answer: its title in the header row and how a row gives its cell. */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string | number | bigint | boolean | null | undefined;
}

// A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return) is opened with a
// quote so that text from players (a name, a note) never runs as one; numbers such as -12.50 stay numbers.
const formulaStart = /^[=+\-@\t\r]/;
const numberPattern = /^-?\d+(\.\d+)?$/;

function cell(value: string | number | bigint | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return formulaStart.test(text) && !numberPattern.test(text) ? `'${text}` : text;
}

/** The CSV text of rows under the given columns, header first, lines ended with CRLF. */
export function csvText<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: string[][] = [columns.map((column) => cell(column.header))];
  for (const row of rows) records.push(columns.map((column) => cell(column.value(row))));
  return stringify(records, { record_delimiter: 'windows' });
}

/** `name-2024-05-01-2024-05-31.csv`: letters, digits, dots and dashes only, so the header needs no quoting. */
export function csvFileName(...parts: readonly (string | number | null | undefined)[]): string {
  const name = parts
    .filter((part) => part !== null && part !== undefined && part !== '')
    .map((part) => String(part).replace(/[^A-Za-z0-9.-]+/g, '-'))
    .join('-');
  return `${name || 'export'}.csv`;
}

/**
 * Sets the CSV headers on the reply and returns the text for the handler to return. The contract route
 * sends what its handler returns; a string under a text/csv content type skips the JSON serializer and
 * goes out as it is. Typed `never` so that it fits whatever JSON reply the call's contract declares.
 */
export function csvReply<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: Iterable<Row>,
): never {
  const text = csvText(columns, rows);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
  // Deliberately typed `never` (see above): the text is sent as the reply body.
  return text as never;
}
