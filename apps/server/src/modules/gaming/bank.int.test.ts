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
  serviceChannel,
  verifyBank,
  type BankPlayer,
} from '../../../test/bank';
import { useTestApp } from '../../../test/helper';
import {
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  type TestProvider,
} from '../../../test/wallet-api';

const seed = Number(process.env.BANK_SEED ?? Math.floor(Math.random() * 1_000_000));

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
    const model = new BankModel(players);
    const client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
    await runBank(model, {
      players,
      channels: [httpChannel(client), serviceChannel(ctx.app.gaming, provider.code)],
      cashier: ledgerCashier(ctx.app.wallet),
      workers: 8,
      operationsPerWorker: 60,
      seed,
    });
    const registered = await ctx.app.gaming.providerByCode(provider.code);
    if (!registered) throw new Error('provider vanished');
    const verdict = await verifyBank(model, ctx.app.database, ctx.app.wallet, registered.id);
    expect(verdict.problems).toEqual([]);
    expect(model.unanswered).toBe(0);

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
});
