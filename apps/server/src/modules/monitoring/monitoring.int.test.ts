// Compliance reports and fairness monitoring against the database (decision 0906): the fairness pass's
// totals equal a recount from the rounds, a second pass changes nothing, a late rollback and a round
// settled late are counted once; the AML report lists what reaches its thresholds and the players whose
// 24 hours do; the RG report counts what the compliance tables record; every call with the roles matrix,
// CSV and bad filters.
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { slotGame, tableGame, testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import { deposit, newPlayerId } from '../../../test/ledger';
import { bearer } from '../../../test/players';
import { queryRows } from '../../db/sql';
import { createFairnessPass } from './fairness-pass';
import { createFairnessRepository } from './fairness-repository';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const ops = {} as Record<AdminRole, TestOperator>;
const readers: AdminRole[] = ['admin', 'finance', 'compliance'];
const refused: AdminRole[] = ['support', 'content'];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const range = `from=${day(-1)}&to=${day(1)}`;

const call = (role: AdminRole, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });

let houseId = 0;
let studioId = 0;
let roundSequence = 0;

async function providerId(code: string): Promise<number> {
  await db().execute(sql`
    insert into game_providers (code, name, public_key) values (${code}, ${code}, 'none')
    on conflict (code) do nothing`);
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`select id from game_providers where code = ${code}`,
  );
  return Number(row?.id);
}

/**
 * A settled round as gaming records it: the round, and the provider transaction that settled it (the
 * rounds' change feed, decision 0319), made `secondsAgo` in the past; `transactionId` takes an id reserved
 * earlier (a transaction that commits after later ones).
 */
async function settledRound(
  provider: number,
  game: string,
  playerId: number,
  stake: bigint,
  win: bigint,
  options: { currency?: string; secondsAgo?: number; transactionId?: bigint } = {},
): Promise<bigint> {
  roundSequence += 1;
  const round = `r${roundSequence}`;
  const currency = options.currency ?? 'EUR';
  const at = sql`now() - make_interval(secs => ${options.secondsAgo ?? 0})`;
  const [row] = await queryRows<{ id: string }>(
    db(),
    sql`
      insert into game_rounds (provider_id, player_id, round, game_code, currency, bet_total, win_total, closed,
                               updated_at)
      values (${provider}, ${playerId}, ${round}, ${game}, ${currency},
              ${stake.toString()}::int8, ${win.toString()}::int8, true, ${at})
      returning id::text`,
  );
  await recordTransaction(provider, playerId, round, game, 'win', win, {
    currency,
    at,
    ...(options.transactionId === undefined ? {} : { id: options.transactionId }),
  });
  return BigInt(row?.id ?? '0');
}

/** A provider transaction on a round, as the wallet API records each call. */
async function recordTransaction(
  provider: number,
  playerId: number,
  round: string,
  game: string,
  kind: 'win' | 'rollback',
  amount: bigint,
  options: { currency?: string; at?: SQL; id?: bigint } = {},
): Promise<void> {
  const id = options.id === undefined ? sql`default` : sql`${options.id.toString()}::int8`;
  await db().execute(sql`
    insert into provider_transactions (id, provider_id, transaction_uuid, kind, state, player_id, game_code, round,
                                       currency, amount, created_at)
    values (${id}, ${provider}, ${randomUUID()}, ${kind}, 'done', ${playerId}, ${game}, ${round},
            ${options.currency ?? 'EUR'}, ${amount.toString()}::int8, ${options.at ?? sql`now()`})`);
}

/** The totals recounted from game_rounds, as the pass should have them. */
async function recount() {
  return queryRows<Record<string, string>>(
    db(),
    sql`
      select provider_id::text, game_code, currency, count(*)::text as rounds,
             sum(bet_total - refund_total)::text as staked, sum(win_total)::text as won,
             sum((bet_total - refund_total)::numeric * (bet_total - refund_total))::text as stake_squares
      from game_rounds where closed and bet_total - refund_total > 0
      group by 1, 2, 3 order by 2, 3, 1`,
  );
}

async function totals() {
  return queryRows<Record<string, string>>(
    db(),
    sql`
      select provider_id::text, game_code, currency, rounds::text, staked::text, won::text,
             stake_squares::text
      from fairness_game_totals where rounds > 0 order by 2, 3, 1`,
  );
}

const pass = () => createFairnessPass({ db: db(), now: () => new Date() }).pass();

beforeAll(async () => {
  for (const role of adminRoles) ops[role] = await operator(ctx.app, role);
  const feed = testFeed();
  feed.games.push(
    tableGame('fair-wheel', 'Fair Wheel', 'gamma-tables', 'roulette', 1),
    tableGame('tight-wheel', 'Tight Wheel', 'gamma-tables', 'roulette', 1),
    slotGame('studio-reels', 'Studio Reels', 'alpha-studio', 1, { rtp: '95.50' }),
  );
  await ctx.app.catalogue.importFeed(feed);
  houseId = await providerId('house');
  studioId = await providerId('other-studio');
});

describe('the fairness pass', () => {
  const player = () => newPlayerId(db());

  it('keeps totals equal to a recount, once, through late rollbacks and late rounds', async () => {
    const playerId = await player();
    // A fair-looking wheel: stakes of 1.00 to 5.00, a straight up paid every 37th round.
    for (let i = 0; i < 370; i += 1) {
      const stake = BigInt(100 * (1 + (i % 5)));
      await settledRound(houseId, 'fair-wheel', playerId, stake, i % 37 === 0 ? stake * 36n : 0n);
    }
    // A wheel that never pays, and a third-party slot.
    for (let i = 0; i < 400; i += 1) await settledRound(houseId, 'tight-wheel', playerId, 100n, 0n);
    for (let i = 0; i < 50; i += 1) await settledRound(studioId, 'studio-reels', playerId, 200n, 150n);
    // A free round (no stake) is not counted.
    await settledRound(houseId, 'fair-wheel', playerId, 0n, 500n);

    await pass();
    expect(await totals()).toEqual(await recount());
    const first = await totals();
    await pass();
    expect(await totals()).toEqual(first);

    // A late rollback refunds a counted round whole; a round settles late, before the watermark.
    const [counted] = await queryRows<{ id: string }>(
      db(),
      sql`select id::text from game_rounds where game_code = 'tight-wheel' order by id limit 1`,
    );
    const [refunded] = await queryRows<{ round: string }>(
      db(),
      sql`
        update game_rounds set refund_total = bet_total, updated_at = now() where id = ${counted?.id}::int8
        returning round`,
    );
    await recordTransaction(houseId, playerId, String(refunded?.round), 'tight-wheel', 'rollback', 100n);
    await settledRound(houseId, 'tight-wheel', playerId, 100n, 0n, { secondsAgo: 30 });
    await pass();
    await pass();
    expect(await totals()).toEqual(await recount());
    const [tight] = (await totals()).filter((row) => row.game_code === 'tight-wheel');
    expect(tight?.rounds).toBe('400');
  });

  it('counts a round whose transaction commits after a later one was counted', async () => {
    const playerId = await player();
    // The id is taken first, as a wallet call's insert takes it, and the call commits after the pass.
    const [reserved] = await queryRows<{ id: string }>(
      db(),
      sql`select nextval(pg_get_serial_sequence('provider_transactions', 'id'))::text as id`,
    );
    await settledRound(houseId, 'fair-wheel', playerId, 300n, 0n);
    await pass();
    const before = await totals();
    const [mark] = await queryRows<{ transaction_id: string }>(
      db(),
      sql`select transaction_id::text from fairness_watermark`,
    );
    expect(BigInt(mark?.transaction_id ?? '0')).toBeGreaterThan(BigInt(reserved?.id ?? '0'));

    await settledRound(houseId, 'fair-wheel', playerId, 500n, 0n, {
      transactionId: BigInt(reserved?.id ?? '0'),
    });
    await pass();
    expect(await totals()).toEqual(await recount());
    const fair = (rows: Record<string, string>[]) => rows.find((row) => row.game_code === 'fair-wheel');
    expect(BigInt(fair(await totals())?.staked ?? '0') - BigInt(fair(before)?.staked ?? '0')).toBe(500n);
  });

  it('starts a pass after the last transaction made before the overlap, from a cursor or without one', async () => {
    const playerId = await player();
    await settledRound(houseId, 'fair-wheel', playerId, 100n, 0n, { secondsAgo: 600 });
    const [old] = await queryRows<{ id: string }>(
      db(),
      sql`select max(id)::text as id from provider_transactions`,
    );
    await settledRound(houseId, 'fair-wheel', playerId, 100n, 0n, { secondsAgo: 60 });
    await settledRound(houseId, 'fair-wheel', playerId, 100n, 0n);
    const [newest] = await queryRows<{ id: string }>(
      db(),
      sql`select max(id)::text as id from provider_transactions`,
    );
    const repository = createFairnessRepository(db());
    const from = new Date(Date.now() - 120_000);
    // Backward from the cursor by the primary key: the transaction 60 s old is inside the overlap.
    expect(await repository.startAfter(from, BigInt(newest?.id ?? '0'))).toBe(BigInt(old?.id ?? '-1'));
    // A watermark kept before the cursor existed: the same start, read from the newest transaction.
    expect(await repository.startAfter(from, null)).toBe(BigInt(old?.id ?? '-1'));
    // A cursor below the old transaction starts at or below the cursor.
    expect(await repository.startAfter(from, BigInt(old?.id ?? '0') - 1n)).toBeLessThan(
      BigInt(old?.id ?? '0'),
    );
    await pass();
    expect(await totals()).toEqual(await recount());
  });
});

describe('the anti-money-laundering report', () => {
  let big = 0;
  let splitter = 0;

  it('sets thresholds (audited) only with reports.manage', async () => {
    const body = {
      thresholds: [
        { currency: 'EUR', kind: 'deposit', amount: '2000.00' },
        { currency: 'eur', kind: 'bet', amount: '100' },
        { currency: 'GBP', kind: 'withdrawal', amount: null },
      ],
    };
    for (const role of ['finance', ...refused] as AdminRole[]) {
      expect((await call(role, 'PUT', '/api/admin/reports/aml/thresholds', body)).statusCode).toBe(403);
    }
    const set = await call('compliance', 'PUT', '/api/admin/reports/aml/thresholds', body);
    expect(set.statusCode, set.body).toBe(200);
    const eur = (rows: { currency: string; kind: string; amount: string }[]) =>
      rows.filter((row) => row.currency === 'EUR').map((row) => [row.kind, row.amount]);
    expect(eur(set.json().data)).toEqual([
      ['bet', '100.00'],
      ['deposit', '2000.00'],
      ['withdrawal', '2000.00'],
    ]);
    const [audit] = await queryRows<{ n: string }>(
      db(),
      sql`select count(*)::text as n from admin_audit_log
          where action = 'aml.thresholds' and admin_id = ${ops.compliance.id}
            and jsonb_array_length(before -> 'thresholds') = 6 and jsonb_array_length(after -> 'thresholds') = 6`,
    );
    expect(audit?.n).toBe('1');
    for (const role of readers) {
      const read = await call(role, 'GET', '/api/admin/reports/aml/thresholds');
      expect(read.statusCode).toBe(200);
      // The defaults (deposits and withdrawals in EUR, USD and GBP), the bet threshold set here, less the
      // GBP withdrawal threshold removed here.
      expect(read.json().data).toHaveLength(6);
    }
  });

  it('refuses bad thresholds with field messages', async () => {
    const bad = await call('admin', 'PUT', '/api/admin/reports/aml/thresholds', {
      thresholds: [{ currency: 'EUR', kind: 'deposit', amount: '10.001' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['thresholds.0.amount']);
    const unknown = await call('admin', 'PUT', '/api/admin/reports/aml/thresholds', {
      thresholds: [{ currency: 'QQQ', kind: 'cheque', amount: '1' }],
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('lists each transaction at or above its threshold and the players whose 24 hours reach it', async () => {
    big = await newPlayerId(db());
    splitter = await newPlayerId(db());
    await deposit(ctx.app.wallet, big, 250_000n, { method: 'sepa' });
    await deposit(ctx.app.wallet, big, 1_000n);
    for (let i = 0; i < 3; i += 1) await deposit(ctx.app.wallet, splitter, 80_000n);
    await settledRound(houseId, 'fair-wheel', splitter, 15_000n, 0n);
    await settledRound(houseId, 'fair-wheel', splitter, 5_000n, 0n);
    await pass();

    const listed = await call('finance', 'GET', `/api/admin/reports/aml/transactions?${range}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as { kind: string; player_id: number; amount: string; method: string }[];
    expect(rows.map((row) => [row.kind, row.player_id, row.amount, row.method]).sort()).toEqual([
      ['bet', splitter, '150.00', 'fair-wheel'],
      ['deposit', big, '2500.00', 'sepa'],
    ]);
    expect(listed.json().pagination.total).toBe(2);

    const deposits = await call(
      'admin',
      'GET',
      `/api/admin/reports/aml/transactions?${range}&kind=deposit&player_id=${big}`,
    );
    expect(deposits.json().data).toHaveLength(1);

    const structuring = await call('compliance', 'GET', `/api/admin/reports/aml/structuring?${range}`);
    expect(structuring.statusCode, structuring.body).toBe(200);
    expect(structuring.json().data).toEqual([
      expect.objectContaining({ player_id: splitter, kind: 'deposit', sum: '2400.00', transactions: 3 }),
    ]);

    const csv = await call('admin', 'GET', `/api/admin/reports/aml/transactions?${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('at,kind,player_id,currency,amount,threshold,method,state,id');
    expect(lines).toHaveLength(3);
  });
});

describe('the responsible-gambling report', () => {
  it('counts per day what the compliance tables record', async () => {
    const playerId = await newPlayerId(db());
    const yesterday = `${day(-1)}T12:00:00Z`;
    await db().execute(sql`
      insert into player_limits (player_id, kind, period, amount, pending_amount, pending_removal, pending_effective_at, updated_at)
      values (${playerId}, 'deposit', 'daily', 1000, null, false, null, ${yesterday}::timestamptz),
             (${playerId}, 'loss', 'weekly', 500, 900, false, now() + interval '1 day', ${yesterday}::timestamptz),
             (${playerId}, 'session', 'daily', 60, null, false, null, now())`);
    await db().execute(sql`
      insert into exclusions (player_id, kind, starts_at, ends_at, source, lifted_at)
      values (${playerId}, 'cool_down', ${yesterday}::timestamptz, now() + interval '1 day', 'cool_down', null),
             (${playerId}, 'self_exclusion', now(), null, 'user_status', now())`);
    // Reality checks answered: counted on the day of the answer, whenever they fell due.
    const check = (due: string, answer: string, answered: string) => sql`
      (${playerId}, ${due}::timestamptz, ${due}::timestamptz, ${due}::timestamptz, ${answer},
       ${answered}::timestamptz, 60, -250, 'EUR')`;
    await db().execute(sql`
      insert into reality_checks (player_id, session_started_at, due_at, shown_at, answer, answered_at,
                                  session_minutes, net, currency)
      values ${sql.join(
        [
          check(`${day(-1)}T10:00:00Z`, 'continue', `${day(-1)}T10:01:00Z`),
          check(`${day(-1)}T11:00:00Z`, 'continue', `${day(-1)}T11:00:30Z`),
          check(`${day(-1)}T12:00:00Z`, 'stop', `${day(-1)}T12:02:00Z`),
          check(`${day(-1)}T23:59:00Z`, 'stop', `${day(0)}T00:00:10Z`),
        ],
        sql`, `,
      )}`);

    const response = await call(
      'compliance',
      'GET',
      `/api/admin/reports/responsible-gambling?from=${day(-1)}&to=${day(0)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { days, totals: sums } = response.json().data;
    expect(days).toEqual([
      expect.objectContaining({
        date: day(-1),
        limits_changed: { deposit: 1, loss: 1, wager: 0, session: 0 },
        limit_raises_waiting: 1,
        cool_downs_started: 1,
        self_exclusions_started: 0,
        reality_checks_answered: 3,
        reality_checks_continued: 2,
        reality_checks_stopped: 1,
      }),
      expect.objectContaining({
        date: day(0),
        limits_changed: { deposit: 0, loss: 0, wager: 0, session: 1 },
        self_exclusions_started: 1,
        exclusions_lifted: 1,
        reality_checks_answered: 1,
        reality_checks_continued: 0,
        reality_checks_stopped: 1,
      }),
    ]);
    expect(sums.limits_changed.deposit).toBe(1);
    expect(sums).toMatchObject({
      reality_checks_answered: 4,
      reality_checks_continued: 2,
      reality_checks_stopped: 2,
    });

    const csv = await call(
      'finance',
      'GET',
      `/api/admin/reports/responsible-gambling?from=${day(-1)}&to=${day(0)}&format=csv`,
    );
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="responsible-gambling-${day(-1)}-${day(0)}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/,reality_checks_answered,reality_checks_continued,reality_checks_stopped$/);
    expect(lines[1]).toMatch(/,3,2,1$/);
  });
});

describe('the roles matrix and bad filters', () => {
  const reports = [
    `/api/admin/reports/responsible-gambling?${range}`,
    `/api/admin/reports/aml/transactions?${range}`,
    `/api/admin/reports/aml/structuring?${range}`,
    '/api/admin/reports/aml/thresholds',
    '/api/admin/fairness',
  ];

  it('lets admin, finance and compliance read every report and its CSV, and refuses support and content', async () => {
    for (const url of reports) {
      for (const role of readers)
        expect((await call(role, 'GET', url)).statusCode, `${role} ${url}`).toBe(200);
      for (const role of refused)
        expect((await call(role, 'GET', url)).statusCode, `${role} ${url}`).toBe(403);
    }
    for (const url of reports.filter((path) => !path.endsWith('thresholds'))) {
      const csv = await call('finance', 'GET', `${url}${url.includes('?') ? '&' : '?'}format=csv`);
      expect(csv.headers['content-type'], url).toMatch(/^text\/csv/);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/fairness' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 422 with the field for bad filters', async () => {
    const cases: [string, string][] = [
      ['/api/admin/reports/responsible-gambling?from=2026-13-01&to=2026-01-02', 'from'],
      ['/api/admin/reports/responsible-gambling?from=2026-02-01&to=2026-01-02', 'to'],
      ['/api/admin/reports/responsible-gambling?from=2025-01-01&to=2026-01-02', 'to'],
      [`/api/admin/reports/aml/transactions?${range}&kind=cheque`, 'kind'],
      [`/api/admin/reports/aml/transactions?${range}&currency=XYZ`, 'currency'],
      [`/api/admin/reports/aml/transactions?${range}&per_page=1000`, 'per_page'],
      [`/api/admin/reports/aml/structuring?${range}&kind=bet`, 'kind'],
      ['/api/admin/fairness?min_rounds=5', 'min_rounds'],
      ['/api/admin/fairness?status=rigged', 'status'],
      ['/api/admin/fairness?format=pdf', 'format'],
    ];
    for (const [url, field] of cases) {
      const response = await call('admin', 'GET', url);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json().errors), url).toContain(field);
    }
  });
});
