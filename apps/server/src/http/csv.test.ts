// The CSV answers' text (decision 0720): a header row, RFC 4180 quoting, CRLF lines, and cells that a
// spreadsheet would run as a formula opened with a quote, while negative amounts stay numbers.
import { describe, expect, it } from 'vitest';
import { csvFileName, csvText, type CsvColumn } from './csv';

interface Row {
  readonly name: string;
  readonly amount: string;
  readonly count: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'amount', value: (row) => row.amount },
  { header: 'count', value: (row) => row.count },
];

describe('csvText', () => {
  it('writes a header, quotes what needs it and ends lines with CRLF', () => {
    const text = csvText(columns, [
      { name: 'Book, of "Reels"', amount: '12.50', count: 3 },
      { name: 'plain', amount: '-4.00', count: null },
    ]);
    expect(text).toBe('name,amount,count\r\n"Book, of ""Reels""",12.50,3\r\nplain,-4.00,\r\n');
  });

  it('opens a would-be formula with a quote, but not a negative number', () => {
    const text = csvText(columns, [{ name: '=HYPERLINK("x")', amount: '-1.25', count: 0 }]);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")",-1.25,0`);
  });
});

describe('csvFileName', () => {
  it('joins the parts with dashes and keeps only safe characters', () => {
    expect(csvFileName('revenue', 'day', undefined, '2026-05-01', 'a b/c')).toBe(
      'revenue-day-2026-05-01-a-b-c.csv',
    );
    expect(csvFileName()).toBe('export.csv');
  });
});
