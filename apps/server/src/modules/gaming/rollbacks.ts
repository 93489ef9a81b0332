// Rollbacks of the provider wallet: a bet refunded at most once (the refund's ledger id comes from the bet;
// a part the bonus balance paid goes back by the bonus's state, decision 1102),
// a rollback that arrives before its bet recorded so that the late bet is refused, a repeat answered OK
// without moving money, and a bet that a win settled kept by the house (decision 0307).
import type { RollbackRequest } from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { accountKinds, transferKinds, type PlayerAccounts } from '../wallet/service';
import type {
  GamingRepository,
  NewProviderTransaction,
  ProviderTransactionRow,
  SessionRow,
} from './repository';
import { cashBalance, type RecordedCall, type WalletAnswers } from './wallet-answers';
import { returnBonusShare } from './wallet-calls-repository';
import {
  AlreadyRecorded,
  RaceLost,
  Refusal,
  rollbackOfSettledBet,
  type GamingWallet,
  type WalletOutcome,
} from './wallet-rules';

export interface RollbackDependencies {
  readonly repository: GamingRepository;
  readonly transactor: Transactor;
  readonly wallet: GamingWallet;
  readonly answers: WalletAnswers;
}

/** How many times a rollback runs again after a concurrent request recorded its bet first. */
const rollbackAttempts = 3;

export function createRollbacks(dependencies: RollbackDependencies) {
  const { repository, transactor, wallet, answers } = dependencies;

  /** One rollback request: the call, its session and accounts, the request. */
  interface Rollback {
    readonly call: RecordedCall;
    readonly session: SessionRow;
    readonly accounts: PlayerAccounts;
    readonly request: RollbackRequest;
  }

  function rollbackRow(
    { call, request }: Rollback,
    bet: { round: string; gameCode: string; currency: string },
    amount: bigint | null,
    balance: bigint,
    ledgerTransferId: string | null,
  ): NewProviderTransaction {
    return {
      providerId: call.provider.id,
      transactionUuid: call.transactionUuid,
      kind: 'rollback',
      state: 'done',
      playerId: call.playerId,
      gameCode: bet.gameCode,
      round: bet.round,
      currency: bet.currency,
      amount,
      referenceTransactionUuid: request.reference_transaction_uuid,
      fingerprint: call.fingerprint,
      balance,
      ledgerTransferId,
    };
  }

  /** Records a rollback that moves nothing, answered with the current balance. */
  async function recordEmpty(
    tx: DbExecutor,
    rollback: Rollback,
    bet: { round: string; gameCode: string; currency: string },
  ): Promise<WalletOutcome> {
    const current = await answers.currentBalance(tx, rollback.call.playerId);
    const recorded = await repository.recordTransaction(
      tx,
      rollbackRow(rollback, bet, null, current.balance ?? 0n, null),
      undefined,
    );
    if (!recorded) throw new AlreadyRecorded();
    return current;
  }

  /** The bet has not arrived (or never will): it is recorded as cancelled, so that it is refused if it comes. */
  async function rollbackUnseenBet(tx: DbExecutor, rollback: Rollback): Promise<WalletOutcome> {
    const { call, session, request } = rollback;
    const placeholder = await repository.recordTransaction(
      tx,
      {
        providerId: call.provider.id,
        transactionUuid: request.reference_transaction_uuid,
        kind: 'bet',
        state: 'cancelled',
        playerId: call.playerId,
        gameCode: request.game_code,
        round: request.round,
        currency: session.currency,
        amount: null,
        referenceTransactionUuid: null,
        fingerprint: null,
        balance: null,
        ledgerTransferId: null,
      },
      undefined,
    );
    if (!placeholder) throw new RaceLost();
    return recordEmpty(tx, rollback, {
      round: request.round,
      gameCode: request.game_code,
      currency: session.currency,
    });
  }

  /** Refunds an open bet's stake to the player. */
  async function refund(
    tx: DbExecutor,
    rollback: Rollback,
    bet: ProviderTransactionRow & { amount: bigint },
  ): Promise<WalletOutcome> {
    const { call, accounts, request } = rollback;
    // The refund's id comes from the bet, so the ledger itself refunds a bet at most once.
    const transferId = `refund:${call.provider.id}:${bet.transactionUuid}`;
    const house = await wallet.systemAccount(tx, {
      kind: accountKinds.houseRevenue,
      reference: call.provider.code,
      currency: bet.currency,
    });
    // Each part of the stake goes back where it came from: cash to cash, the bonus part by the bonus's state.
    const bonusPart = bet.bonusId === null ? 0n : (bet.bonusAmount ?? 0n);
    const outcome = await wallet.transfer(tx, {
      id: transferId,
      debitAccountId: house.id,
      creditAccountId: accounts.cash.id,
      amount: bet.amount - bonusPart,
      kind: transferKinds.refund,
    });
    if (!outcome.created) throw new Error(`bet ${bet.transactionUuid} is open but its refund exists`);
    let balance = cashBalance(outcome.balances, accounts) ?? 0n;
    if (bet.bonusId !== null) {
      await returnBonusShare(tx, {
        bonusId: bet.bonusId,
        playerId: call.playerId,
        currency: bet.currency,
        houseAccountId: house.id,
        amount: bonusPart,
        transferId: `${transferId}:bonus`,
        unwager: bet.bonusWagered ?? 0n,
      });
      balance = (await answers.currentBalance(tx, call.playerId)).balance ?? balance;
    }
    const recorded = await repository.recordTransaction(
      tx,
      rollbackRow(rollback, bet, bet.amount, balance, transferId),
      { bet: 0n, win: 0n, refund: bet.amount, closed: request.round_closed ?? false },
      { betId: bet.id, state: 'rolled_back' },
    );
    if (!recorded) throw new AlreadyRecorded();
    return { status: 'RS_OK', balance, currency: bet.currency };
  }

  function attempt(rollback: Rollback): Promise<WalletOutcome> {
    const { call, request } = rollback;
    return transactor.run(async (tx) => {
      const bet = await repository.findTransaction(tx, call.provider.id, request.reference_transaction_uuid, {
        lock: true,
      });
      if (!bet) return rollbackUnseenBet(tx, rollback);
      if (bet.kind !== 'bet' || bet.playerId !== call.playerId) {
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      // A win settled the bet: the round was played and paid, so the stake stays with the house
      // (decision 0307). Refunding it would pay the player the stake back on top of the win.
      if (bet.state === 'done') throw new Refusal(rollbackOfSettledBet);
      // Already refunded (or cancelled): a second rollback changes nothing and is answered OK.
      if (bet.state !== 'open' || bet.amount === null) return recordEmpty(tx, rollback, bet);
      return refund(tx, rollback, { ...bet, amount: bet.amount });
    });
  }

  return {
    async rollback(
      call: RecordedCall,
      session: SessionRow,
      accounts: PlayerAccounts,
      request: RollbackRequest,
    ): Promise<WalletOutcome> {
      const rollback: Rollback = { call, session, accounts, request };
      for (let round = 1; ; round += 1) {
        try {
          return await attempt(rollback);
        } catch (error) {
          if (error instanceof RaceLost && round < rollbackAttempts) continue;
          if (error instanceof Refusal) return answers.refuseUnlessRecorded(error.status, call);
          if (error instanceof AlreadyRecorded) {
            return (await answers.answerRecorded(call)) ?? answers.refuse('RS_ERROR_UNKNOWN', call.playerId);
          }
          throw error;
        }
      }
    },
  };
}
