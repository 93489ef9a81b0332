// Gateway deposits through the Payop adapter, against a local server that speaks Payop's documented API
// (test/payop-fixture.ts): the signed invoice and the checkout redirect; IPNs confirmed by a transaction
// lookup before any credit; duplicates, retries, a failure turned into a payment, unknown transactions,
// wrong amounts and an unreachable Payop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashBalance, financeRows, namedPlayer, startDeposit } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { startPayopFixture, type PayopFixture } from '../../../test/payop-fixture';
import { notificationPaths } from './routes';

describe('deposits through Payop', () => {
  let payop: PayopFixture;
  const environment: Record<string, string> = {
    PAYMENT_GATEWAY: 'payop',
    PAYOP_CHECKOUT_URL: 'https://checkout.payop.test',
    PUBLIC_URL: 'https://casino.test',
  };
  beforeAll(async () => {
    payop = await startPayopFixture();
    Object.assign(environment, {
      PAYOP_API_URL: payop.url,
      PAYOP_PUBLIC_KEY: payop.keys.publicKey,
      PAYOP_SECRET_KEY: payop.keys.secretKey,
      PAYOP_JWT_TOKEN: payop.keys.jwtToken,
    });
  });
  afterAll(async () => payop.close());
  const ctx = useTestApp(environment);

  const notify = (body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: notificationPaths.payop,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });

  async function pendingDeposit(amount = '100') {
    const player = await namedPlayer(ctx.app, 'Nikos Georgiou');
    const started = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1140,
      amount,
      description: '1',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { data } = started.json() as { data: { url: string; deposit: { id: string } } };
    return { player, url: data.url, depositId: data.deposit.id };
  }

  it('creates a signed invoice and sends the payer to Payop’s checkout', async () => {
    const { url, depositId } = await pendingDeposit('75.5');
    const invoice = payop.invoices.find((item) => item.request.order.id === depositId);
    expect(invoice?.request).toMatchObject({
      publicKey: payop.keys.publicKey,
      order: { id: depositId, amount: '75.50', currency: 'EUR' },
      payer: { name: 'Nikos Georgiou' },
      paymentMethod: '1140',
      resultUrl: `https://casino.test/pathly/success?deposit=${depositId}`,
      failPath: `https://casino.test/pathly/error?deposit=${depositId}`,
    });
    expect(url).toBe(`https://checkout.payop.test/en/payment/invoice-preprocessing/${invoice?.id}`);
  });

  it('takes the spec’s payload as its client sends it, the description a number', async () => {
    const player = await namedPlayer(ctx.app, 'Nikos Georgiou');
    const started = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1140,
      amount: 100,
      description: 1,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { deposit } = (started.json() as { data: { deposit: { id: string } } }).data;
    const invoice = payop.invoices.find((item) => item.request.order.id === deposit.id);
    expect(invoice?.request.order).toMatchObject({ amount: '100.00', description: 'Neosurf deposit 1' });

    const unreadable = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1140,
      amount: 100,
      description: { text: 1 },
    });
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json()).toMatchObject({ errors: { description: ['The description must be text.'] } });
  });

  it('credits an accepted transaction once, however often and in whatever form Payop repeats the IPN', async () => {
    const { player, depositId } = await pendingDeposit();
    const transaction = payop.settle(depositId, 2);
    const body = payop.ipn(transaction);
    const lookupsBefore = payop.lookups;
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'credited' });
    expect(payop.lookups).toBe(lookupsBefore + 1);
    expect(await cashBalance(ctx.app, player.token)).toBe('100.00');

    const duplicate = await notify(body);
    expect(duplicate.statusCode).toBe(200);
    expect(payop.lookups).toBe(lookupsBefore + 1);
    const variants = await Promise.all(
      [1, 2, 3].map((attempt) => notify(payop.ipn(transaction, { attempt }))),
    );
    expect(variants.map((response) => response.json())).toEqual(
      Array.from({ length: 3 }, () => ({ message: 'already_completed' })),
    );
    expect(await cashBalance(ctx.app, player.token)).toBe('100.00');
    expect((await financeRows(ctx.app, player.token)).map((row) => [row.method, row.status])).toEqual([
      ['neosurf', 1],
    ]);
  });

  it('takes the lookup’s word over the IPN’s: an IPN saying accepted for a failed transaction credits nothing', async () => {
    const { player, depositId } = await pendingDeposit();
    const failed = payop.settle(depositId, 5);
    const lying = await notify(payop.ipn({ ...failed, state: 2 }));
    expect(lying.json()).toEqual({ message: 'failed' });
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');

    // Payop may later turn a failure into a payment: the deposit is credited then, once.
    failed.state = 2;
    failed.error = '';
    const turned = await notify(payop.ipn(failed));
    expect(turned.json()).toEqual({ message: 'credited' });
    expect(await notify(payop.ipn(failed, { resent: true }))).toMatchObject({ statusCode: 200 });
    expect(await cashBalance(ctx.app, player.token)).toBe('100.00');
    expect((await financeRows(ctx.app, player.token)).map((row) => row.status).sort()).toEqual([1, 2]);
  });

  it('refuses an IPN about a transaction Payop does not know, and one whose amount differs', async () => {
    const { player, depositId } = await pendingDeposit();
    const invented = payop.settle(depositId, 2);
    payop.transactions.delete(invented.identifier);
    const unknown = await notify(payop.ipn(invented));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'unconfirmed' });

    const cheaper = payop.settle(depositId, 2, { amount: '1.00' });
    const mismatch = await notify(payop.ipn(cheaper));
    expect(mismatch.json()).toEqual({ message: 'mismatch' });
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');

    const malformed = await notify('not json');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 503 while Payop cannot be asked, and credits when the IPN comes again', async () => {
    const { player, depositId } = await pendingDeposit('30');
    const body = payop.ipn(payop.settle(depositId, 2));
    payop.failLookups = 1;
    const unavailable = await notify(body);
    expect(unavailable.statusCode).toBe(503);
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');
    const retried = await notify(body);
    expect(retried.json()).toEqual({ message: 'credited' });
    expect(await cashBalance(ctx.app, player.token)).toBe('30.00');
  });

  it('answers 502 when Payop refuses the invoice, and leaves the deposit failed', async () => {
    const player = await namedPlayer(ctx.app);
    const secret = payop.keys.secretKey;
    payop.keys.secretKey = 'rotated-at-payop';
    try {
      const refused = await startDeposit(ctx.app, player.token);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ error: 'CASHIER_GATEWAY_FAILED' });
    } finally {
      payop.keys.secretKey = secret;
    }
    expect(await financeRows(ctx.app, player.token)).toEqual([]);
  });

  it('keeps the ledger balanced', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});

describe('Payop IPNs restricted to Payop’s addresses', () => {
  let payop: PayopFixture;
  const payopAddress = '203.0.113.7';
  const environment: Record<string, string> = {
    PAYMENT_GATEWAY: 'payop',
    PAYOP_IPN_IPS: payopAddress,
    PUBLIC_URL: 'https://casino.test',
  };
  beforeAll(async () => {
    payop = await startPayopFixture();
    Object.assign(environment, {
      PAYOP_API_URL: payop.url,
      PAYOP_PUBLIC_KEY: payop.keys.publicKey,
      PAYOP_SECRET_KEY: payop.keys.secretKey,
      PAYOP_JWT_TOKEN: payop.keys.jwtToken,
    });
  });
  afterAll(async () => payop.close());
  const ctx = useTestApp(environment);

  const notifyFrom = (remoteAddress: string, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: notificationPaths.payop,
      headers: { 'content-type': 'application/json' },
      payload: body,
      remoteAddress,
    });

  it('refuses an IPN from elsewhere without asking Payop, and takes the same one from Payop', async () => {
    const player = await namedPlayer(ctx.app, 'Nikos Georgiou');
    const started = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1130,
      amount: '60',
      description: '1',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { data } = started.json() as { data: { deposit: { id: string } } };
    const body = payop.ipn(payop.settle(data.deposit.id, 2));
    const lookupsBefore = payop.lookups;

    const elsewhere = await notifyFrom('198.51.100.23', body);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: 'refused_source' });
    expect(payop.lookups).toBe(lookupsBefore);
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');

    // The refusal does not stand in the way of the genuine IPN with the same body.
    const genuine = await notifyFrom(payopAddress, body);
    expect(genuine.json()).toEqual({ message: 'credited' });
    expect(await cashBalance(ctx.app, player.token)).toBe('60.00');
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
