// The back office's player search and player page over HTTP: each role allowed or refused as the matrix
// says (players and strangers refused), the search finding by every field and filter with paging, and
// each tab showing what the owning module recorded: money, rounds with the fairness replay, payments,
// documents, limits and exclusions, sessions with the other players seen on the same address.
import { randomBytes } from 'node:crypto';
import {
  adminPlayer,
  adminPlayerDocuments,
  adminPlayerLimits,
  adminPlayerPayments,
  adminPlayerRound,
  adminPlayerRounds,
  adminPlayers,
  adminPlayerSessions,
  adminPlayerTransfers,
} from '@reelvault/contract/calls/backoffice-players';
import { adminPermissions, adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { seedsReply } from '@reelvault/contract/calls/studio';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/identity/schema';
import { asOperator, operator, type TestOperator } from './backoffice';
import { depositThroughSandbox, namedPlayer } from './cashier';
import { GamePage, useHouseTestApp, wireOfCents } from './house';
import { jpegFile, uploadDocument } from './kyc';
import { fundedPlayer } from './ledger';
import { attemptLogin, bearer, registerPlayer, setPlayerStanding, type TestPlayer } from './players';

type Reply<R extends { reply: z.ZodType }> = z.infer<R['reply']>;

describe('back office: player search and the player page', () => {
  const ctx = useHouseTestApp();
  const operators = {} as Record<AdminRole, TestOperator>;
  const db = () => ctx.app.database.db;
  const tag = randomBytes(3).toString('hex');

  beforeAll(async () => {
    for (const role of adminRoles) operators[role] = await operator(ctx.app, role);
  });

  const get = (url: string, role: AdminRole = 'support') =>
    asOperator(ctx.app, operators[role].token, 'GET', url);
  async function read<R extends { reply: z.ZodType }>(route: R, url: string, role: AdminRole = 'support') {
    const response = await get(url, role);
    expect(response.statusCode, response.body).toBe(200);
    return route.reply.parse(response.json()) as Reply<R>;
  }
  const search = (query: string) => read(adminPlayers, `/api/admin/players?${query}`);
  const ids = (reply: { data: { id: number }[] }) => reply.data.map((row) => row.id).sort((a, b) => a - b);

  async function registered(overrides: Record<string, unknown> = {}): Promise<TestPlayer> {
    return registerPlayer(ctx.app, overrides);
  }

  describe('who may read players', () => {
    let player: TestPlayer;
    const paths = (id: number) => [
      '/api/admin/players',
      `/api/admin/players/${id}`,
      `/api/admin/players/${id}/transfers`,
      `/api/admin/players/${id}/rounds`,
      `/api/admin/players/${id}/payments`,
      `/api/admin/players/${id}/documents`,
      `/api/admin/players/${id}/limits`,
      `/api/admin/players/${id}/sessions`,
    ];
    beforeAll(async () => {
      player = await registered();
    });

    it('answers every role the matrix allows and refuses the others with ADMIN_FORBIDDEN', async () => {
      const allowed: readonly AdminRole[] = adminPermissions['players.read'];
      expect(allowed).toEqual(['admin', 'finance', 'compliance', 'support']);
      for (const role of adminRoles) {
        for (const path of paths(player.id)) {
          const response = await get(path, role);
          if (allowed.includes(role)) expect(response.statusCode, `${role} ${path}`).toBe(200);
          else {
            expect(response.statusCode, `${role} ${path}`).toBe(403);
            expect(response.json()).toMatchObject({ code: 'ADMIN_FORBIDDEN' });
          }
        }
      }
    });

    it("refuses a player's token and a call without one (401)", async () => {
      for (const path of paths(player.id)) {
        const asPlayer = await ctx.app.inject({ method: 'GET', url: path, headers: bearer(player.token) });
        expect(asPlayer.statusCode, path).toBe(401);
        expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
      }
    });

    it('answers 404 for a player that does not exist and 422 for an id that is not one', async () => {
      expect((await get('/api/admin/players/99999999')).statusCode).toBe(404);
      expect((await get('/api/admin/players/99999999/rounds')).statusCode).toBe(404);
      const bad = await get('/api/admin/players/abc');
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('search', () => {
    const people: Record<string, TestPlayer> = {};
    const sharedIp = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

    beforeAll(async () => {
      people.anna = await registered({
        username: `anna${tag}x`,
        email: `anna.${tag}@mail.test`,
        phone: '+306912345601',
      });
      people.boris = await registered({
        username: `boris${tag}x`,
        email: `b.${tag}@other.test`,
        currency: 'USD',
      });
      people.chen = await registered({ username: `chen${tag}x`, email: `chen.${tag}@mail.test` });
      people.dora = await registered({
        username: `dora${tag}x`,
        email: `dora.${tag}@mail.test`,
        country: 82,
      });
      await db()
        .update(users)
        .set({ name: 'Anna', surname: `Berg${tag}` })
        .where(eq(users.id, people.anna?.id ?? 0));
      await db()
        .update(users)
        .set({ createdAt: new Date('2024-03-10T12:00:00Z'), lastLoginAt: new Date('2024-04-01T08:00:00Z') })
        .where(eq(users.id, people.chen?.id ?? 0));
      // Anna and Dora come from the same address.
      for (const who of [people.anna, people.dora]) {
        const login = await attemptLogin(
          ctx.app,
          { username: who?.username ?? '', password: who?.password ?? '' },
          { remoteAddress: sharedIp },
        );
        expect(login.statusCode, login.body).toBe(200);
      }
      await setPlayerStanding(db(), people.boris?.id ?? 0, { status: 2 });
      await setPlayerStanding(db(), people.chen?.id ?? 0, { playerStatus: 1 });
      await setPlayerStanding(db(), people.dora?.id ?? 0, {
        excludedUntil: new Date(Date.now() + 7 * 86_400_000),
      });
    });

    it('finds by a part of the username, the e-mail, the name and the whole name', async () => {
      expect(ids(await search(`q=${tag}x`))).toEqual(ids({ data: Object.values(people) }));
      expect(ids(await search(`q=anna${tag}`))).toEqual([people.anna?.id]);
      expect(ids(await search(`q=${encodeURIComponent(`.${tag}@mail`)}`))).toEqual(
        [people.anna?.id, people.chen?.id, people.dora?.id].sort((a = 0, b = 0) => a - b),
      );
      expect(ids(await search(`q=berg${tag}`))).toEqual([people.anna?.id]);
      expect(ids(await search(`q=${encodeURIComponent(`Anna Berg${tag}`)}`))).toEqual([people.anna?.id]);
      expect((await search(`q=zz${tag}nobody`)).data).toEqual([]);
    });

    it('finds by id, by phone written any way, and by an IP address of a session or login', async () => {
      expect(ids(await search(`q=${people.boris?.id}`))).toContain(people.boris?.id);
      expect(ids(await search(`q=${encodeURIComponent('+30 691 234 5601')}`))).toEqual([people.anna?.id]);
      const byIp = await search(`q=${sharedIp}`);
      expect(ids(byIp)).toEqual([people.anna?.id, people.dora?.id].sort((a = 0, b = 0) => a - b));
    });

    it('filters by status, player_status, verified, self-exclusion, country, currency and dates', async () => {
      const within = (filter: string) => search(`q=${tag}x&${filter}`).then(ids);
      expect(await within('status=2')).toEqual([people.boris?.id]);
      expect(await within('player_status=1')).toEqual([people.chen?.id]);
      expect(await within('verified=true')).toEqual([people.chen?.id]);
      expect(await within('verified=false')).not.toContain(people.chen?.id);
      expect(await within('self_excluded=true')).toEqual([people.dora?.id]);
      expect(await within('self_excluded=0')).not.toContain(people.dora?.id);
      // A player who never excluded themselves (no end date at all) is not self-excluded.
      expect(await within('self_excluded=false')).toEqual(
        [people.anna?.id, people.boris?.id, people.chen?.id].sort((a = 0, b = 0) => a - b),
      );
      expect(await within('country=de')).toEqual([people.dora?.id]);
      expect(await within('currency=usd')).toEqual([people.boris?.id]);
      expect(await within('registered_from=2024-03-10&registered_to=2024-03-10')).toEqual([people.chen?.id]);
      expect(await within('registered_to=2024-03-09')).toEqual([]);
      expect(await within('last_login_from=2024-04-01&last_login_to=2024-04-01')).toEqual([people.chen?.id]);
    });

    it('sorts and pages on the server with the pagination block', async () => {
      const first = await search(`q=${tag}x&sort=username&order=asc&per_page=3&page=1`);
      const second = await search(`q=${tag}x&sort=username&order=asc&per_page=3&page=2`);
      expect(first.pagination).toEqual({ total: 4, page: 1, pages: 2, per_page: 3 });
      expect(second.pagination).toMatchObject({ total: 4, page: 2 });
      expect([...first.data, ...second.data].map((row) => row.username)).toEqual(
        ['anna', 'boris', 'chen', 'dora'].map((name) => `${name}${tag}x`),
      );
      const row = first.data[0];
      expect(row).toMatchObject({ name: 'Anna', phone: '+306912345601', status: 1, self_excluded: false });
      // The total of a full later page (counted in the page's statement) and past the last page (alone).
      const order = `q=${tag}x&sort=username&order=asc&per_page=2`;
      const full = await search(`${order}&page=2`);
      expect(full.pagination).toEqual({ total: 4, page: 2, pages: 2, per_page: 2 });
      expect(full.total_capped).toBe(false);
      expect(full.data.map((found) => found.username)).toEqual([`chen${tag}x`, `dora${tag}x`]);
      const beyond = await search(`${order}&page=3`);
      expect(beyond.data).toEqual([]);
      expect(beyond.pagination).toMatchObject({ total: 4, page: 3 });
      expect((await search(`q=zz${tag}nobody&page=2`)).pagination).toMatchObject({ total: 0 });
    });

    it('counts up to 1,000 and says when there are more, on the first page and on later ones', async () => {
      const at = new Date('2024-01-01T00:00:00Z');
      await db()
        .insert(users)
        .values(
          Array.from({ length: 1_010 }, (_, i) => ({
            username: `bulk${i}n${tag}`,
            email: `bulk${i}n${tag}@bulk.test`,
            passwordHash: '!',
            currency: 'EUR',
            ageConfirmedAt: at,
            passwordChangedAt: at,
            createdAt: at,
            updatedAt: at,
          })),
        );
      for (const page of [1, 2, 41]) {
        const reply = await search(`q=n${tag}%40bulk&page=${page}`);
        expect(reply.pagination, `page ${page}`).toMatchObject({ total: 1_000, pages: 40 });
        expect(reply.total_capped, `page ${page}`).toBe(true);
        expect(reply.data, `page ${page}`).toHaveLength(page === 41 ? 10 : 25);
      }
    });

    it('answers 422 with field errors for a bad query, never a 500', async () => {
      for (const [query, field] of [
        ['per_page=101', 'per_page'],
        ['status=3', 'status'],
        ['verified=maybe', 'verified'],
        ['country=QQ', 'country'],
        ['currency=XXX', 'currency'],
        ['sort=password', 'sort'],
        ['registered_from=2024-05-01&registered_to=2024-04-01', 'registered_from'],
        ['last_login_from=2024-02-30', 'last_login_from'],
      ] as const) {
        const response = await get(`/api/admin/players?${query}`);
        expect(response.statusCode, query).toBe(422);
        expect(Object.keys((response.json() as { errors: object }).errors), query).toContain(field);
      }
    });

    it('lists the sessions and, per address, the other players seen on it', async () => {
      const sessions = await read(adminPlayerSessions, `/api/admin/players/${people.anna?.id}/sessions`);
      expect(sessions.pagination.total).toBe(2); // registration and the login
      expect(sessions.data.map((session) => session.ip)).toContain(sharedIp);
      const shared = sessions.addresses.find((address) => address.ip === sharedIp);
      expect(shared?.other_players.map((other) => other.id)).toEqual([people.dora?.id]);
      expect(shared?.other_players_total).toBe(1);
    });
  });

  describe("the player's page", () => {
    it('shows balances, totals and rounds, and replays an in-house round once its seed is revealed', async () => {
      const { playerId } = await fundedPlayer(ctx.app.wallet, 10_000n);
      const slot = await GamePage.open(ctx.app, playerId, 'beta-jade-dragon');
      ctx.clock.advance(2_500);
      const spun = await slot.send('POST', '/house/api/slot/spin', { stake: wireOfCents(20).toString() });
      expect(spun.statusCode, spun.text).toBe(200);

      const rounds = await read(adminPlayerRounds, `/api/admin/players/${playerId}/rounds`);
      expect(rounds.pagination.total).toBe(1);
      const round = rounds.data[0];
      expect(round).toMatchObject({ provider: { code: 'house' }, bet: '0.20', closed: true });

      const head = (await read(adminPlayer, `/api/admin/players/${playerId}`, 'finance')).data;
      const cash = (await ctx.app.wallet.playerBalance(db(), playerId))?.cash ?? 0n;
      const won = parseCurrencyAmount(round?.won ?? '0', 'EUR');
      expect(cash).toBe(10_000n - 20n + won);
      expect(head.balances).toEqual([
        {
          currency: 'EUR',
          cash: formatCurrencyAmount(cash, 'EUR'),
          bonus: '0.00',
          held: '0.00',
          incoming: '0.00',
        },
      ]);
      expect(head.totals).toEqual([
        {
          currency: 'EUR',
          deposited: '100.00',
          withdrawn: '0.00',
          bet: '0.20',
          won: round?.won,
          refunded: '0.00',
        },
      ]);
      expect(head.responsible_gambling).toEqual({ state: 'none', until: null, permanent: false, limits: [] });

      const detailUrl = `/api/admin/players/${playerId}/rounds/${round?.id}`;
      const before = (await read(adminPlayerRound, detailUrl)).data;
      expect(before.transactions.map((transaction) => transaction.kind)).toEqual(['bet', 'win']);
      expect(before.fairness).toMatchObject({ verified: null, seed_hash_matches: null });
      expect(before.fairness?.record.server_seed).toBeNull();

      const rotated = await slot.send('POST', '/house/api/seeds/rotate', {});
      expect(seedsReply.parse(rotated.body).previous[0]?.rounds).toBe(1);
      const after = (await read(adminPlayerRound, detailUrl)).data;
      expect(after.fairness).toMatchObject({ verified: true, seed_hash_matches: true });

      const transfers = await read(
        adminPlayerTransfers,
        `/api/admin/players/${playerId}/transfers?per_page=2`,
      );
      // The deposit, the bet and the round's closing win (zero included), newest first.
      expect(transfers.pagination).toMatchObject({ total: 3, pages: 2 });
      expect(transfers.data.map((transfer) => [transfer.kind, transfer.direction])).toEqual([
        ['win', 'in'],
        ['bet', 'out'],
      ]);
      expect(transfers.data[1]?.counterparty).toEqual({ kind: 'house_revenue', reference: 'house' });
      const deposits = await read(
        adminPlayerTransfers,
        `/api/admin/players/${playerId}/transfers?kind=deposit`,
      );
      expect(deposits.data).toMatchObject([
        { kind: 'deposit', direction: 'in', account: 'player_cash', amount: '100.00' },
      ]);

      const other = await fundedPlayer(ctx.app.wallet, 0n);
      expect((await get(`/api/admin/players/${other.playerId}/rounds/${round?.id}`)).statusCode).toBe(404);
    });

    it('lists deposits and withdrawals of the cashier', async () => {
      const player = await namedPlayer(ctx.app);
      await depositThroughSandbox(ctx.app, player.token, '50');
      ctx.clock.advance(1_000);
      await depositThroughSandbox(ctx.app, player.token, '30', 'decline');
      const payments = await read(
        adminPlayerPayments,
        `/api/admin/players/${player.id}/payments`,
        'compliance',
      );
      expect(payments.pagination.total).toBe(2);
      expect(payments.data.map((row) => [row.type, row.channel, row.amount, row.status])).toEqual([
        ['deposit', 'gateway', '30.00', 'failed'],
        ['deposit', 'gateway', '50.00', 'completed'],
      ]);
      const paged = await read(
        adminPlayerPayments,
        `/api/admin/players/${player.id}/payments?per_page=1&page=2`,
      );
      expect(paged.data.map((row) => row.amount)).toEqual(['50.00']);
      const none = await read(
        adminPlayerPayments,
        `/api/admin/players/${player.id}/payments?type=withdrawal`,
      );
      expect(none).toMatchObject({ data: [], pagination: { total: 0 } });
    });

    it('lists documents, limits with their waiting changes, and exclusions', async () => {
      const player = await registered();
      const uploaded = await uploadDocument(ctx.app, player.token, 1, jpegFile());
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const documents = await read(adminPlayerDocuments, `/api/admin/players/${player.id}/documents`);
      expect(documents.data).toMatchObject([
        { kind: 'identity_front', status: 'pending_review', current: true },
      ]);
      const head = (await read(adminPlayer, `/api/admin/players/${player.id}`)).data;
      expect(head.verification).toMatchObject({ submitted: [1], pending_review: 1 });
      expect(head.player_status).toBe(2);

      const limit = await ctx.app.inject({
        method: 'PUT',
        url: '/api/account/limits',
        headers: bearer(player.token),
        payload: { kind: 'deposit', period: 'daily', amount: '25' },
      });
      expect(limit.statusCode, limit.body).toBe(200);
      const cooled = await ctx.app.inject({
        method: 'POST',
        url: '/api/account/cool-down',
        headers: bearer(player.token),
      });
      expect(cooled.statusCode, cooled.body).toBe(200);

      const limits = await read(adminPlayerLimits, `/api/admin/players/${player.id}/limits`);
      expect(limits.limits.data.find((row) => row.kind === 'deposit' && row.period === 'daily')?.amount).toBe(
        '25.00',
      );
      expect(limits.data).toMatchObject([{ kind: 'cool_down', active: true }]);
      expect(limits.responsible_gambling).toMatchObject({ state: 'cool_down', permanent: false });
      const page = (await read(adminPlayer, `/api/admin/players/${player.id}`)).data;
      expect(page.responsible_gambling.limits).toMatchObject([
        { kind: 'deposit', period: 'daily', amount: '25.00' },
      ]);
      expect(ids(await search(`q=${player.username}&self_excluded=true`))).toEqual([player.id]);
    });
  });
});
