// The rules of manual adjustments on in-memory tables and ledger: the four-eyes threshold per currency,
// the requester never deciding their own, one transfer per adjustment, no debit below zero, the roles, the
// amount's checks and the idempotent request id. Locks and concurrent approvals are the integration tests'.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { describe, expect, it } from 'vitest';
import { memoryAdjustmentsRepository } from '../../../test/memory/adjustments';
import { memoryWallet } from '../../../test/memory/wallet';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import { accountKinds, adjustmentTransferId, transferKinds } from '../wallet/service';
import { appliesAtOnce, createAdjustmentsService, type AdjustmentInput } from './adjustments-service';

const caller = { ip: '203.0.113.9', userAgent: null };
const playerId = 41;

async function refusalOf(promise: Promise<unknown>) {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fieldErrors };
    throw error;
  }
}

async function setup(cash = 5_000n) {
  const memory = memoryWallet();
  const { wallet, db } = memory;
  const accounts = await wallet.openPlayerAccounts(db, { id: playerId, currency: 'EUR' });
  const sepa = await wallet.systemAccount(db, { kind: accountKinds.cashierClearing, currency: 'EUR' });
  if (cash > 0n) {
    await wallet.transfer(db, {
      id: 'deposit:1',
      debitAccountId: sepa.id,
      creditAccountId: accounts.cash.id,
      amount: cash,
      kind: transferKinds.deposit,
    });
  }
  const repository = memoryAdjustmentsRepository();
  const service = createAdjustmentsService({
    repository,
    transactor: memory.transactor,
    clock: memory.clock,
    wallet,
    players: { usernames: async (ids) => new Map(ids.map((id) => [id, `player${id}`])) },
    thresholds: { EUR: 10_000n },
    bonusGrants: {
      grantRequested: () => Promise.reject(new Error('these requests are balance adjustments')),
    },
  });
  let next = 0;
  const operator = (role: AdminRole = 'finance'): AuthenticatedAdmin => {
    next += 1;
    const admin = { id: next, email: `${role}${next}@ops.test`, role, sessionId: `s${next}` };
    repository.addOperator(admin);
    return admin;
  };
  const cash$ = async () => (await wallet.playerBalance(db, playerId))?.cash;
  const bonus$ = async () => (await wallet.playerBalance(db, playerId))?.bonus;
  const transfer = (id: string) => wallet.findTransfer(db, adjustmentTransferId(id));
  return { ...memory, accounts, repository, service, operator, cash: cash$, bonus: bonus$, transfer };
}

const credit = (amount: string, extra: Partial<AdjustmentInput> = {}): AdjustmentInput => ({
  playerId,
  currency: 'EUR',
  balance: 'cash',
  direction: 'credit',
  amount,
  category: 'goodwill',
  note: 'Game froze during a bonus round',
  ...extra,
});

describe('the four-eyes threshold', () => {
  it('applies an amount up to the currency threshold and holds one above it, or in a currency without one', () => {
    const thresholds = { EUR: 10_000n };
    expect(appliesAtOnce(thresholds, 'EUR', 10_000n)).toBe(true);
    expect(appliesAtOnce(thresholds, 'EUR', 10_001n)).toBe(false);
    expect(appliesAtOnce(thresholds, 'BTC', 1n)).toBe(false);
  });

  it('applies an adjustment within the threshold at once: one transfer against the adjustments account', async () => {
    const { service, operator, cash, transfer, repository } = await setup();
    const { adjustment } = await service.requestAdjustment(operator(), caller, credit('100.00'));
    expect(adjustment).toMatchObject({ status: 'applied', amount: '100.00', decided_by: null });
    expect(await cash()).toBe(15_000n);
    const moved = await transfer(adjustment.id);
    expect(moved).toMatchObject({ kind: transferKinds.adjustment, amount: 10_000n, phase: 'posted' });
    expect(adjustment.transfer_id).toBe(moved?.id);
    expect(repository.audit.map((entry) => entry.action)).toEqual(['adjustment.apply']);
    expect(repository.audit[0]).toMatchObject({ targetType: 'player', targetId: String(playerId) });
    expect(repository.audit[0]?.after).toMatchObject({ adjustment_id: adjustment.id, available: '150.00' });
  });

  it('keeps an adjustment above the threshold pending: nothing moves until a second operator approves', async () => {
    const { service, operator, cash, transfer, repository } = await setup();
    const { adjustment } = await service.requestAdjustment(operator(), caller, credit('100.01'));
    expect(adjustment.status).toBe('pending');
    expect(await cash()).toBe(5_000n);
    expect(await transfer(adjustment.id)).toBeUndefined();
    expect(await service.adjustmentsWaiting()).toBe(1);
    expect(repository.audit.map((entry) => entry.action)).toEqual(['adjustment.request']);
  });
});

describe('four eyes', () => {
  it('refuses the requester, lets another operator approve once, and moves the money once', async () => {
    const { service, operator, cash, transfer } = await setup();
    const requester = operator();
    const approver = operator('admin');
    const { adjustment } = await service.requestAdjustment(requester, caller, credit('250.00'));
    expect(await refusalOf(service.approveAdjustment(requester, caller, adjustment.id))).toMatchObject({
      code: 'ADJUSTMENT_OWN_REQUEST',
    });
    expect(await refusalOf(service.refuseAdjustment(requester, caller, adjustment.id, 'no'))).toMatchObject({
      code: 'ADJUSTMENT_OWN_REQUEST',
    });
    const approved = await service.approveAdjustment(approver, caller, adjustment.id);
    expect(approved).toMatchObject({ status: 'applied', decided_by: { id: approver.id } });
    expect(await cash()).toBe(30_000n);
    expect(await refusalOf(service.approveAdjustment(operator(), caller, adjustment.id))).toMatchObject({
      code: 'ADJUSTMENT_DECIDED',
    });
    expect(await cash()).toBe(30_000n);
    expect((await transfer(adjustment.id))?.amount).toBe(25_000n);
  });

  it('refuses with a reason and moves nothing', async () => {
    const { service, operator, cash, transfer, repository } = await setup();
    const { adjustment } = await service.requestAdjustment(operator(), caller, credit('500.00'));
    const refused = await service.refuseAdjustment(operator(), caller, adjustment.id, 'No ticket on file');
    expect(refused).toMatchObject({
      status: 'refused',
      decision_reason: 'No ticket on file',
      transfer_id: null,
    });
    expect(await cash()).toBe(5_000n);
    expect(await transfer(adjustment.id)).toBeUndefined();
    expect(repository.audit.at(-1)).toMatchObject({ action: 'adjustment.refuse' });
    expect(await service.adjustmentsWaiting()).toBe(0);
  });

  it('answers an unknown adjustment with 404', async () => {
    const { service, operator } = await setup();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await refusalOf(service.approveAdjustment(operator(), caller, unknown))).toMatchObject({
      code: 'ADJUSTMENT_NOT_FOUND',
    });
  });
});

describe('debits', () => {
  it('never takes a balance below zero: refused when asked, and again when approved after the money went', async () => {
    const { service, operator, cash, wallet, db, accounts } = await setup(20_000n);
    const debit = (amount: string) => credit(amount, { direction: 'debit', category: 'chargeback' });
    const tooMuch = await refusalOf(service.requestAdjustment(operator(), caller, debit('200.01')));
    expect(tooMuch?.code).toBe('ADJUSTMENT_BALANCE_TOO_LOW');
    expect(tooMuch?.fields?.amount?.[0]).toContain('200.00 EUR');

    const { adjustment } = await service.requestAdjustment(operator(), caller, debit('150.00'));
    expect(adjustment.status).toBe('pending');
    const house = await wallet.systemAccount(db, { kind: accountKinds.houseRevenue, currency: 'EUR' });
    await wallet.transfer(db, {
      id: 'bet:1',
      debitAccountId: accounts.cash.id,
      creditAccountId: house.id,
      amount: 10_000n,
      kind: transferKinds.bet,
    });
    const late = await refusalOf(service.approveAdjustment(operator(), caller, adjustment.id));
    expect(late?.code).toBe('ADJUSTMENT_BALANCE_TOO_LOW');
    expect(await cash()).toBe(10_000n);

    const { adjustment: exact } = await service.requestAdjustment(operator(), caller, debit('100.00'));
    expect(exact.status).toBe('applied');
    expect(await cash()).toBe(0n);
  });

  it('credits and debits the bonus balance on its own', async () => {
    const { service, operator, cash, bonus } = await setup();
    await service.requestAdjustment(
      operator(),
      caller,
      credit('40.00', { balance: 'bonus', category: 'promotion' }),
    );
    await service.requestAdjustment(
      operator(),
      caller,
      credit('15.00', { balance: 'bonus', direction: 'debit', category: 'correction' }),
    );
    expect(await bonus()).toBe(2_500n);
    expect(await cash()).toBe(5_000n);
  });
});

describe('requests', () => {
  it('lets only roles with the permission ask, decide and list', async () => {
    const { service, operator } = await setup();
    for (const role of ['support', 'compliance', 'content'] as const) {
      expect(
        await refusalOf(service.requestAdjustment(operator(role), caller, credit('1.00'))),
      ).toMatchObject({
        code: 'ADMIN_FORBIDDEN',
      });
      expect(
        await refusalOf(service.adjustments(operator(role), { status: 'pending', page: 1, perPage: 10 })),
      ).toMatchObject({ code: 'ADMIN_FORBIDDEN' });
    }
    const { adjustment } = await service.requestAdjustment(operator('admin'), caller, credit('900.00'));
    expect(
      await refusalOf(service.approveAdjustment(operator('support'), caller, adjustment.id)),
    ).toMatchObject({
      code: 'ADMIN_FORBIDDEN',
    });
  });

  it("checks the amount's decimals and sign, and the player's currency", async () => {
    const { service, operator } = await setup();
    const admin = operator();
    const fieldsOf = async (input: AdjustmentInput) =>
      (await refusalOf(service.requestAdjustment(admin, caller, input)))?.fields;
    expect(await fieldsOf(credit('1.234'))).toHaveProperty('amount');
    expect(await fieldsOf(credit('0.00'))).toHaveProperty('amount');
    expect(await fieldsOf(credit('1.00', { currency: 'USD' }))).toEqual({
      currency: ["The player's balance is in EUR."],
    });
    expect(await fieldsOf(credit('1.00', { currency: 'QQQ' }))).toHaveProperty('currency');
  });

  it('answers a repeated id with the first adjustment and refuses the id with other content', async () => {
    const { service, operator, cash } = await setup();
    const admin = operator();
    const id = '7d4c1b8e-2f0a-4c55-9a51-3f1f0c1e9b10';
    const first = await service.requestAdjustment(admin, caller, credit('10.00', { id }));
    const again = await service.requestAdjustment(admin, caller, credit('10.00', { id }));
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ created: false, adjustment: { id, status: 'applied' } });
    expect(await cash()).toBe(6_000n);
    expect(await refusalOf(service.requestAdjustment(admin, caller, credit('11.00', { id })))).toMatchObject({
      code: 'ADJUSTMENT_ID_CONFLICT',
    });
  });

  it('lists by status, oldest first, with the player and the operators', async () => {
    const { service, operator, clock } = await setup();
    const requester = operator();
    await service.requestAdjustment(requester, caller, credit('300.00'));
    clock.advanceMinutes(1);
    await service.requestAdjustment(requester, caller, credit('400.00'));
    await service.requestAdjustment(requester, caller, credit('1.00'));
    const page = await service.adjustments(requester, { status: 'pending', page: 1, perPage: 10 });
    expect(page.data.map((row) => row.amount)).toEqual(['300.00', '400.00']);
    expect(page.data[0]).toMatchObject({
      player: { id: playerId, username: `player${playerId}` },
      requested_by: { id: requester.id, role: 'finance' },
    });
    expect(page.pagination.total).toBe(2);
  });
});
