// The wallet's views as they show an API reply: the histories' rows, states and paging, and the balances.
// No deposit exists yet, so a real player has no rows to show in the browser tests; here the replies are
// fakes, checked against the contract's reply schemas, placed in the query cache where the views look.
import { gameHistoryReply } from '@reelvault/contract/calls/game-history';
import { balanceReply, financeHistoryReply } from '@reelvault/contract/calls/wallet';
import { historyPaging } from '@reelvault/contract/constants/paging';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { balanceQueryOptions } from '@/lib/balance';
import { formatDateTime } from '@/lib/format';
import { defaultDayRange, rangeQuery } from '@/lib/history-range';
import { financeHistoryQueryOptions } from '@/features/wallet/api/get-finance-history';
import { gameHistoryQueryOptions } from '@/features/wallet/api/get-game-history';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { AccountBalance } from './account-balance';
import { BetHistory } from './bet-history';
import { FinanceHistory } from './finance-history';
import { HeaderBalance } from './header-balance';

beforeAll(initTestI18n);

const today = new Date(2026, 4, 20, 15, 30);

/** The page's visible text, one cell or element per line. */
function text(html: string): string {
  return html
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

const firstPage = { page: 1, per_page: historyPaging.perPage };
const betsKey = () =>
  gameHistoryQueryOptions({ ...rangeQuery(defaultDayRange('bets', today)), ...firstPage }).queryKey;
const financeKey = () =>
  financeHistoryQueryOptions({
    ...rangeQuery(defaultDayRange('finance', today)),
    ...firstPage,
    type: undefined,
    status: undefined,
  }).queryKey;

function failed(client: QueryClient, queryKey: QueryKey, error: Error) {
  client.getQueryCache().build(client, { queryKey }).setState({
    status: 'error',
    error,
    fetchStatus: 'idle',
    data: undefined,
    errorUpdatedAt: Date.now(),
  });
}

const pagination = (total: number, page = 1) => ({
  total,
  page,
  pages: Math.max(1, Math.ceil(total / 10)),
  per_page: 10,
  next_cursor: null,
});

const round = (
  id: string,
  status: 1 | 2 | 3,
  bet: string,
  win: string,
  fairnessRound: string | null = null,
) => ({
  id,
  date: '2026-05-19T18:04:00.000Z',
  status,
  win,
  bet_amount: bet,
  currency: 'EUR',
  game_info: { id: 'book-of-vaults', name: 'book-of-vaults', provider: 'House' },
  fairness_round: fairnessRound,
});

describe('bet history', () => {
  it('shows each round with its game, bet and status, and the win of a won round only', () => {
    const client = new QueryClient();
    const reply = gameHistoryReply.parse({
      data: [
        round('r1', 2, '2.00', '1250.50', '0f9c2d5e-4b1a-4c3e-9d7a-2b8e6f1a3c5d'),
        round('r2', 1, '1.00', '0.00'),
        round('r3', 3, '5.00', '0.00'),
      ],
      pagination: pagination(23),
    });
    client.setQueryData(betsKey(), reply);
    const page = text(renderStatic(<BetHistory today={today} />, client));
    const when = formatDateTime('en', '2026-05-19T18:04:00.000Z');
    expect(page).toContain(
      [
        'Date',
        'Game',
        'Bet',
        'Status',
        'Win',
        when,
        'book-of-vaults',
        'House',
        'Verify round',
        '€2.00',
        'Win',
        '€1,250.50',
        when,
        'book-of-vaults',
        'House',
        '€1.00',
        'Bet',
        '–',
        when,
        'book-of-vaults',
        'House',
        '€5.00',
        'Refund',
        '–',
      ].join('\n'),
    );
    expect(page).not.toContain('No bets in this period.');
    // Only the in-house studio's round links to the verifier, with its round id (in the table; the
    // phone's cards repeat it).
    const html = renderStatic(<BetHistory today={today} />, client);
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
    expect(table.match(/href="\/fairness\?round=[^"]+"/g)).toEqual([
      'href="/fairness?round=0f9c2d5e-4b1a-4c3e-9d7a-2b8e6f1a3c5d"',
    ]);
  });

  it('asks for the last 3 days by default and offers the pages of the reply', () => {
    const client = new QueryClient();
    client.setQueryData(
      betsKey(),
      gameHistoryReply.parse({ data: [round('r1', 1, '1.00', '0.00')], pagination: pagination(23) }),
    );
    const html = renderStatic(<BetHistory today={today} />, client);
    expect(html).toContain('aria-label="Page 1" aria-current="page"');
    expect(html).toContain('aria-label="Page 3"');
    expect(html).not.toContain('aria-label="Page 4"');
  });

  it('shows the placeholder for a period without rounds, skeleton rows while loading, and a failed load', () => {
    const empty = new QueryClient();
    empty.setQueryData(betsKey(), gameHistoryReply.parse({ data: [], pagination: pagination(0) }));
    const emptyPage = renderStatic(<BetHistory today={today} />, empty);
    expect(text(emptyPage)).toContain('No bets in this period.');
    expect(emptyPage).not.toContain('<table');
    expect(emptyPage).not.toContain('aria-label="Pages"');

    const loading = renderStatic(<BetHistory today={today} />, new QueryClient());
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('Loading…');
    expect(text(loading)).not.toContain('No bets in this period.');

    // A failed query is asked again when a view mounts; this one stands for the moment the retries ended.
    const broken = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    failed(broken, betsKey(), new ApiError(0, 'NETWORK_FAILURE', 'fetch failed'));
    const brokenPage = renderStatic(<BetHistory today={today} />, broken);
    expect(brokenPage).toContain('role="alert"');
    expect(text(brokenPage)).toContain(
      'The bet history could not be loaded. Reelvault could not be reached. Check your connection and try again.',
    );
    expect(text(brokenPage)).toContain('Try again');
  });
});

const transfer = (id: string, type: 'deposit' | 'withdraw', status: 0 | 1 | 2 | 3, amount: string) => ({
  id,
  type,
  method: 'sepa',
  date: '2026-05-01T09:00:00.000Z',
  amount,
  currency: 'EUR',
  status,
});

describe('finance history', () => {
  it('shows each deposit and withdrawal with its method by name, amount and status', () => {
    const client = new QueryClient();
    client.setQueryData(
      financeKey(),
      financeHistoryReply.parse({
        data: [
          transfer('f1', 'deposit', 1, '100.00'),
          transfer('f2', 'withdraw', 0, '40.00'),
          transfer('f3', 'withdraw', 2, '2500.00'),
          transfer('f4', 'deposit', 3, '20.00'),
        ],
        pagination: pagination(4),
      }),
    );
    const page = text(renderStatic(<FinanceHistory today={today} />, client));
    const when = formatDateTime('en', '2026-05-01T09:00:00.000Z');
    expect(page).toContain(
      [
        'Date',
        'Type',
        'Method',
        'Amount',
        'Status',
        when,
        'Deposit',
        'SEPA transfer',
        '€100.00',
        'Completed',
        when,
        'Withdrawal',
        'SEPA transfer',
        '€40.00',
        'Pending',
        when,
        'Withdrawal',
        'SEPA transfer',
        '€2,500.00',
        'Rejected',
        when,
        'Deposit',
        'SEPA transfer',
        '€20.00',
        'Processing',
      ].join('\n'),
    );
  });

  it('asks for the last 30 days by default, offers the type and status filters, and says when it is empty', () => {
    const client = new QueryClient();
    client.setQueryData(financeKey(), financeHistoryReply.parse({ data: [], pagination: pagination(0) }));
    const html = renderStatic(<FinanceHistory today={today} />, client);
    const page = text(html);
    expect(page).toContain(['Type', 'All types', 'Deposit', 'Withdrawal'].join('\n'));
    expect(page).toContain(
      ['Status', 'All statuses', 'Pending', 'Processing', 'Completed', 'Rejected'].join('\n'),
    );
    expect(page).toContain('No deposits or withdrawals in this period.');
    expect(page).toContain('Financial history');
    expect(text(renderStatic(<FinanceHistory variant="activity" today={today} />, client))).toContain(
      'Transaction activity',
    );
  });
});

describe('balances', () => {
  it('shows the cash balance with its symbol and the bonus in the header, and both in the account menu', () => {
    const client = new QueryClient();
    client.setQueryData(
      balanceQueryOptions().queryKey,
      balanceReply.parse({ balance: '1234.5', currency: 'EUR', bonus_balance: '10.00' }),
    );
    const header = renderStatic(<HeaderBalance />, client);
    expect(text(header)).toBe(['€1,234.50', '+ €10.00 bonus'].join('\n'));
    expect(header).toContain('<span class="sr-only">Balance</span>');
    expect(header).toContain('aria-label="Refresh balance"');
    expect(text(renderStatic(<AccountBalance />, client))).toBe(
      ['Balance', '€1,234.50', 'Bonus', '€10.00'].join('\n'),
    );
  });

  it('shows no bonus beside the cash in the header while the player holds none', () => {
    const client = new QueryClient();
    client.setQueryData(
      balanceQueryOptions().queryKey,
      balanceReply.parse({ balance: '50.00', currency: 'EUR', bonus_balance: '0.00' }),
    );
    expect(text(renderStatic(<HeaderBalance />, client))).toBe('€50.00');
  });

  it('shows skeletons while the balance loads', () => {
    const header = renderStatic(<HeaderBalance />, new QueryClient());
    expect(header).toContain('animate-pulse');
    expect(header).toContain('Loading…');
    expect(text(header)).not.toContain('0.00');
  });
});
