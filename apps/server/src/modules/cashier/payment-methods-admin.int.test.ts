// Payment methods per currency over HTTP (decision 0717): the back office's calls with the roles matrix
// and the audit log, the validation of a save, the gateways' status without secrets, and what a save
// changes for players: the methods listed in the operator's order without the disabled ones, and the
// deposit and withdrawal calls refusing amounts outside the currency's limits.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminPaymentMethodInput,
  AdminPaymentMethodSetting,
} from '@reelvault/contract/calls/backoffice-payments';
import { paymentMethods } from '@reelvault/contract/calls/cashier';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { namedPlayer, startDeposit } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer } from '../../../test/players';

const sandboxSecret = 'sandbox-secret-of-the-payment-methods-test-0717';
const goodIban = 'DE89 3704 0044 0532 0130 00';
const ctx = useTestApp({ SANDBOX_GATEWAY_SECRET: sandboxSecret });
const ops = {} as Record<AdminRole, TestOperator>;

beforeAll(async () => {
  for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
    ops[role] = await operator(ctx.app, role);
  }
});

function call(role: AdminRole, method: 'GET' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

async function methodsOf(currency: string): Promise<AdminPaymentMethodSetting[]> {
  const response = await call('admin', 'GET', `/api/admin/payment-methods/${currency}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AdminPaymentMethodSetting[] }).data;
}

const asInput = (setting: AdminPaymentMethodSetting): AdminPaymentMethodInput => ({
  type: setting.type,
  slug: setting.slug,
  enabled: setting.enabled,
  position: setting.position,
  min_amount: setting.min_amount,
  max_amount: setting.max_amount,
});

/** The currency's methods as saved now, with `change` applied to the method of `type` and `slug`. */
async function edited(
  currency: string,
  type: 1 | 2,
  slug: string,
  change: Partial<AdminPaymentMethodInput>,
): Promise<AdminPaymentMethodInput[]> {
  return (await methodsOf(currency)).map((setting) =>
    setting.type === type && setting.slug === slug ? { ...asInput(setting), ...change } : asInput(setting),
  );
}

const save = (currency: string, methods: AdminPaymentMethodInput[], role: AdminRole = 'finance') =>
  call(role, 'PUT', `/api/admin/payment-methods/${currency}`, { methods });

async function listed(token: string, type: 1 | 2) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/account/payment-methods?type=${type}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return paymentMethods.reply.parse(response.json()).paymentMethods;
}

const errorOf = (body: string) => errorBodySchema.parse(JSON.parse(body));

/** A player of `currency` with a name on the profile (payments need one). */
async function namedIn(currency: string, name: string) {
  const player = await registerPlayer(ctx.app, { currency });
  const named = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/profile/update',
    headers: bearer(player.token),
    payload: { name, address: 'Main Street 1', city: 'Springfield' },
  });
  expect(named.statusCode, named.body).toBe(200);
  return player;
}

describe('the payment methods calls', () => {
  it('answer who may read or manage payments and refuse the other roles and guests', async () => {
    for (const role of ['admin', 'finance', 'compliance'] as const) {
      expect((await call(role, 'GET', '/api/admin/payment-methods/EUR')).statusCode).toBe(200);
      expect((await call(role, 'GET', '/api/admin/payment-methods/gateways')).statusCode).toBe(200);
    }
    for (const role of ['support', 'content'] as const) {
      for (const url of ['/api/admin/payment-methods/EUR', '/api/admin/payment-methods/gateways']) {
        const refused = await call(role, 'GET', url);
        expect(refused.statusCode).toBe(403);
        expect(errorOf(refused.body).error).toBe('ADMIN_FORBIDDEN');
      }
    }
    const unchanged = (await methodsOf('GBP')).map(asInput);
    for (const role of ['admin', 'finance'] as const) {
      expect((await save('GBP', unchanged, role)).statusCode).toBe(200);
    }
    for (const role of ['compliance', 'support', 'content'] as const) {
      expect((await save('GBP', unchanged, role)).statusCode).toBe(403);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/payment-methods/EUR' });
    expect(guest.statusCode).toBe(401);
  });

  it("start with today's figures in every currency, in the currency's own units", async () => {
    const eur = await methodsOf('EUR');
    expect(eur.find((m) => m.type === 1 && m.slug === 'payz')).toMatchObject({
      enabled: true,
      min_amount: '20.00',
      max_amount: '2500.00',
      gateway: 'sandbox',
      available: true,
    });
    expect(eur.find((m) => m.type === 2 && m.slug === 'sepa')).toMatchObject({
      min_amount: '100.00',
      max_amount: '2500.00',
    });
    expect(eur.find((m) => m.type === 1 && m.slug === 'card')).toMatchObject({
      min_amount: null,
      max_amount: null,
    });
    const jpy = await methodsOf('JPY');
    expect(jpy.find((m) => m.type === 1 && m.slug === 'payz')).toMatchObject({
      min_amount: '20',
      max_amount: '2500',
    });
    const player = await registerPlayer(ctx.app);
    const offered = await listed(player.token, 1);
    expect(offered.find((m) => m.slug === 'payz')).toMatchObject({
      min_amount: '20.00',
      max_amount: '2500.00',
    });
  });

  it('refuse a save that breaks the rules with the field that is wrong', async () => {
    const cases: [string, Partial<AdminPaymentMethodInput>, string, string][] = [
      ['EUR', { min_amount: '0' }, 'min_amount', 'The minimum must be greater than 0.'],
      [
        'EUR',
        { min_amount: '100', max_amount: '50' },
        'max_amount',
        'The maximum must not be less than the minimum.',
      ],
      ['JPY', { max_amount: '2500.5' }, 'max_amount', 'The amount has more decimals than JPY allows.'],
      ['EUR', { max_amount: null }, 'max_amount', 'The maximum is required.'],
    ];
    for (const [currency, change, field, message] of cases) {
      const response = await save(currency, await edited(currency, 1, 'payz', change));
      expect(response.statusCode, response.body).toBe(422);
      const error = errorOf(response.body);
      expect(error.error).toBe('VALIDATION_FAILED');
      const entry = Object.entries(error.errors ?? {}).find(([path]) => path.endsWith(`.${field}`));
      expect(entry?.[1]).toEqual([message]);
    }
    const card = await save('EUR', await edited('EUR', 1, 'card', { min_amount: '10', max_amount: '20' }));
    expect(card.statusCode).toBe(422);
    expect(Object.values(errorOf(card.body).errors ?? {})).toContainEqual([
      'This method takes no amount limits.',
    ]);
    const eur = await methodsOf('EUR');
    const payz = eur.findIndex((m) => m.type === 1 && m.slug === 'payz');
    const revolut = eur.findIndex((m) => m.type === 1 && m.slug === 'revolut');
    const payzPosition = eur[payz]?.position;
    const clash = eur.map((setting, index) =>
      index === revolut ? { ...asInput(setting), position: payzPosition ?? 0 } : asInput(setting),
    );
    const twice = await save('EUR', clash);
    expect(twice.statusCode).toBe(422);
    expect(errorOf(twice.body).errors).toHaveProperty(`methods.${Math.max(payz, revolut)}.position`);
    const missing = await save('EUR', eur.slice(1).map(asInput));
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing.body).errors).toHaveProperty('methods');
    const unknown = await save('QQQ', eur.map(asInput));
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown.body).errors).toHaveProperty('currency');
    // Nothing was saved.
    expect(await methodsOf('EUR')).toEqual(eur);
  });

  it('tell which gateway serves which method, in which mode, and no secret', async () => {
    const response = await call('compliance', 'GET', '/api/admin/payment-methods/gateways');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: { gateways: { code: string; configured: boolean; mode: string; methods: string[] }[] };
    };
    expect(data.gateways).toEqual([
      {
        code: 'sandbox',
        configured: true,
        mode: 'sandbox',
        methods: ['payz', 'revolut', 'neosurf', 'interac', 'bank-transfer'],
      },
      { code: 'payop', configured: false, mode: 'live', methods: [] },
    ]);
    expect(response.body).not.toContain(sandboxSecret.slice(0, 12));
  });
});

describe('a save', () => {
  it('is audited with the rows before and after', async () => {
    const saved = await save('CHF', await edited('CHF', 1, 'revolut', { max_amount: '900' }), 'admin');
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = await call(
      'admin',
      'GET',
      '/api/admin/audit-log?target_type=payment_methods&target_id=CHF',
    );
    const [entry] = (
      audit.json() as {
        data: {
          action: string;
          before: { methods: AdminPaymentMethodSetting[] };
          after: { methods: AdminPaymentMethodSetting[] };
        }[];
      }
    ).data;
    expect(entry?.action).toBe('payment_methods.save');
    const revolutOf = (rows: AdminPaymentMethodSetting[] | undefined) =>
      rows?.find((m) => m.type === 1 && m.slug === 'revolut')?.max_amount;
    expect(revolutOf(entry?.before.methods)).toBe('2500.00');
    expect(revolutOf(entry?.after.methods)).toBe('900.00');
  });

  it("makes the deposit call refuse an amount above the currency's new maximum, with the limits", async () => {
    const player = await namedPlayer(ctx.app);
    expect(
      (await startDeposit(ctx.app, player.token, { payment_id: 2922, py_id: 1200, amount: '60' })).statusCode,
    ).toBe(200);
    expect((await save('EUR', await edited('EUR', 1, 'payz', { max_amount: '50' }))).statusCode).toBe(200);
    const refused = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1200,
      amount: '60',
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused.body).errors).toEqual({ amount: ['The amount must be between 20 and 50.'] });
    expect(
      (await startDeposit(ctx.app, player.token, { payment_id: 2922, py_id: 1200, amount: '50' })).statusCode,
    ).toBe(200);
    expect((await listed(player.token, 1)).find((m) => m.slug === 'payz')?.max_amount).toBe('50.00');
    // Another currency keeps its own limits.
    const usd = await namedIn('USD', 'John Smith');
    expect(
      (await startDeposit(ctx.app, usd.token, { payment_id: 2922, py_id: 1200, amount: '60' })).statusCode,
    ).toBe(200);
  });

  it('lets a currency of other units go above 2500 once its maximum is raised', async () => {
    const player = await namedIn('JPY', 'Haruki Sato');
    const yen = { payment_id: 2922, py_id: 1140, amount: '30000' };
    const refused = await startDeposit(ctx.app, player.token, yen);
    expect(errorOf(refused.body).errors).toEqual({ amount: ['The amount must be between 20 and 2500.'] });
    expect(
      (await save('JPY', await edited('JPY', 1, 'neosurf', { min_amount: '1000', max_amount: '300000' })))
        .statusCode,
    ).toBe(200);
    const taken = await startDeposit(ctx.app, player.token, yen);
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('takes a disabled method out of the list and refuses deposits through it', async () => {
    const player = await namedPlayer(ctx.app);
    expect((await listed(player.token, 1)).map((m) => m.slug)).toContain('interac');
    expect((await save('EUR', await edited('EUR', 1, 'interac', { enabled: false }))).statusCode).toBe(200);
    expect((await listed(player.token, 1)).map((m) => m.slug)).not.toContain('interac');
    const refused = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1130,
      amount: '30',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body).error).toBe('CASHIER_METHOD_UNAVAILABLE');
  });

  it("lists the methods in the operator's order for the currency", async () => {
    const player = await registerPlayer(ctx.app, { currency: 'SEK' });
    const before = (await listed(player.token, 1)).map((m) => m.slug);
    expect(before.indexOf('revolut')).toBeGreaterThan(before.indexOf('payz'));
    const sek = (await methodsOf('SEK')).map(asInput);
    const placeOf = (slug: string) => sek.find((m) => m.type === 1 && m.slug === slug)?.position ?? 0;
    const methods = sek.map((m) =>
      m.type !== 1 || (m.slug !== 'payz' && m.slug !== 'revolut')
        ? m
        : { ...m, position: placeOf(m.slug === 'payz' ? 'revolut' : 'payz') },
    );
    expect((await save('SEK', methods)).statusCode).toBe(200);
    const after = (await listed(player.token, 1)).map((m) => m.slug);
    expect(after.indexOf('revolut')).toBeLessThan(after.indexOf('payz'));
  });

  it("makes the bank withdrawal refuse an amount above the currency's maximum per request", async () => {
    const player = await namedPlayer(ctx.app, 'Eleni Dimitriou');
    await deposit(ctx.app.wallet, player.id, 100_000n, { method: 'payz' });
    expect((await save('EUR', await edited('EUR', 2, 'sepa', { max_amount: '150' }))).statusCode).toBe(200);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(player.token),
      payload: { payment_id: 59, iban: goodIban, amount: '200' },
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused.body).errors).toEqual({ amount: ['The maximum per request is 150.'] });
    expect((await listed(player.token, 2)).find((m) => m.slug === 'sepa')?.max_amount).toBe('150.00');
  });
});
