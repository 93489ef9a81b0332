// Deposits nobody paid expire (their holds released); a payment the gateway confirms afterwards is still
// credited, once.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  decideOnSandboxPage,
  financeRows,
  namedPlayer,
  sandboxPaymentPath,
  startDeposit,
} from '../../../test/cashier';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { loginPlayer } from '../../../test/players';
import { deposits } from './schema';

describe('deposit expiry', () => {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  const ctx = useTestApp({ DEPOSIT_EXPIRY_MINUTES: '60' }, { clock });

  it('expires an unpaid deposit after its time, and still credits a late confirmed payment once', async () => {
    const player = await namedPlayer(ctx.app);
    const started = await startDeposit(ctx.app, player.token);
    const { data } = started.json() as { data: { url: string; deposit: { id: string } } };

    clock.advanceMinutes(59);
    expect(await ctx.app.cashier.expireDeposits()).toBe(0);
    clock.advanceMinutes(2);
    expect(await ctx.app.cashier.expireDeposits()).toBe(1);
    expect(await ctx.app.cashier.expireDeposits()).toBe(0);
    const [expired] = await ctx.database.db.select().from(deposits).where(eq(deposits.id, data.deposit.id));
    expect(expired?.status).toBe('expired');
    expect(await ctx.app.wallet.playerBalance(ctx.database.db, player.id)).toMatchObject({ cash: 0n });

    // The payer finishes on the gateway's page after all: the gateway's word wins.
    const approved = await decideOnSandboxPage(ctx.app, sandboxPaymentPath(data.url), 'approve');
    expect(approved.statusCode).toBe(303);
    expect(await ctx.app.wallet.playerBalance(ctx.database.db, player.id)).toMatchObject({ cash: 10_000n });
    const { token } = await loginPlayer(ctx.app, player.username, player.password);
    const rows = await financeRows(ctx.app, token);
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [`deposit:${data.deposit.id}:credit`, 1],
      [`deposit:${data.deposit.id}`, 2],
    ]);
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });

  it('lets sweepers running at once (several nodes) expire each deposit exactly once', async () => {
    const player = await namedPlayer(ctx.app);
    const ids: string[] = [];
    for (const amount of ['20', '35', '50', '75']) {
      const started = await startDeposit(ctx.app, player.token, {
        payment_id: 2922,
        py_id: 1200,
        amount,
      });
      ids.push((started.json() as { data: { deposit: { id: string } } }).data.deposit.id);
    }
    clock.advanceMinutes(61);
    const counts = await Promise.all([
      ctx.app.cashier.expireDeposits(),
      ctx.app.cashier.expireDeposits(),
      ctx.app.cashier.expireDeposits(),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
    const rows = await ctx.database.db.select().from(deposits).where(inArray(deposits.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired', 'expired', 'expired']);
    // Nothing is left for the next sweep.
    expect(await ctx.app.cashier.expireDeposits(1)).toBe(0);
    expect(await ctx.app.wallet.playerBalance(ctx.database.db, player.id)).toMatchObject({ cash: 0n });
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});
