// The bank test (Jepsen-style) at a modest size: concurrent workers play, replay, duplicate and roll back
// through the signed HTTP API and through the service, while deposits and withdrawal holds move money
// through the ledger. Afterwards every balance must follow from the answers, and the ledger must hold.
// Repeat a failing run with BANK_SEED=<seed>; `npm run bench:wallet` runs a larger one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BankModel,
  httpChannel,
  ledgerCashier,
  openBankPlayers,
  runBank,
  seededRandom,
  serviceChannel,
  verifyBank,
  type BankPlayer,
} from '../../../test/bank';
import { verifyBonusBank } from '../../../test/bonus-bank';
import { useTestApp, type TestApp } from '../../../test/helper';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  rollbackBody,
  WalletApiClient,
  winBody,
  type TestProvider,
} from '../../../test/wallet-api';
import { defaultOfferTerms, termsOf } from '../bonuses/service';

const seed = Number(process.env.BANK_SEED ?? Math.floor(Math.random() * 1_000_000));

/**
 * Plays the bank on `app` through the signed HTTP API and through the service at once, and checks that
 * every balance and transfer is what the answers imply.
 */
async function playBank(
  ctx: TestApp,
  run: { provider: TestProvider; players: BankPlayer[]; workers: number; operationsPerWorker: number },
) {
  const { provider, players } = run;
  const model = new BankModel(players);
  const client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
  await runBank(model, {
    players,
    channels: [httpChannel(client), serviceChannel(ctx.app.gaming, provider.code)],
    cashier: ledgerCashier(ctx.app.wallet),
    workers: run.workers,
    operationsPerWorker: run.operationsPerWorker,
    seed,
  });
  const registered = await ctx.app.gaming.providerByCode(provider.code);
  if (!registered) throw new Error('provider vanished');
  const verdict = await verifyBank(model, ctx.app.database, ctx.app.wallet, registered.id);
  expect(verdict.problems).toEqual([]);
  expect(model.unanswered).toBe(0);
  return { model, verdict };
}

describe(`bank test (seed ${seed})`, () => {
  const ctx = useTestApp();
  let provider: TestProvider;
  let players: BankPlayer[];

  beforeAll(async () => {
    provider = await registerTestProvider(ctx.app.gaming);
    players = await openBankPlayers(ctx.app.wallet, ctx.app.gaming, provider.code, 12, 10_000n);
  });

  afterAll(() => {
    // Printed so that a failure can be replayed.
    process.stdout.write(`bank test seed: ${seed}\n`);
  });

  it('keeps every balance equal to what the successful answers imply, and every id applied at most once', async () => {
    const { model, verdict } = await playBank(ctx, {
      provider,
      players,
      workers: 8,
      operationsPerWorker: 60,
    });

    // The run exercised what it claims to: refusals of each kind happened alongside successes.
    const statuses = new Set(
      [...model.requests.values()].flatMap((request) => request.answers.map((a) => a.status)),
    );
    expect(verdict.okAnswers).toBeGreaterThan(100);
    for (const status of [
      'RS_OK',
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
      'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    ] as const) {
      expect(statuses).toContain(status);
    }
    expect(model.deposits.length + model.holds.size).toBeGreaterThan(0);
  });

  it('keeps bonus grants, bets on bonus money, conversions and forfeits in step with the ledger', async () => {
    const random = seededRandom(seed + 1);
    const bonusPlayers = await openBankPlayers(ctx.app.wallet, ctx.app.gaming, provider.code, 6, 1_000n);
    const client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
    const db = ctx.app.database.db;
    let grants = 0;
    const grant = (playerId: number) => {
      grants += 1;
      const amount = BigInt(200 + Math.floor(random() * 800));
      const terms = termsOf(defaultOfferTerms, 'EUR', { bonus: amount }, new Date());
      return ctx.app.bonuses.grantBonus(db, {
        grantId: `bank:${playerId}:${grants}`,
        playerId,
        currency: 'EUR',
        amount,
        source: 'manual',
        // Low requirements and caps, so that runs complete wagering and convert (capped) as well as lose.
        terms: { ...terms, wageringRequired: amount * 2n, maxConversion: random() < 0.5 ? 300n : null },
      });
    };
    for (const player of bonusPlayers) await grant(player.playerId);

    const worker = async (player: BankPlayer) => {
      for (let step = 0; step < 30; step += 1) {
        const roll = random();
        if (roll < 0.08) {
          await grant(player.playerId);
        } else if (roll < 0.13) {
          const active = await ctx.app.bonuses.activeBonus(db, player.playerId);
          if (active) await ctx.app.bonuses.endBonus(db, active.id, 'cancelled').catch(() => undefined);
        } else {
          const bet = betBody(player.session, 50 + Math.floor(random() * 450), { round_closed: false });
          const placed = await client.call('bet', bet);
          if (placed.reply.status !== 'RS_OK') continue;
          if (random() < 0.15) await client.call('rollback', rollbackBody(player.session, bet));
          else await client.call('win', winBody(player.session, bet, Math.floor(random() * 3) * 150));
        }
      }
    };
    await Promise.all(bonusPlayers.map(worker));
    await ctx.app.bonuses.expireDue();

    const verdict = await verifyBonusBank(ctx.app.database, ctx.app.wallet, bonusPlayers);
    expect(verdict.problems).toEqual([]);
    // The run exercised what it claims to.
    expect(verdict.ended.completed + verdict.ended.lost).toBeGreaterThan(0);
    expect(verdict.ended.cancelled).toBeGreaterThan(0);
    expect(verdict.bonusBets).toBeGreaterThan(0);
  });
});

// The same bank with the group commit of wallet calls (decision 0314) forced to full batches: every bet,
// win and one-call spin waits until 8 calls are gathered (16 workers play), or 25 ms have passed.
describe(`bank test, batches forced full (seed ${seed})`, () => {
  const maxCalls = 8;
  const ctx = useTestApp({ WALLET_BATCH_MAX_CALLS: String(maxCalls), WALLET_BATCH_GATHER_MS: '25' });

  it('keeps every balance and transfer as the answers imply when calls are applied in batches', async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    const players = await openBankPlayers(ctx.app.wallet, ctx.app.gaming, provider.code, 12, 10_000n);
    const { model, verdict } = await playBank(ctx, {
      provider,
      players,
      workers: 16,
      operationsPerWorker: 40,
    });
    expect(verdict.okAnswers).toBeGreaterThan(100);
    const statuses = new Set(
      [...model.requests.values()].flatMap((request) => request.answers.map((a) => a.status)),
    );
    expect(statuses).toContain('RS_ERROR_TRANSACTION_ROLLED_BACK');
    // The calls went in batches, full ones among them.
    const figures = ctx.app.gaming.walletBatchFigures();
    expect(figures.largest).toBe(maxCalls);
    expect(figures.calls / figures.batches).toBeGreaterThan(2);
  });
});
