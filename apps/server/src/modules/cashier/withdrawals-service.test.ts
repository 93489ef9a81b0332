// The withdrawal lifecycle's rules on in-memory tables and ledger: which step may follow which and who may
// take it, the finance status each state shows, what each step does to the hold, and what the method
// adapters refuse. The SQL side (locks, the migration, the HTTP shapes) is the integration tests'.
import { describe, expect, it } from 'vitest';
import { memoryCashierRepository } from '../../../test/memory/cashier';
import { memoryWallet } from '../../../test/memory/wallet';
import { AppError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { accountKinds, transferKinds } from '../wallet/service';
import {
  financeStatusOf,
  nextState,
  statesNamed,
  withdrawalStates,
  withdrawalSteps,
  type WithdrawalActor,
  type WithdrawalState,
  type WithdrawalStep,
} from './withdrawal-lifecycle';
import {
  bankStatusNames,
  createBankWithdrawalMethod,
  type WithdrawalMethod,
  type WithdrawalRow,
} from './withdrawal-methods';
import { createWithdrawalsService } from './withdrawals-service';

const operator: WithdrawalActor = { kind: 'operator', id: 900 };
const follower: WithdrawalActor = { kind: 'payout' };

function refusal(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('the withdrawal state machine', () => {
  const actorFor: Record<WithdrawalStep, WithdrawalActor> = {
    cancel: { kind: 'player', id: 1 },
    approve: operator,
    reject: operator,
    startPayout: follower,
    confirmPaid: operator,
  };
  const allowed: Record<WithdrawalState, Partial<Record<WithdrawalStep, WithdrawalState>>> = {
    requested: { cancel: 'cancelled', approve: 'approved', reject: 'rejected' },
    approved: { startPayout: 'paying', confirmPaid: 'paid' },
    paying: { confirmPaid: 'paid' },
    paid: {},
    rejected: {},
    cancelled: {},
  };

  it('allows exactly the lifecycle steps and refuses every other one as out of turn', () => {
    for (const state of withdrawalStates) {
      for (const step of Object.keys(withdrawalSteps) as WithdrawalStep[]) {
        const expected = allowed[state][step];
        if (expected) {
          expect(nextState(state, step, actorFor[step]), `${state} ${step}`).toBe(expected);
        } else {
          expect(
            refusal(() => nextState(state, step, actorFor[step])),
            `${state} ${step}`,
          ).toBe('CASHIER_WITHDRAWAL_STATE');
        }
      }
    }
  });

  it('lets only operators approve and reject, only the player cancel, only the follower start a payout', () => {
    const player: WithdrawalActor = { kind: 'player', id: 1 };
    expect(refusal(() => nextState('requested', 'approve', player))).toBe('ADMIN_FORBIDDEN');
    expect(refusal(() => nextState('requested', 'reject', player))).toBe('ADMIN_FORBIDDEN');
    expect(refusal(() => nextState('requested', 'approve', follower))).toBe('ADMIN_FORBIDDEN');
    expect(refusal(() => nextState('approved', 'confirmPaid', player))).toBe('ADMIN_FORBIDDEN');
    expect(refusal(() => nextState('requested', 'cancel', operator))).toBe('CASHIER_WITHDRAWAL_STATE');
    expect(refusal(() => nextState('approved', 'startPayout', operator))).toBe('CASHIER_WITHDRAWAL_STATE');
    expect(nextState('paying', 'confirmPaid', follower)).toBe('paid');
  });

  it('derives the finance history status of every state (0 Pending, 1 Completed, 2 Rejected, 3 Processing)', () => {
    expect(withdrawalStates.map((state) => [state, financeStatusOf[state]])).toEqual([
      ['requested', 0],
      ['approved', 3],
      ['paying', 3],
      ['paid', 1],
      ['rejected', 2],
      ['cancelled', 2],
    ]);
  });

  it("names the states as the bank's calls do, and finds the states behind a name", () => {
    expect(withdrawalStates.map((state) => bankStatusNames[state])).toEqual([
      'pending',
      'processing',
      'processing',
      'completed',
      'rejected',
      'cancelled',
    ]);
    expect(statesNamed(bankStatusNames, 'processing')).toEqual(['approved', 'paying']);
    expect(statesNamed(bankStatusNames, 'pending')).toEqual(['requested']);
  });
});

const player = (id: number, status = 1): AuthenticatedPlayer => ({
  id,
  username: `player${id}`,
  currency: 'EUR',
  status,
  sessionId: 's',
});

const sepa = { paymentId: 59, amount: '150.00', iban: 'DE89370400440532013000' };

/** A second method, as another module would provide it: it holds what it is asked and pays by itself. */
function fakeCryptoMethod(
  wallet: ReturnType<typeof memoryWallet>['wallet'],
  options: { refuse?: boolean; paysItself?: boolean } = {},
): WithdrawalMethod<'crypto'> & { readonly saved: string[] } {
  const saved: string[] = [];
  const reply = (row: WithdrawalRow) => ({
    id: row.id,
    coin: 'ETH',
    network: 'ERC20',
    address: '0xbb',
    amount: (Number(row.amount) / 100).toFixed(2),
    currency: row.currency,
    coin_amount: '0.01',
    network_fee: '0.0005',
    rate: '2800',
    rate_source: 'test',
    rate_at: row.createdAt.toISOString(),
    status: 'pending' as const,
    finance_status: financeStatusOf[row.status],
    tx_hash: null,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
  return {
    kind: 'crypto',
    saved,
    statusNames: {
      requested: 'pending',
      approved: 'approved',
      paying: 'broadcast',
      paid: 'completed',
      rejected: 'rejected',
      cancelled: 'cancelled',
    },
    async prepare(who, input) {
      if (options.refuse) throw new AppError('VALIDATION_FAILED');
      const accounts = await wallet.playerAccounts(wallet.database.db, who.id);
      if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
      return {
        method: 'crypto',
        username: who.username,
        amount: BigInt(Math.round(Number(input.amount) * 100)),
        currency: 'EUR',
        cashAccountId: accounts.cash.id,
        holdMetadata: { method: 'crypto', coin: input.coin },
        saveDetails: async (_tx, id) => {
          saved.push(id);
        },
      };
    },
    replies: async (_executor, rows) => rows.map(reply),
    adminReplies: async (_executor, rows) =>
      rows.map((row) => ({
        ...reply(row),
        player: { id: row.playerId, username: row.playerUsername },
        nonce: null,
        broadcast_attempts: 0,
        last_error: null,
      })),
    async checkManualPayout() {
      if (options.paysItself) throw new AppError('CASHIER_WITHDRAWAL_STATE');
    },
  };
}

async function setup(
  options: {
    name?: string | null;
    wagering?: boolean;
    compliance?: () => Promise<void>;
    crypto?: { refuse?: boolean; paysItself?: boolean };
    pendingMax?: number;
  } = {},
) {
  const memory = memoryWallet();
  const { wallet, db } = memory;
  const repository = memoryCashierRepository();
  const mails: string[] = [];
  for (const id of [1, 2]) {
    const accounts = await wallet.openPlayerAccounts(db, { id, currency: 'EUR' });
    const clearing = await wallet.systemAccount(db, {
      kind: accountKinds.cashierClearing,
      reference: 'sandbox',
      currency: 'EUR',
    });
    await wallet.transfer(db, {
      id: `deposit:${id}`,
      debitAccountId: clearing.id,
      creditAccountId: accounts.cash.id,
      amount: 1_000_00n,
      kind: transferKinds.deposit,
    });
  }
  const bank = createBankWithdrawalMethod({
    repository,
    db,
    wallet,
    players: {
      details: async (id) => ({
        username: `player${id}`,
        email: `player${id}@example.com`,
        name: options.name === undefined ? 'Maria' : options.name,
        surname: options.name === null ? null : 'Papadopoulou',
      }),
    },
    complianceGate: {
      checkDeposit: async () => undefined,
      checkWithdrawal: options.compliance ?? (async () => undefined),
    },
    mailer: {
      mailPlayer: async (_tx, playerId, compose) => {
        mails.push(
          compose({ email: `player${playerId}@example.com`, username: `player${playerId}`, locale: 'en' })
            .kind,
        );
      },
    },
  });
  const crypto = fakeCryptoMethod(wallet, options.crypto);
  const service = createWithdrawalsService({
    repository,
    transactor: memory.transactor,
    wallet,
    clock: memory.clock,
    methods: { bank, crypto },
    pendingMax: options.pendingMax ?? 1,
    withdrawalGate: { lockReason: async () => (options.wagering ? 'wagering' : undefined) },
  });
  const available = async (id: number) => (await wallet.playerBalance(db, id))?.cash;
  const phaseOf = async (id: string) => (await wallet.findTransfer(db, `withdrawal:${id}`))?.phase;
  return { service, repository, wallet, db, mails, crypto, available, phaseOf, clock: memory.clock };
}

describe('the withdrawals service', () => {
  it('holds the amount on request, and counts requests of every method against the limit', async () => {
    const { service, available, phaseOf } = await setup();
    const requested = await service.request('bank', player(1), sepa);
    expect(requested).toMatchObject({ status: 'pending', finance_status: 0, amount: '150.00' });
    expect(await available(1)).toBe(850_00n);
    expect(await phaseOf(requested.id)).toBe('pending');
    const second = service.request('crypto', player(1), {
      coin: 'ETH',
      network: 'ERC20',
      amount: '10',
      address: '0xbb',
    });
    expect(await refusalOf(second)).toBe('CASHIER_WITHDRAWAL_PENDING');
    expect(await available(1)).toBe(850_00n);
  });

  it('refuses inactive and unverified players before the method is asked', async () => {
    const { service, crypto, repository } = await setup();
    const input = { coin: 'ETH', network: 'ERC20', amount: '10', address: '0xbb' };
    expect(await refusalOf(service.request('crypto', player(1, 2), input))).toBe('CASHIER_INACTIVE_PLAYER');
    expect(await refusalOf(service.request('crypto', player(1, 6), input))).toBe(
      'CASHIER_VERIFICATION_REQUIRED',
    );
    expect(crypto.saved).toEqual([]);
    expect(repository.withdrawals.size).toBe(0);
  });

  it('lets the player cancel only their own request, and only while it is requested', async () => {
    const { service, available, phaseOf } = await setup();
    const requested = await service.request('bank', player(1), sepa);
    expect(await refusalOf(service.cancel('bank', player(2), requested.id))).toBe(
      'CASHIER_WITHDRAWAL_NOT_FOUND',
    );
    const cancelled = await service.cancel('bank', player(1), requested.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', finance_status: 2 });
    expect(await available(1)).toBe(1_000_00n);
    expect(await phaseOf(`${requested.id}:void`)).toBe('void');
    expect(await refusalOf(service.cancel('bank', player(1), requested.id))).toBe('CASHIER_WITHDRAWAL_STATE');
  });

  it('approves by posting the hold, then pays out on the confirmation; no cancel once approved', async () => {
    const { service, db, wallet, mails } = await setup();
    const requested = await service.request('bank', player(1), sepa);
    const approved = await service.approve('bank', db, requested.id, operator.id);
    expect(approved.before).toMatchObject({ status: 'pending' });
    expect(approved.after).toMatchObject({ status: 'processing', finance_status: 3 });
    expect((await wallet.findTransfer(db, `withdrawal:${requested.id}:post`))?.phase).toBe('post');
    expect(await refusalOf(service.cancel('bank', player(1), requested.id))).toBe('CASHIER_WITHDRAWAL_STATE');
    expect(await refusalOf(service.reject('bank', db, requested.id, operator.id, 'late'))).toBe(
      'CASHIER_WITHDRAWAL_STATE',
    );
    const paid = await service.confirmPaid('bank', db, requested.id, operator, {
      reference: 'BANK-1',
      metadata: { reference: 'BANK-1' },
    });
    expect(paid.after).toMatchObject({ status: 'completed', finance_status: 1 });
    const payout = await wallet.findTransfer(db, `withdrawal:${requested.id}:payout`);
    expect(payout?.metadata).toMatchObject({ method: 'sepa', reference: 'BANK-1' });
    expect((await service.record(db, requested.id))?.decidedBy).toBe(operator.id);
    expect(mails).toEqual(['withdrawal_approved', 'withdrawal_paid']);
  });

  it('rejects with the reason by voiding the hold; a rejected request is final', async () => {
    const { service, db, available, mails } = await setup();
    const requested = await service.request('bank', player(1), sepa);
    const rejected = await service.reject('bank', db, requested.id, operator.id, 'The name does not match.');
    expect(rejected.after).toMatchObject({ status: 'rejected', reason: 'The name does not match.' });
    expect(await available(1)).toBe(1_000_00n);
    expect(await refusalOf(service.approve('bank', db, requested.id, operator.id))).toBe(
      'CASHIER_WITHDRAWAL_STATE',
    );
    expect(mails).toEqual(['withdrawal_rejected']);
  });

  it("follows a method's own payout: paying when sent, paid when it arrived, by the follower only", async () => {
    const { service, db, wallet } = await setup();
    const input = { coin: 'ETH', network: 'ERC20', amount: '20', address: '0xbb' };
    const requested = await service.request('crypto', player(1), input);
    expect(await refusalOf(service.startPayout('crypto', db, requested.id))).toBe('CASHIER_WITHDRAWAL_STATE');
    await service.approve('crypto', db, requested.id, operator.id);
    const paying = await service.startPayout('crypto', db, requested.id);
    expect(paying.status).toBe('paying');
    await service.confirmPaid('crypto', db, requested.id, follower, {
      reference: '0xabc',
      metadata: { tx: '0xabc' },
    });
    const record = await service.record(db, requested.id);
    expect(record).toMatchObject({ status: 'paid', payoutReference: '0xabc', decidedBy: operator.id });
    const payout = await wallet.findTransfer(db, `withdrawal:${requested.id}:payout`);
    expect(payout?.metadata).toMatchObject({ method: 'crypto', tx: '0xabc' });
  });

  it("answers each method's calls for that method's withdrawals only", async () => {
    const { service, db } = await setup({ pendingMax: 5 });
    const bankRequest = await service.request('bank', player(1), sepa);
    const cryptoRequest = await service.request('crypto', player(1), {
      coin: 'ETH',
      network: 'ERC20',
      amount: '20',
      address: '0xbb',
    });
    expect(await refusalOf(service.cancel('crypto', player(1), bankRequest.id))).toBe(
      'CASHIER_WITHDRAWAL_NOT_FOUND',
    );
    expect(await refusalOf(service.approve('bank', db, cryptoRequest.id, operator.id))).toBe(
      'CASHIER_WITHDRAWAL_NOT_FOUND',
    );
    expect(await service.playerWithdrawalsOf('bank', 1)).toEqual([
      expect.objectContaining({ id: bankRequest.id }),
    ]);
  });

  it("shows the player's withdrawals of every method in one list, newest first, and the operator's one queue", async () => {
    const { service, clock } = await setup({ pendingMax: 5 });
    const first = await service.request('bank', player(1), sepa);
    clock.advanceMinutes(1);
    const second = await service.request('crypto', player(1), {
      coin: 'ETH',
      network: 'ERC20',
      amount: '20',
      address: '0xbb',
    });
    const list = await service.allPlayerWithdrawals(1);
    expect(list.map((row) => [row.kind, row.id])).toEqual([
      ['crypto', second.id],
      ['bank', first.id],
    ]);
    expect(list[1]).toMatchObject({ iban: sepa.iban, payment_id: 59, status: 'pending' });
    const queue = await service.queue({ states: ['requested'] }, 1, 50);
    expect(queue.total).toBe(2);
    expect(queue.rows.map((row) => [row.kind, row.id, row.player.id])).toEqual([
      ['bank', first.id, 1],
      ['crypto', second.id, 1],
    ]);
  });
});

describe('the method adapters', () => {
  it('bank: refuses without a name, a switched-off method, wagering and compliance, and holds nothing', async () => {
    const noName = await setup({ name: null });
    expect(await refusalOf(noName.service.request('bank', player(1), sepa))).toBe('CASHIER_NAME_REQUIRED');

    const off = await setup();
    const sepaMethod = off.repository.paymentMethods.find((method) => method.slug === 'sepa');
    if (sepaMethod) sepaMethod.enabled = false;
    expect(await refusalOf(off.service.request('bank', player(1), sepa))).toBe('CASHIER_METHOD_UNAVAILABLE');
    expect(await refusalOf(off.service.request('bank', player(1), { ...sepa, paymentId: 1 }))).toBe(
      'CASHIER_METHOD_UNAVAILABLE',
    );

    const wagering = await setup({ wagering: true });
    expect(await refusalOf(wagering.service.request('bank', player(1), sepa))).toBe(
      'WALLET_WAGERING_INCOMPLETE',
    );

    const compliance = await setup({
      compliance: async () => {
        throw new AppError('CASHIER_VERIFICATION_REQUIRED');
      },
    });
    expect(await refusalOf(compliance.service.request('bank', player(1), sepa))).toBe(
      'CASHIER_VERIFICATION_REQUIRED',
    );
    for (const { repository, available } of [noName, off, wagering, compliance]) {
      expect(repository.withdrawals.size).toBe(0);
      expect(await available(1)).toBe(1_000_00n);
    }
  });

  it('bank: keeps the wire details only for a wire, with the holder named from the profile', async () => {
    const { service } = await setup({ pendingMax: 5 });
    const wire = await service.request('bank', player(1), {
      paymentId: 58,
      amount: '200',
      iban: sepa.iban,
      bankName: 'Alpha Bank',
      swift: 'CRBAGRAA',
    });
    expect(wire).toMatchObject({ method: 'wire', bank_name: 'Alpha Bank', swift: 'CRBAGRAA' });
    expect(wire.account_holder).toBe('Maria Papadopoulou');
    const sepaRequest = await service.request('bank', player(1), { ...sepa, bankName: 'Alpha', swift: 'X' });
    expect(sepaRequest).toMatchObject({ method: 'sepa', bank_name: null, swift: null });
  });

  it('refuses what the method refuses: nothing is recorded or held', async () => {
    const { service, repository, available } = await setup({ crypto: { refuse: true } });
    const input = { coin: 'ETH', network: 'ERC20', amount: '20', address: 'nope' };
    expect(await refusalOf(service.request('crypto', player(1), input))).toBe('VALIDATION_FAILED');
    expect(repository.withdrawals.size).toBe(0);
    expect(await available(1)).toBe(1_000_00n);
  });

  it('refuses an operator confirming by hand a payout the method makes itself; the follower may', async () => {
    const { service, db } = await setup({ crypto: { paysItself: true } });
    const requested = await service.request('crypto', player(1), {
      coin: 'ETH',
      network: 'ERC20',
      amount: '20',
      address: '0xbb',
    });
    await service.approve('crypto', db, requested.id, operator.id);
    const byHand = service.confirmPaid('crypto', db, requested.id, operator, { metadata: { tx: '0x1' } });
    expect(await refusalOf(byHand)).toBe('CASHIER_WITHDRAWAL_STATE');
    expect((await service.record(db, requested.id))?.status).toBe('approved');
    await service.confirmPaid('crypto', db, requested.id, follower, { metadata: { tx: '0x1' } });
    expect((await service.record(db, requested.id))?.status).toBe('paid');
  });

  it('refuses a method no module provides', async () => {
    const memory = memoryWallet();
    const service = createWithdrawalsService({
      repository: memoryCashierRepository(),
      transactor: memory.transactor,
      wallet: memory.wallet,
      clock: memory.clock,
      methods: {},
      pendingMax: 1,
      withdrawalGate: { lockReason: async () => undefined },
    });
    const input = { coin: 'ETH', network: 'ERC20', amount: '20', address: '0xbb' };
    expect(await refusalOf(service.request('crypto', player(1), input))).toBe('CASHIER_METHOD_UNAVAILABLE');
  });
});
