// The dashboard's figures against a known sequence (decision 0710): players registering, deposits (at
// once and through a held deposit), bets, wins and rollbacks through the provider wallet API's service,
// withdrawals approved, rejected and waiting, across EUR and USD and three days; each figure of each
// currency and day must equal the sum this test computes from what it did. The roles matrix and the
// queues are checked too.
//
// Registrations follow the test clock; the ledger stamps its rows with the database's own clock (decision
// 0301), so after each day of play the test moves that day's transfers to the day it stands for.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { documentType } from '@reelvault/contract/constants/kyc';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { jpegFile, uploadDocument } from '../../../test/kyc';
import { deposit, withdrawalHold } from '../../../test/ledger';
import { memoryDocumentStore } from '../../../test/memory/compliance';
import { gamingTable, registerTestProvider, type TestProvider } from '../../../test/wallet-api';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { queryRows } from '../../db/sql';
import { accountKinds, transferKinds } from '../wallet/service';

const clock = new ManualClock('2026-05-20T10:00:00Z');
const ctx = useTestApp(
  { ADJUSTMENT_THRESHOLDS: 'EUR:100' },
  {
    clock,
    documentStore: memoryDocumentStore(),
    playerGate: { playerStatus: async () => 'active', allowsBet: async () => true },
  },
);

type Figure = 'deposits' | 'withdrawals' | 'bets' | 'rollbacks' | 'wins';
interface Booked {
  readonly day: string;
  readonly currency: string;
  readonly figure: Figure;
  readonly amount: bigint;
  readonly playerId: number;
}
const book: Booked[] = [];
const registrations: { day: string; currency: string }[] = [];
let today = '';
const ops = {} as Record<AdminRole, TestOperator>;

/** Runs one day's play, then moves the ledger rows it wrote to 10:00 UTC of `day`, in their order. */
async function playOn(day: string, play: () => Promise<void>): Promise<void> {
  const db = ctx.app.database.db;
  const [marker] = await queryRows<{ at: string }>(db, sql`select now()::text as at`);
  today = day;
  clock.set(`${day}T10:00:00Z`);
  await play();
  await db.execute(sql`
    update ledger_transfers
    set created_at = ${`${day}T10:00:00Z`}::timestamptz + (created_at - ${marker?.at}::timestamptz)
    where created_at >= ${marker?.at}::timestamptz`);
}

async function newPlayer(currency: string): Promise<TestPlayer> {
  const player = await registerPlayer(ctx.app, { currency });
  registrations.push({ day: today, currency });
  return player;
}

const players: Record<'ana' | 'ben' | 'cy' | 'dee', TestPlayer> = {} as never;

async function credit(player: TestPlayer, currency: string, cents: bigint) {
  await deposit(ctx.app.wallet, player.id, cents, { currency });
  book.push({ day: today, currency, figure: 'deposits', amount: cents, playerId: player.id });
}

/** A deposit held while the gateway confirms, then posted: it counts once, when posted. */
async function heldDeposit(player: TestPlayer, currency: string, cents: bigint) {
  const { wallet } = ctx.app;
  const db = ctx.app.database.db;
  const accounts = await wallet.playerAccounts(db, player.id);
  const clearing = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: 'sandbox',
    currency,
  });
  const id = `deposit:test:${randomUUID()}`;
  if (!accounts) throw new Error('no accounts');
  await wallet.hold(db, {
    id,
    debitAccountId: clearing.id,
    creditAccountId: accounts.cash.id,
    amount: cents,
    kind: transferKinds.deposit,
  });
  await wallet.postHold(db, { id: `${id}:post`, pendingId: id });
  book.push({ day: today, currency, figure: 'deposits', amount: cents, playerId: player.id });
}

/** A withdrawal hold, then approved (posted: money out), rejected (voided) or left waiting. */
async function withdrawal(
  player: TestPlayer,
  currency: string,
  cents: bigint,
  outcome: 'post' | 'void' | 'wait',
) {
  await withdrawalHold(ctx.app.wallet, player.id, cents, { currency, outcome });
  if (outcome === 'post')
    book.push({ day: today, currency, figure: 'withdrawals', amount: cents, playerId: player.id });
}

let provider: TestProvider;

/** The player's game session, played through the gaming service's provider wallet (as a studio would). */
function bankChannelFor(playerId: number) {
  return gamingTable(ctx.app.gaming, provider.code, playerId, 'fruit-reels');
}

async function bet(player: TestPlayer, cents: number, then?: { win?: number; rollback?: boolean }) {
  const channel = await bankChannelFor(player.id);
  const placed = await channel.bet(cents);
  book.push({
    day: today,
    currency: channel.currency,
    figure: 'bets',
    amount: BigInt(cents),
    playerId: player.id,
  });
  if (then?.win !== undefined) {
    await channel.win(placed, then.win);
    book.push({
      day: today,
      currency: channel.currency,
      figure: 'wins',
      amount: BigInt(then.win),
      playerId: player.id,
    });
  }
  if (then?.rollback) {
    await channel.rollback(placed);
    book.push({
      day: today,
      currency: channel.currency,
      figure: 'rollbacks',
      amount: BigInt(cents),
      playerId: player.id,
    });
  }
}

beforeAll(async () => {
  provider = await registerTestProvider(ctx.app.gaming);
  await playOn('2026-05-20', async () => {
    players.ana = await newPlayer('EUR');
    await credit(players.ana, 'EUR', 5_000n);
  });
  await playOn('2026-06-01', async () => {
    players.ben = await newPlayer('EUR');
    players.cy = await newPlayer('USD');
    await credit(players.ana, 'EUR', 2_000n);
    await heldDeposit(players.ben, 'EUR', 10_000n);
    await credit(players.cy, 'USD', 8_000n);
    await bet(players.ana, 500, { win: 1_200 });
    await bet(players.ben, 1_000, { win: 0 });
    await bet(players.ben, 300, { rollback: true });
    await bet(players.cy, 700);
    await withdrawal(players.ben, 'EUR', 3_000n, 'post');
    await withdrawal(players.cy, 'USD', 1_000n, 'void');
  });
  await playOn('2026-06-02', async () => {
    players.dee = await newPlayer('USD');
    await credit(players.dee, 'USD', 4_000n);
    await credit(players.ben, 'EUR', 1_500n);
    await bet(players.ben, 2_000, { win: 500 });
    await bet(players.dee, 400, { rollback: true });
    await bet(players.ana, 100);
    await withdrawal(players.ana, 'EUR', 1_000n, 'wait');
    await withdrawal(players.dee, 'USD', 600n, 'post');
    expect(
      (await uploadDocument(ctx.app, players.dee.token, documentType.identityFront, jpegFile())).statusCode,
    ).toBe(200);
    for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
      ops[role] = await operator(ctx.app, role, clock.now());
    }
    // Adjustments move money but are none of these figures; one waits for a second operator.
    const adjust = (amount: string) =>
      asOperator(ctx.app, ops.finance.token, 'POST', '/api/admin/adjustments', {
        player_id: players.ben.id,
        currency: 'EUR',
        balance: 'cash',
        direction: 'credit',
        amount,
        category: 'goodwill',
        note: 'Outage',
      });
    expect((await adjust('20.00')).statusCode).toBe(201);
    expect((await adjust('500.00')).statusCode).toBe(201);
  });
  clock.set('2026-06-02T17:00:00Z');
});

/** What the test itself computes for a currency over some days. */
function expected(currency: string, days: readonly string[]) {
  const rows = book.filter((row) => row.currency === currency && days.includes(row.day));
  const sum = (figure: Figure) =>
    rows.filter((row) => row.figure === figure).reduce((total, row) => total + row.amount, 0n);
  const cents = (minor: bigint) => {
    const sign = minor < 0n ? '-' : '';
    const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
    return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  };
  const firstDeposit = new Map<number, string>();
  for (const row of book.filter((item) => item.figure === 'deposits' && item.currency === currency)) {
    if (!firstDeposit.has(row.playerId)) firstDeposit.set(row.playerId, row.day);
  }
  return {
    deposits: cents(sum('deposits')),
    withdrawals: cents(sum('withdrawals')),
    bets: cents(sum('bets')),
    rollbacks: cents(sum('rollbacks')),
    wins: cents(sum('wins')),
    ggr: cents(sum('bets') - sum('rollbacks') - sum('wins')),
    new_players: registrations.filter((row) => row.currency === currency && days.includes(row.day)).length,
    first_time_depositors: [...firstDeposit.values()].filter((day) => days.includes(day)).length,
    active_players: new Set(rows.filter((row) => row.figure === 'bets').map((row) => row.playerId)).size,
  };
}

interface Reply {
  data: {
    period: { from: string; to: string; starts_at: string; ends_at: string };
    currencies: { currency: string; totals: unknown; days: ({ date: string } & Record<string, unknown>)[] }[];
    queues: Record<string, number>;
  };
}

async function dashboard(query: string): Promise<Reply['data']> {
  const response = await asOperator(ctx.app, ops.finance.token, 'GET', `/api/admin/dashboard${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Reply).data;
}

describe('the dashboard', () => {
  it('equals, for 7 days, per currency and per day, the sums of the known sequence', async () => {
    const data = await dashboard('?period=7d');
    expect(data.period).toMatchObject({
      from: '2026-05-27',
      to: '2026-06-02',
      ends_at: '2026-06-03T00:00:00.000Z',
    });
    expect(data.currencies.map((entry) => entry.currency)).toEqual(['EUR', 'USD']);
    const inPeriod = ['2026-06-01', '2026-06-02'];
    for (const entry of data.currencies) {
      expect(entry.totals, entry.currency).toEqual(expected(entry.currency, inPeriod));
      expect(entry.days).toHaveLength(7);
      for (const day of entry.days) {
        const { date, ...figures } = day;
        expect(figures, `${entry.currency} ${date}`).toEqual(expected(entry.currency, [date]));
      }
    }
    // The figures are not all zero: the sequence is in them.
    expect(data.currencies[0]?.totals).toMatchObject({ first_time_depositors: 1, active_players: 2 });
  });

  it('covers only the current UTC day for today, and any range of days with from/to', async () => {
    const todayOnly = await dashboard('?period=today');
    for (const entry of todayOnly.currencies) {
      expect(entry.totals).toEqual(expected(entry.currency, ['2026-06-02']));
    }
    const range = await dashboard('?from=2026-05-20&to=2026-06-01');
    const eur = range.currencies.find((entry) => entry.currency === 'EUR');
    const days = range.currencies[0]?.days.map((day) => day.date) ?? [];
    expect(days).toHaveLength(13);
    expect(eur?.totals).toEqual(expected('EUR', days));
    expect(eur?.totals).toMatchObject({ first_time_depositors: 2, new_players: 2 });
  });

  it('answers the queue sizes from the modules that own them', async () => {
    const data = await dashboard('?period=today');
    expect(data.queues).toEqual({
      documents_waiting: 1,
      withdrawals_waiting: 0,
      adjustments_waiting: 1,
      crypto_below_minimum: 0,
    });
  });

  it('refuses bad ranges with field errors', async () => {
    const half = await asOperator(ctx.app, ops.admin.token, 'GET', '/api/admin/dashboard?from=2026-06-01');
    expect(half.statusCode).toBe(422);
    const long = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      '/api/admin/dashboard?from=2026-01-01&to=2026-06-01',
    );
    expect(long.statusCode).toBe(422);
    expect((long.json() as { errors: Record<string, string[]> }).errors).toHaveProperty('to');
  });

  it("checks the ledger's invariants over the sequence, and names a broken account", async () => {
    const check = async () => {
      const response = await asOperator(ctx.app, ops.compliance.token, 'GET', '/api/admin/ledger-check');
      expect(response.statusCode, response.body).toBe(200);
      return (
        response.json() as {
          data: { ok: boolean; accounts: number; problems: { account_id: string | null }[] };
        }
      ).data;
    };
    const balanced = await check();
    expect(balanced).toMatchObject({ ok: true, problems: [] });
    expect(balanced.accounts).toBeGreaterThan(4);

    // A stored balance moved by hand, outside any transfer: the check names that account.
    const result = await ctx.app.database.db.execute<{ id: string }>(
      sql`update ledger_accounts set credits_posted = credits_posted + 1
          where id = (select min(id) from ledger_accounts where tracks_balance) returning id::text as id`,
    );
    const [broken] = (result as unknown as { rows: { id: string }[] }).rows;
    const found = await check();
    expect(found.ok).toBe(false);
    expect(found.problems[0]?.account_id).toBe(broken?.id);
    await ctx.app.database.db.execute(
      sql`update ledger_accounts set credits_posted = credits_posted - 1 where id = ${broken?.id}::int8`,
    );
    expect((await check()).ok).toBe(true);
  });

  it('follows the roles matrix and refuses players', async () => {
    for (const path of ['/api/admin/dashboard', '/api/admin/ledger-check']) {
      for (const [role, status] of [
        ['admin', 200],
        ['finance', 200],
        ['compliance', 200],
        ['support', 403],
        ['content', 403],
      ] as const) {
        const response = await asOperator(ctx.app, ops[role].token, 'GET', path);
        expect(response.statusCode, `${role} ${path}`).toBe(status);
      }
      const asPlayer = await ctx.app.inject({ method: 'GET', url: path, headers: bearer(players.ana.token) });
      expect(asPlayer.statusCode, path).toBe(401);
    }
  });
});
