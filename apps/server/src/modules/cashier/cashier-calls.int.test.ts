// The cashier's remaining calls and their errors: the welcome tier choice, one deposit as its owner sees
// it, the buy-crypto redirect (not configured, no address of the player's own, and signed when both are
// there), guests refused everywhere, and the back office's answers to unknown withdrawals, wrong orders of
// decisions and an operator who keeps getting the password wrong.
import { randomUUID } from 'node:crypto';
import { buyCrypto, getWelcomeTier, setWelcomeTier } from '@reelvault/contract/calls/cashier';
import { adminWithdrawals } from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { cashBalance, depositThroughSandbox, namedPlayer } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, setPlayerStanding } from '../../../test/players';
import { addBonusOffer, welcomeTierTable } from '../bonuses/service';
import { querySignature } from './buy-crypto';

const goodIban = 'DE89 3704 0044 0532 0130 00';
const buyCryptoSettings = {
  BUY_CRYPTO_URL: 'https://buy.provider.test/widget',
  BUY_CRYPTO_API_KEY: 'pk_test_reelvault',
  BUY_CRYPTO_SECRET: 'buy-crypto-test-secret',
};

const errorCode = (body: string) => errorBodySchema.parse(JSON.parse(body)).error;

describe('cashier calls', () => {
  const ctx = useTestApp();

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('keeps the welcome tier choice: open, then chosen with the currency’s tier, or skipped', async () => {
    const player = await registerPlayer(ctx.app);
    const none = getWelcomeTier.reply.parse(
      (await call('GET', '/api/account/welcome-tier', player.token)).json(),
    );
    // No welcome offer: no tiers to choose from.
    expect(none.data.tiers).toEqual([]);
    expect(none.data.terms).toBeNull();
    expect((await call('PUT', '/api/account/welcome-tier', player.token, { tier: 0 })).statusCode).toBe(422);

    await addBonusOffer(ctx.database.db, {
      key: 'welcome',
      kind: 'deposit_match',
      trigger: 'welcome',
      tiers: welcomeTierTable(['EUR']),
      title: { en: 'Welcome Bonus' },
    });
    const open = await call('GET', '/api/account/welcome-tier', player.token);
    expect(open.statusCode, open.body).toBe(200);
    const state = getWelcomeTier.reply.parse(open.json()).data;
    expect(state).toMatchObject({ state: 'open', tier: null, currency: 'EUR', chosen_at: null });
    expect(state.tiers).toHaveLength(7);
    expect(state.tiers[3]).toEqual({ deposit: '975.00', play_with: '3250.00', free_spins: 150 });

    const chosen = await call('PUT', '/api/account/welcome-tier', player.token, { tier: 3 });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(setWelcomeTier.reply.parse(chosen.json()).data).toMatchObject({ state: 'chosen', tier: 3 });
    const read = getWelcomeTier.reply.parse(
      (await call('GET', '/api/account/welcome-tier', player.token)).json(),
    );
    expect(read.data).toMatchObject({ state: 'chosen', tier: 3, currency: 'EUR' });
    expect(read.data.chosen_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The player may change their mind before the first deposit; skipping is a choice too.
    const skipped = await call('PUT', '/api/account/welcome-tier', player.token, { tier: null });
    expect(setWelcomeTier.reply.parse(skipped.json()).data).toMatchObject({ state: 'skipped', tier: null });

    for (const tier of [7, -1, 1.5, '2']) {
      const refused = await call('PUT', '/api/account/welcome-tier', player.token, { tier });
      expect(refused.statusCode, JSON.stringify(tier)).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors?.tier).toBeDefined();
    }
    expect((await call('PUT', '/api/account/welcome-tier', undefined, { tier: 1 })).statusCode).toBe(401);
  });

  it('shows a deposit to its owner only', async () => {
    const player = await namedPlayer(ctx.app);
    const depositId = await depositThroughSandbox(ctx.app, player.token, '25');
    const own = await call('GET', `/api/account/deposits/${depositId}`, player.token);
    expect(own.json()).toMatchObject({ data: { id: depositId, status: 'completed', amount: '25.00' } });

    const other = await namedPlayer(ctx.app, 'Nikos Georgiou');
    const notTheirs = await call('GET', `/api/account/deposits/${depositId}`, other.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(errorCode(notTheirs.body)).toBe('CASHIER_DEPOSIT_NOT_FOUND');
    expect((await call('GET', `/api/account/deposits/${randomUUID()}`, player.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/account/deposits/not-an-id', player.token)).statusCode).toBe(422);
    expect((await call('GET', `/api/account/deposits/${depositId}`)).statusCode).toBe(401);
  });

  it('refuses guests on every cashier call', async () => {
    const guestCalls: [string, string, unknown?][] = [
      ['GET', '/api/account/payment-methods?type=1'],
      ['POST', '/api/account/deposit/payop', { payment_id: 2922, py_id: 1200, amount: '100' }],
      ['POST', '/api/account/withdraw/manuel', { payment_id: 59, iban: goodIban, amount: '100' }],
      ['GET', '/api/account/withdrawals'],
      ['POST', `/api/account/withdrawals/${randomUUID()}/cancel`],
      ['GET', '/api/account/welcome-tier'],
      ['POST', '/api/account/buy-crypto', { coin: 'BTC' }],
    ];
    for (const [method, url, payload] of guestCalls) {
      const response = await call(method as 'GET' | 'POST', url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers buy crypto with "not offered" while no provider is configured', async () => {
    const player = await registerPlayer(ctx.app);
    const refused = await call('POST', '/api/account/buy-crypto', player.token, { coin: 'BTC' });
    expect(refused.statusCode).toBe(400);
    expect(errorCode(refused.body)).toBe('CASHIER_METHOD_UNAVAILABLE');
  });

  it('lists a player’s withdrawals, filtered by status', async () => {
    const player = await namedPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 50_000n, { method: 'payz' });
    const requested = await call('POST', '/api/account/withdraw/manuel', player.token, {
      payment_id: 59,
      iban: goodIban,
      amount: '120.50',
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const pending = await call('GET', '/api/account/withdrawals?status=pending', player.token);
    expect((pending.json() as { data: { amount: string }[] }).data.map((row) => row.amount)).toEqual([
      '120.50',
    ]);
    const completed = await call('GET', '/api/account/withdrawals?status=completed', player.token);
    expect(completed.json()).toEqual({ data: [] });
    expect((await call('GET', '/api/account/withdrawals?status=lost', player.token)).statusCode).toBe(422);
    expect(await cashBalance(ctx.app, player.token)).toBe('379.50');
  });

  it('keeps the ledger balanced', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});

describe('buy crypto with a provider configured', () => {
  const addresses = new Map<number, string>();
  const ctx = useTestApp(buyCryptoSettings, {
    cryptoAddresses: {
      depositAddress: async (playerId, coin) => (coin === 'BTC' ? addresses.get(playerId) : undefined),
    },
  });

  it('needs the player’s own deposit address before it sends them anywhere', async () => {
    const player = await registerPlayer(ctx.app);
    const methods = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/payment-methods?type=1',
      headers: bearer(player.token),
    });
    expect(
      (methods.json() as { paymentMethods: { slug: string; kind: string }[] }).paymentMethods.find(
        (method) => method.kind === 'card',
      ),
    ).toMatchObject({ slug: 'card', kind: 'card' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/buy-crypto',
      headers: bearer(player.token),
      payload: { coin: 'BTC' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused.body)).toBe('CASHIER_CRYPTO_ADDRESS_REQUIRED');
  });

  it('signs the provider’s address over the whole query, paying into the player’s address', async () => {
    const player = await registerPlayer(ctx.app);
    addresses.set(player.id, 'bc1qplayerownaddress0000000000000000000000');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/buy-crypto',
      headers: bearer(player.token),
      payload: { coin: 'btc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = buyCrypto.reply.parse(response.json());
    expect(data).toMatchObject({ coin: 'BTC', address: 'bc1qplayerownaddress0000000000000000000000' });
    const url = new URL(data.url);
    expect(url.origin + url.pathname).toBe(buyCryptoSettings.BUY_CRYPTO_URL);
    expect(url.searchParams.get('walletAddress')).toBe(data.address);
    expect(url.searchParams.get('apiKey')).toBe(buyCryptoSettings.BUY_CRYPTO_API_KEY);
    expect(url.searchParams.get('externalCustomerId')).toBe(`rv-${player.id}`);
    const signature = url.searchParams.get('signature');
    url.searchParams.delete('signature');
    expect(signature).toBe(querySignature(buyCryptoSettings.BUY_CRYPTO_SECRET, url.search));
  });

  it('refuses coins that are not offered, and players the cashier is closed to', async () => {
    const player = await registerPlayer(ctx.app);
    addresses.set(player.id, 'bc1qanotherplayeraddress00000000000000000');
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/buy-crypto',
      headers: bearer(player.token),
      payload: { coin: 'XRP' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorBodySchema.parse(unknown.json()).errors?.coin).toEqual(['The coin is not offered.']);
    await setPlayerStanding(ctx.database.db, player.id, { status: 2 });
    const inactive = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/buy-crypto',
      headers: bearer(player.token),
      payload: { coin: 'BTC' },
    });
    expect(inactive.statusCode).toBe(403);
    expect(errorCode(inactive.body)).toBe('CASHIER_INACTIVE_PLAYER');
  });
});

describe('back-office answers', () => {
  const ctx = useTestApp();
  let finance: TestOperator;

  beforeAll(async () => {
    finance = await operator(ctx.app, 'finance');
  });

  it('answers 404 for a withdrawal that does not exist, 422 for an id that cannot be one', async () => {
    for (const action of ['approve', 'confirm-payout']) {
      const missing = await asOperator(
        ctx.app,
        finance.token,
        'POST',
        `/api/admin/withdrawals/${randomUUID()}/${action}`,
      );
      expect(missing.statusCode, action).toBe(404);
      expect(errorCode(missing.body)).toBe('CASHIER_WITHDRAWAL_NOT_FOUND');
    }
    const rejectMissing = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${randomUUID()}/reject`,
      { reason: 'No such request' },
    );
    expect(rejectMissing.statusCode).toBe(404);
    expect(
      (await asOperator(ctx.app, finance.token, 'POST', '/api/admin/withdrawals/42/approve')).statusCode,
    ).toBe(422);
    expect(
      (await asOperator(ctx.app, finance.token, 'GET', '/api/admin/withdrawals?status=lost')).statusCode,
    ).toBe(422);
  });

  it('keeps decisions in order: no payout before approval, no rejection after it', async () => {
    const player = await namedPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 30_000n, { method: 'payz' });
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(player.token),
      payload: { payment_id: 59, iban: goodIban, amount: '100' },
    });
    const { id } = (requested.json() as { data: { withdrawal: { id: string } } }).data.withdrawal;
    const early = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${id}/confirm-payout`,
    );
    expect(early.statusCode).toBe(409);
    expect(errorCode(early.body)).toBe('CASHIER_WITHDRAWAL_STATE');
    expect(
      (await asOperator(ctx.app, finance.token, 'POST', `/api/admin/withdrawals/${id}/approve`)).statusCode,
    ).toBe(200);
    const late = await asOperator(ctx.app, finance.token, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      reason: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(await cashBalance(ctx.app, player.token)).toBe('200.00');

    const processing = adminWithdrawals.reply.parse(
      (await asOperator(ctx.app, finance.token, 'GET', '/api/admin/withdrawals?status=processing')).json(),
    );
    expect(processing.data.map((row) => [row.id, row.status, row.finance_status])).toEqual([
      [id, 'processing', 3],
    ]);
    expect(processing.pagination).toMatchObject({ total: 1 });
  });

  it('locks an operator out after five wrong passwords, even with the right one, and audits each try', async () => {
    const created = await ctx.app.backoffice.createAdmin({ email: 'locked.out@ops.test', role: 'finance' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await adminLogin(ctx.app, {
        email: 'locked.out@ops.test',
        password: `wrong-password-${attempt}`,
        code: '123456',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await adminLogin(ctx.app, {
      email: 'locked.out@ops.test',
      password: created.password ?? '',
      code: '123456',
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    const admin = await operator(ctx.app, 'admin');
    const audit = await asOperator(
      ctx.app,
      admin.token,
      'GET',
      `/api/admin/audit-log?target_id=${created.admin.id}`,
    );
    const entries = (audit.json() as { data: { action: string; after: { reason?: string } | null }[] }).data;
    expect(entries.filter((entry) => entry.action === 'admin.login_failed')).toHaveLength(5);
    expect(entries.every((entry) => entry.after?.reason === 'password')).toBe(true);
  });

  it('keeps the ledger balanced', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
