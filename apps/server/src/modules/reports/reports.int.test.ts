// The reports (decision 0720): a randomized day of play through the real wallet and gaming services
// (players of several countries and currencies, several games, deposits and withdrawals, bets, wins and
// rollbacks), then the rollup; the aggregates must equal a full recount from the ledger and the reports
// the sums this test kept. A rollback that settles after a pass (and one stamped before the pass's
// watermark, as a transaction that committed late) is counted by the next pass. Every call is checked
// against the roles matrix, in JSON and CSV, and bad filters get 422.
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { deposit, withdrawalHold } from '../../../test/ledger';
import { registerPlayer, type TestPlayer } from '../../../test/players';
import { gamingTable, registerTestProvider, type TestProvider } from '../../../test/wallet-api';

const ctx = useTestApp(
  {},
  { playerGate: { playerStatus: async () => 'active', allowsBet: async () => true } },
);

/** A small seeded generator, so that a failing day of play can be played again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

interface Kept {
  bets: bigint;
  wins: bigint;
  refunds: bigint;
  betCount: number;
  deposits: bigint;
  withdrawals: bigint;
}
const kept = new Map<string, Kept>();
const keep = (currency: string, add: Partial<Kept>) => {
  const now = kept.get(currency) ?? {
    bets: 0n,
    wins: 0n,
    refunds: 0n,
    betCount: 0,
    deposits: 0n,
    withdrawals: 0n,
  };
  kept.set(currency, {
    bets: now.bets + (add.bets ?? 0n),
    wins: now.wins + (add.wins ?? 0n),
    refunds: now.refunds + (add.refunds ?? 0n),
    betCount: now.betCount + (add.betCount ?? 0),
    deposits: now.deposits + (add.deposits ?? 0n),
    withdrawals: now.withdrawals + (add.withdrawals ?? 0n),
  });
};

let provider: TestProvider;
const games = ['fruit-reels', 'lucky-wheel', 'deep-blue'];

/** A game session of the player through the gaming service, each call kept in this test's sums. */
async function table(playerId: number, gameCode: string) {
  const game = await gamingTable(ctx.app.gaming, provider.code, playerId, gameCode);
  const currency = game.currency;
  return {
    currency,
    async bet(cents: number) {
      const placed = await game.bet(cents);
      keep(currency, { bets: BigInt(cents), betCount: 1 });
      return placed;
    },
    async win(placed: Record<string, unknown>, cents: number) {
      await game.win(placed, cents);
      keep(currency, { wins: BigInt(cents) });
    },
    async rollback(placed: Record<string, unknown>, cents: number) {
      await game.rollback(placed);
      keep(currency, { refunds: BigInt(cents) });
    },
  };
}

/** A withdrawal hold posted at approval (money out) or voided at rejection (nothing out). */
async function withdrawal(player: TestPlayer, currency: string, cents: bigint, paid: boolean) {
  await withdrawalHold(ctx.app.wallet, player.id, cents, { currency, outcome: paid ? 'post' : 'void' });
  if (paid) keep(currency, { withdrawals: cents });
}

const ops = {} as Record<AdminRole, TestOperator>;
const today = new Date().toISOString().slice(0, 10);
const twoDaysBack = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

async function report(role: AdminRole, path: string) {
  return asOperator(ctx.app, ops[role].token, 'GET', `/api/admin/reports/${path}`);
}

const cents = (minor: bigint) => {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

beforeAll(async () => {
  provider = await registerTestProvider(ctx.app.gaming);
  for (const role of adminRoles) ops[role] = await operator(ctx.app, role);
  const random = seeded(720);
  const list = ctx.app.identity.countries().data;
  const countries = ['GR', 'DE', 'FI'].map((slug) => list.find((country) => country.slug === slug)?.id ?? 0);
  const players: TestPlayer[] = [];
  for (let index = 0; index < 6; index += 1) {
    const currency = index % 2 === 0 ? 'EUR' : 'USD';
    const player = await registerPlayer(ctx.app, { currency, country: countries[index % countries.length] });
    players.push(player);
    const amount = BigInt(20_000 + random(10_000));
    await deposit(ctx.app.wallet, player.id, amount, {
      currency,
      method: index % 3 === 0 ? 'card' : 'sandbox',
    });
    keep(currency, { deposits: amount });
  }
  for (let round = 0; round < 40; round += 1) {
    const player = players[random(players.length)] as TestPlayer;
    const game = await table(player.id, games[random(games.length)] as string);
    const stake = 100 + random(900);
    const placed = await game.bet(stake);
    const outcome = random(4);
    if (outcome === 0) await game.rollback(placed, stake);
    else if (outcome === 1) await game.win(placed, random(3 * stake));
    else if (outcome === 2) await game.win(placed, 0);
  }
  for (const [index, player] of players.entries()) {
    if (index < 3) await withdrawal(player, index % 2 === 0 ? 'EUR' : 'USD', 1_000n, index !== 1);
  }
});

/** The revenue and payments totals of the three days answer what this test did, per currency. */
async function expectTotalsKept() {
  const range = `from=${twoDaysBack}&to=${today}`;
  const revenue = (await report('finance', `revenue?group_by=currency&${range}`)).json() as {
    totals: Record<string, unknown>[];
  };
  const payments = (await report('finance', `payments?group_by=method&${range}`)).json() as {
    totals: Record<string, unknown>[];
  };
  for (const [currency, sums] of kept) {
    expect(
      revenue.totals.find((row) => row.currency === currency),
      currency,
    ).toMatchObject({
      bets: cents(sums.bets),
      wins: cents(sums.wins),
      refunds: cents(sums.refunds),
      ggr: cents(sums.bets - sums.refunds - sums.wins),
      bet_count: sums.betCount,
    });
    expect(
      payments.totals.find((row) => row.currency === currency),
      currency,
    ).toMatchObject({
      deposits: cents(sums.deposits),
      withdrawals: cents(sums.withdrawals),
    });
  }
}

describe('the reports aggregates', () => {
  it('equal a full recount after a day of play, and after a rollback that settles late', async () => {
    const { reports } = ctx.app;
    const db = ctx.app.database.db;
    expect((await reports.recount()).watermark).toBeNull();
    // The day of play two days back, so that the pass closes whole days (read from the daily rows).
    await db.execute(sql`update ledger_transfers set created_at = created_at - interval '2 days'`);
    await reports.rollUp();
    const first = await reports.recount();
    expect(first.differences).toEqual([]);
    const stored = (await db.execute(sql`select count(*)::int as n from report_play_hours`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(stored.rows[0]?.n)).toBeGreaterThan(0);
    await expectTotalsKept();

    // A bet left open over a pass, rolled back after it; its refund stamped before the pass's watermark,
    // as a transaction that began before the pass and committed after it.
    const player = await registerPlayer(ctx.app, { currency: 'EUR' });
    await deposit(ctx.app.wallet, player.id, 5_000n, { currency: 'EUR' });
    keep('EUR', { deposits: 5_000n });
    const game = await table(player.id, 'lucky-wheel');
    const placed = await game.bet(700);
    const pass = await reports.rollUp();
    await game.rollback(placed, 700);
    await db.execute(sql`
      update ledger_transfers set created_at = ${pass.watermark.toISOString()}::timestamptz - interval '1 second'
      where kind = 'refund' and created_at > ${pass.watermark.toISOString()}::timestamptz`);
    expect((await reports.recount()).differences).toContainEqual(
      expect.objectContaining({ table: 'report_play_hours' }),
    );
    await reports.rollUp();
    expect((await reports.recount()).differences).toEqual([]);
    await expectTotalsKept();
  });
});

describe('the report calls', () => {
  const calls = [
    'revenue?group_by=day',
    'revenue?group_by=game',
    'revenue?group_by=studio',
    'revenue?group_by=country',
    'revenue?group_by=currency',
    'payments?group_by=day',
    'payments?group_by=method',
    'registrations',
  ];
  const allowed: AdminRole[] = ['admin', 'finance', 'compliance'];
  const csvOf = (call: string) => `${call}${call.includes('?') ? '&' : '?'}format=csv`;

  it('answers admin, finance and compliance in JSON and CSV, and refuses support and content', async () => {
    for (const call of calls) {
      for (const role of adminRoles) {
        const answer = await report(role, call);
        if (!allowed.includes(role)) {
          expect(answer.statusCode, `${role} ${call}`).toBe(403);
          expect(errorBodySchema.parse(answer.json()).error).toBe('ADMIN_FORBIDDEN');
          expect((await report(role, csvOf(call))).statusCode).toBe(403);
          continue;
        }
        expect(answer.statusCode, `${role} ${call}: ${answer.body}`).toBe(200);
        const csv = await report(role, csvOf(call));
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.headers['content-type']).toMatch(/^text\/csv/);
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+-.*\.csv"$/);
        const lines = csv.body.trim().split('\r\n');
        expect(lines.length).toBeGreaterThan(2);
        expect(lines.at(-1)).toMatch(/^Total,/);
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/reports/${call}` });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('refuses bad filters with 422 and the field', async () => {
    const bad: [string, string][] = [
      ['revenue?from=2026-05-02&to=2026-05-01', 'to'],
      ['revenue?from=2026-02-30', 'from'],
      ['revenue?group_by=week', 'group_by'],
      ['revenue?currency=eur', 'currency'],
      ['revenue?per_page=0', 'per_page'],
      ['revenue?sort=name', 'sort'],
      ['payments?from=2024-01-01&to=2026-01-01', 'to'],
      ['payments?format=xml', 'format'],
      ['registrations?page=0', 'page'],
    ];
    for (const [call, field] of bad) {
      const answer = await report('admin', call);
      expect(answer.statusCode, call).toBe(422);
      expect(Object.keys(errorBodySchema.parse(answer.json()).errors ?? {}), call).toContain(field);
    }
  });

  it('sorts, pages and groups by country and game', async () => {
    const byBets = (
      await report('admin', `revenue?group_by=game&sort=bets&order=desc&per_page=1&currency=EUR`)
    ).json() as {
      data: { key: string; bets: string }[];
      meta: { total: number };
    };
    const all = (await report('admin', 'revenue?group_by=game&currency=EUR&per_page=500')).json() as {
      data: { key: string; bets: string; players: number | null }[];
    };
    expect(byBets.data).toHaveLength(1);
    expect(byBets.meta.total).toBe(all.data.length);
    expect(Math.max(...all.data.map((row) => Number(row.bets)))).toBe(Number(byBets.data[0]?.bets));
    expect(new Set(all.data.map((row) => row.key))).toEqual(
      new Set(games.filter((game) => all.data.some((row) => row.key === game))),
    );
    expect(all.data.every((row) => games.includes(row.key) && row.players === null)).toBe(true);
    const countries = (await report('admin', 'revenue?group_by=country&per_page=500')).json() as {
      data: { key: string; label: string; players: number }[];
    };
    expect(countries.data.length).toBeGreaterThan(0);
    for (const row of countries.data) {
      expect(['GR', 'DE', 'FI']).toContain(row.key);
      expect(row.players).toBeGreaterThan(0);
    }
    const registrations = (
      await report('compliance', `registrations?from=${twoDaysBack}&to=${today}`)
    ).json() as {
      totals: { currency: string; registrations: number; first_depositors: number; converted: number }[];
    };
    const eur = registrations.totals.find((row) => row.currency === 'EUR');
    expect(eur?.first_depositors).toBeGreaterThanOrEqual(3);
    expect(eur?.converted).toBe(eur?.first_depositors);
  });
});
