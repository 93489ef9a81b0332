// Gateway deposits through the built-in sandbox gateway: payment methods, the name rule, the hosted page
// under the site's CSP, approval and decline, and notifications: each credit happens once, whatever is
// replayed; forged and stale signatures are refused and recorded; nothing is believed unconfirmed.
import { randomUUID } from 'node:crypto';
import { paymentMethods } from '@reelvault/contract/calls/cashier';
import { errorBodySchema } from '@reelvault/contract/errors';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cashBalance,
  decideOnSandboxPage,
  depositThroughSandbox,
  financeRows,
  namedPlayer,
  sandboxPaymentPath,
  startDeposit,
} from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { mailsTo } from '../../../test/mail';
import { bearer, registerPlayer, setPlayerStanding } from '../../../test/players';
import { signWebhook, sandboxSignatureHeader } from './gateways/webhook-signature';
import { notificationPaths } from './routes';
import { deposits, gatewayNotifications } from './schema';

const sandboxSecret = 'sandbox-test-secret-of-at-least-32-characters';

describe('deposits through the sandbox gateway', () => {
  const ctx = useTestApp({ SANDBOX_GATEWAY_SECRET: sandboxSecret, PUBLIC_URL: 'http://casino.test' });

  const depositRow = async (id: string) =>
    (await ctx.database.db.select().from(deposits).where(eq(deposits.id, id)))[0];
  const notifications = () =>
    ctx.database.db
      .select()
      .from(gatewayNotifications)
      .where(eq(gatewayNotifications.gateway, 'sandbox'))
      .orderBy(asc(gatewayNotifications.id));

  /** Delivers a webhook as the sandbox would, signed with the test's key at `at`. */
  const sendWebhook = (body: string, at = new Date(), secret = sandboxSecret) =>
    ctx.app.inject({
      method: 'POST',
      url: notificationPaths.sandbox,
      headers: {
        'content-type': 'application/json',
        [sandboxSignatureHeader]: signWebhook(Buffer.from(secret), Buffer.from(body), at),
      },
      payload: body,
    });

  it('lists the operator’s deposit and withdrawal methods', async () => {
    const player = await registerPlayer(ctx.app);
    const list = async (type: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/account/payment-methods?type=${type}`,
        headers: bearer(player.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return paymentMethods.reply.parse(response.json()).paymentMethods;
    };
    const depositMethods = await list('1');
    // No card-to-crypto provider is configured here: the card method is not offered.
    expect(depositMethods.map((method) => [method.slug, method.kind, method.py_id])).toEqual([
      ['crypto', 'crypto', null],
      ['payz', 'gateway', 1200],
      ['revolut', 'gateway', 1110],
      ['neosurf', 'gateway', 1140],
      ['interac', 'gateway', 1130],
      ['bank-transfer', 'gateway', 1110],
    ]);
    expect((await list('2')).map((method) => [method.slug, method.payment_id])).toEqual([
      ['crypto', null],
      ['sepa', 59],
      ['wire', 58],
    ]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/payment-methods?type=3',
      headers: bearer(player.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/payment-methods?type=1' })).statusCode,
    ).toBe(401);
  });

  it('asks a player without a name for the details first, and moves no money', async () => {
    const player = await registerPlayer(ctx.app);
    const refused = await startDeposit(ctx.app, player.token);
    expect(refused.statusCode).toBe(422);
    const body = errorBodySchema.parse(refused.json());
    expect(body.error).toBe('CASHIER_NAME_REQUIRED');
    expect(body.errors?.name?.[0]).toMatch(/name/);
    expect(await ctx.database.db.select().from(deposits).where(eq(deposits.playerId, player.id))).toEqual([]);
  });

  it('refuses amounts outside 20 to 2500, unknown ids and a method that does not go with the py_id', async () => {
    const player = await namedPlayer(ctx.app);
    const attempt = async (body: Record<string, unknown>) => {
      const response = await startDeposit(ctx.app, player.token, {
        payment_id: 2922,
        py_id: 1200,
        amount: '100',
        ...body,
      });
      const parsed = errorBodySchema.safeParse(response.json());
      return {
        status: response.statusCode,
        body: parsed.success ? parsed.data : { errors: {} as Record<string, string[]> },
      };
    };
    for (const amount of ['19.99', '2500.01', '100.001', 'abc', '-50']) {
      const refused = await attempt({ amount });
      expect(refused.status, amount).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}), amount).toEqual(['amount']);
    }
    expect((await attempt({ amount: 20 })).status).toBe(200);
    expect((await attempt({ amount: '2500.00' })).status).toBe(200);
    expect((await attempt({ payment_id: 1 })).body.errors?.payment_id).toBeDefined();
    expect((await attempt({ py_id: 9999 })).body.errors?.py_id).toBeDefined();
    expect((await attempt({ method: 'revolut' })).body.errors?.method).toBeDefined();
  });

  it('refuses inactive players and players who must verify first', async () => {
    const inactive = await namedPlayer(ctx.app);
    await setPlayerStanding(ctx.database.db, inactive.id, { status: 2 });
    const first = await startDeposit(ctx.app, inactive.token);
    expect(first.statusCode).toBe(403);
    expect(errorBodySchema.parse(first.json()).error).toBe('CASHIER_INACTIVE_PLAYER');
    const unverified = await namedPlayer(ctx.app);
    await setPlayerStanding(ctx.database.db, unverified.id, { status: 6 });
    const second = await startDeposit(ctx.app, unverified.token);
    expect(second.statusCode).toBe(403);
    expect(errorBodySchema.parse(second.json()).error).toBe('CASHIER_VERIFICATION_REQUIRED');
  });

  it('sends the payer to a hosted page that passes the strict CSP', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1110,
      method: 'bank-transfer',
      amount: '250',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { data } = started.json() as {
      data: { url: string; deposit: { id: string; status: string; method: string } };
    };
    expect(data.url).toMatch(/^http:\/\/casino\.test\/sandbox-pay\/[0-9a-f-]{36}$/);
    expect(data.deposit).toMatchObject({ status: 'pending', method: 'bank-transfer' });

    const page = await ctx.app.inject({ method: 'GET', url: sandboxPaymentPath(data.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(page.body).toContain('€250.00');
    expect(page.body).not.toMatch(/<script|style=|<style|\son[a-z]+=/i);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1] ?? '';
    const css = await ctx.app.inject({ method: 'GET', url: stylesheet });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect((await ctx.app.inject({ method: 'GET', url: `/sandbox-pay/${randomUUID()}` })).statusCode).toBe(
      404,
    );
  });

  it('credits an approved deposit once: Processing while at the gateway, then Completed', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token, {
      payment_id: '2922',
      py_id: '1200',
      amount: 100,
      description: '1',
    });
    const { data } = started.json() as { data: { url: string; deposit: { id: string } } };
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');
    expect(
      (await financeRows(ctx.app, player.token)).map((row) => [row.type, row.method, row.status]),
    ).toEqual([['deposit', 'payz', 3]]);

    const approved = await decideOnSandboxPage(ctx.app, sandboxPaymentPath(data.url), 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`http://casino.test/pathly/success?deposit=${data.deposit.id}`);
    expect(await cashBalance(ctx.app, player.token)).toBe('100.00');
    const rows = await financeRows(ctx.app, player.token);
    expect(rows.map((row) => [row.id, row.type, row.method, row.amount, row.status])).toEqual([
      [`deposit:${data.deposit.id}`, 'deposit', 'payz', '100.00', 1],
    ]);
    const reply = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/deposits/${data.deposit.id}`,
      headers: bearer(player.token),
    });
    expect(reply.json()).toMatchObject({ data: { status: 'completed', amount: '100.00', currency: 'EUR' } });

    // The payer clicks again (the page posts the decision again): the same webhook, taken as a repeat.
    const again = await decideOnSandboxPage(ctx.app, sandboxPaymentPath(data.url), 'decline');
    expect(again.headers.location).toContain('/pathly/success');
    expect(await cashBalance(ctx.app, player.token)).toBe('100.00');
    const ofThisDeposit = (await notifications()).filter((row) => row.depositId === data.deposit.id);
    expect(ofThisDeposit.map((row) => [row.outcome, row.timesReceived])).toEqual([['credited', 2]]);
  });

  it('takes a replayed webhook, freshly signed, as the same payment: credited once', async () => {
    const player = await namedPlayer(ctx.app);
    const depositId = await depositThroughSandbox(ctx.app, player.token, '40');
    const deposit = await depositRow(depositId);
    const body = JSON.stringify({
      id: deposit?.gatewayReference,
      merchant_reference: depositId,
      status: 'approved',
      amount: '40.00',
      currency: 'EUR',
    });
    const replays = await Promise.all([sendWebhook(body), sendWebhook(body), sendWebhook(`${body} `)]);
    expect(replays.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await cashBalance(ctx.app, player.token)).toBe('40.00');
    // One credit, one e-mail about it.
    expect((await mailsTo(ctx.database, player.email)).map((mail) => [mail.kind, mail.subject])).toEqual([
      ['deposit_completed', 'Your deposit of €40.00 is in your balance'],
    ]);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });

  it('refuses a forged or stale signature, records it, and moves nothing', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token);
    const { data } = started.json() as { data: { deposit: { id: string } } };
    const deposit = await depositRow(data.deposit.id);
    const body = JSON.stringify({
      id: deposit?.gatewayReference,
      merchant_reference: data.deposit.id,
      status: 'approved',
      amount: '100.00',
      currency: 'EUR',
    });
    const forged = await sendWebhook(body, new Date(), 'a-key-that-is-not-the-sandbox-key-at-all');
    expect(forged.statusCode).toBe(400);
    const stale = await sendWebhook(` ${body}`, new Date(Date.now() - 10 * 60_000));
    expect(stale.statusCode).toBe(400);
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: notificationPaths.sandbox,
      headers: { 'content-type': 'application/json' },
      payload: `  ${body}`,
    });
    expect(unsigned.statusCode).toBe(400);
    const recorded = (await notifications()).filter((row) => row.outcome.startsWith('refused'));
    expect(recorded.map((row) => row.outcome)).toEqual([
      'refused_signature',
      'refused_stale',
      'refused_signature',
    ]);
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');
    expect((await depositRow(data.deposit.id))?.status).toBe('pending');
  });

  it('believes the gateway, not the notification: a signed "approved" for an open payment credits nothing', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token);
    const { data } = started.json() as { data: { deposit: { id: string } } };
    const deposit = await depositRow(data.deposit.id);
    const claim = await sendWebhook(
      JSON.stringify({
        id: deposit?.gatewayReference,
        merchant_reference: data.deposit.id,
        status: 'approved',
      }),
    );
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toEqual({ message: 'pending' });
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');
    const unknown = await sendWebhook(JSON.stringify({ id: randomUUID(), status: 'approved' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'unconfirmed' });
  });

  it('changes nothing when the payer declines, and shows the attempt as Rejected', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token);
    const { data } = started.json() as { data: { url: string; deposit: { id: string } } };
    const declined = await decideOnSandboxPage(ctx.app, sandboxPaymentPath(data.url), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://casino.test/pathly/error?deposit=${data.deposit.id}`);
    expect(await cashBalance(ctx.app, player.token)).toBe('0.00');
    expect((await depositRow(data.deposit.id))?.status).toBe('failed');
    expect((await financeRows(ctx.app, player.token)).map((row) => row.status)).toEqual([2]);
  });

  it('keeps the ledger balanced', async () => {
    const report = await ctx.app.wallet.checkInvariants();
    expect(report.problems).toEqual([]);
  });
});
