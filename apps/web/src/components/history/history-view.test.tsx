// The histories' frame as a player sees the rows: a table where the history's box is wide enough, and on
// a phone one card per row with every column on a line of its own under the column's heading.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { HistoryView, type HistoryColumn, type HistoryPage } from './history-view';

beforeAll(initTestI18n);

interface Round {
  readonly id: string;
  readonly game: string;
  readonly amount: string;
  readonly status: string;
}

const reply: HistoryPage<Round> = {
  data: [
    { id: 'r1', game: 'Pharaoh of the Midnight Sands Deluxe', amount: '€1,250.50', status: 'Win' },
    { id: 'r2', game: 'Book of Vaults', amount: '€2.00', status: 'Bet' },
  ],
  pagination: { page: 1, pages: 1 },
};

const columns: readonly HistoryColumn<Round>[] = [
  { heading: 'Game', cell: (row) => row.game },
  { heading: 'Amount', className: 'tabular-nums', cell: (row) => row.amount },
  { heading: 'Status', cell: (row) => <strong>{row.status}</strong> },
];

function Rounds() {
  const history = useQuery({ queryKey: ['rounds'], queryFn: () => reply, staleTime: Infinity });
  return (
    <HistoryView
      title="Rounds"
      intro="Your rounds"
      range={{ from: '2026-05-18', to: '2026-05-20' }}
      onRange={() => undefined}
      history={history}
      errorTitle="Failed"
      emptyText="No rounds"
      columns={columns}
      rowKey={(row) => row.id}
      onPage={() => undefined}
    />
  );
}

function render(): string {
  const client = new QueryClient();
  client.setQueryData(['rounds'], reply);
  return renderStatic(<Rounds />, client);
}

/** The text of each element matched by `pattern`'s first group, tags removed. */
const texts = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/<[^>]+>/g, ''));

describe('history rows', () => {
  it('show on a phone as one card per row, every column a labelled line in the columns’ order', () => {
    const html = render();
    const list = /<ul[^>]*data-history-cards[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const cards = texts(list, /<li[^>]*>([\s\S]*?)<\/li>/g);
    expect(cards).toHaveLength(2);
    const lines = [...list.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(
      ([, label, value]) => `${label ?? ''}: ${(value ?? '').replace(/<[^>]+>/g, '')}`,
    );
    expect(lines).toEqual([
      'Game: Pharaoh of the Midnight Sands Deluxe',
      'Amount: €1,250.50',
      'Status: Win',
      'Game: Book of Vaults',
      'Amount: €2.00',
      'Status: Bet',
    ]);
    // A value wraps rather than leaving the card; the column's own classes come along.
    expect(list).toMatch(/<dd class="[^"]*break-words[^"]*tabular-nums/);
  });

  it('show as a table under the same headings where the history has the table’s width', () => {
    const html = render();
    const table = /<table[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? '';
    expect(texts(table, /<th[^>]*>(.*?)<\/th>/g)).toEqual(['Game', 'Amount', 'Status']);
    expect(texts(table, /<td[^>]*>(.*?)<\/td>/g)).toEqual([
      'Pharaoh of the Midnight Sands Deluxe',
      '€1,250.50',
      'Win',
      'Book of Vaults',
      '€2.00',
      'Bet',
    ]);
  });

  it('are displayed once: the cards below the table’s width of the history’s box, the table from it', () => {
    const html = render();
    expect(html).toMatch(/<div class="@container[^"]*"/);
    expect(html).toMatch(/<ul[^>]*class="[^"]*@2xl:hidden[^"]*"[^>]*data-history-cards/);
    expect(html).toMatch(/<div role="region"[^>]*class="hidden [^"]*@2xl:block[^"]*"[^>]*><table/);
  });
});
