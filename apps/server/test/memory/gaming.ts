// The gaming services' storage in memory for unit tests: providers, game sessions, provider transactions
// recorded once per (provider, transaction_uuid) with their round, and the rounds the history reads. Rows
// are stamped with the given clock where the SQL stamps them with now(). `memoryGaming` puts the gaming
// service together on it and on the in-memory ledger.
import { generateKeyPairSync } from 'node:crypto';
import {
  accountKinds,
  availableOf,
  transferDeltas,
  transferKinds,
  type TransferWritten,
  type WalletRepository,
} from '../../src/modules/wallet/service';
import { createGamingService, type PlayerGate } from '../../src/modules/gaming/service';
import { ManualClock } from '../clock';
import { memoryExecutor, memoryTransactor } from './transactor';
import { memoryDatabase, memoryWallet } from './wallet';
import type {
  GamingRepository,
  ProviderRow,
  ProviderTransactionRow,
  RoundFilter,
  RoundRow,
  SessionRow,
} from '../../src/modules/gaming/repository';
import type {
  BatchedCall,
  BatchedOutcome,
  WalletCallWrite,
  WalletCallWritten,
} from '../../src/modules/gaming/wallet-calls-repository';
import type { DbExecutor } from '../../src/db/database';

/** A provider transaction as the wallet's statements write it (bonus and free-round columns apart). */
export type NewProviderTransaction = Omit<
  ProviderTransactionRow,
  'id' | 'createdAt' | 'bonusId' | 'bonusAmount' | 'bonusWagered' | 'freeRoundValue'
>;

/** What a transaction adds to its round. */
interface RoundChange {
  readonly bet: bigint;
  readonly win: bigint;
  readonly refund: bigint;
  readonly closed: boolean;
}

interface MemoryRound {
  readonly id: bigint;
  readonly providerId: number;
  readonly playerId: number;
  readonly round: string;
  readonly gameCode: string;
  readonly currency: string;
  betTotal: bigint;
  winTotal: bigint;
  refundTotal: bigint;
  closed: boolean;
  readonly createdAt: Date;
  updatedAt: Date;
}

export interface MemoryGamingRepository extends GamingRepository {
  /** A transaction recorded with its round as the wallet's statements would, for tests that need rounds. */
  recordTransaction(row: NewProviderTransaction, round: RoundChange): Promise<boolean>;
  readonly providers: ProviderRow[];
  readonly sessions: SessionRow[];
  readonly transactions: ProviderTransactionRow[];
  readonly rounds: MemoryRound[];
}

/** created_at to the microsecond, as `exactTimestamp` writes it for the keyset cursor. */
const exactKey = (at: Date) => at.toISOString().replace('Z', '000Z');

/**
 * `ledger` is the in-memory ledger that bets and wins write their transfers to (the SQL functions write
 * both in one statement); nothing is undone when the record after it is refused, as nothing is rolled
 * back in memory.
 */
/** A provider transaction's bonus columns when the bet had no bonus (the memory ledger has no bonuses). */
const noBonus = { bonusId: null, bonusAmount: null, bonusWagered: null, freeRoundValue: null };

export function memoryGamingRepository(
  now: () => Date = () => new Date(),
  ledger?: Pick<WalletRepository, 'insertTransfer' | 'accountTotals' | 'findTransfer'>,
): MemoryGamingRepository {
  const providers: ProviderRow[] = [];
  const sessions: SessionRow[] = [];
  const transactions: ProviderTransactionRow[] = [];
  const rounds: MemoryRound[] = [];
  let nextId = 1n;

  const transaction = (providerId: number, uuid: string) =>
    transactions.find((row) => row.providerId === providerId && row.transactionUuid === uuid);

  function applyRound(row: NewProviderTransaction, change: RoundChange): void {
    const existing = rounds.find(
      (round) =>
        round.providerId === row.providerId && round.round === row.round && round.playerId === row.playerId,
    );
    if (existing) {
      existing.betTotal += change.bet;
      existing.winTotal += change.win;
      existing.refundTotal += change.refund;
      existing.closed ||= change.closed;
      existing.updatedAt = now();
      return;
    }
    const { providerId, playerId, round, gameCode, currency } = row;
    rounds.push({
      id: nextId++,
      ...{ providerId, playerId, round, gameCode, currency },
      betTotal: change.bet,
      winTotal: change.win,
      refundTotal: change.refund,
      closed: change.closed,
      createdAt: now(),
      updatedAt: now(),
    });
  }

  function inWindow(round: MemoryRound, filter: RoundFilter, keyset: boolean): boolean {
    if (round.playerId !== filter.playerId) return false;
    if (round.createdAt < filter.from || round.createdAt >= filter.to) return false;
    if (!keyset || !filter.before || !/^\d+$/.test(filter.before.id)) return true;
    const key = exactKey(round.createdAt);
    return key < filter.before.at || (key === filter.before.at && round.id < BigInt(filter.before.id));
  }

  /** The SQL functions' common part: the transfer once, the player's balance after it, the record. */
  async function writeCall(
    call: WalletCallWrite,
    cashAccountId: bigint,
    record: (balance: bigint) => { row: NewProviderTransaction; round: RoundChange },
  ): Promise<TransferWritten<WalletCallWritten>> {
    if (!ledger) throw new Error('memoryGamingRepository: bets and wins need the in-memory ledger');
    const { transfer } = call;
    const deltas = transferDeltas(
      'posted',
      transfer.debitAccountId,
      transfer.creditAccountId,
      transfer.amount,
    );
    const inserted = await ledger.insertTransfer(memoryExecutor, transfer, deltas);
    if (!inserted.inserted) return { applied: false, result: { status: 'recorded' } };
    const totals = inserted.totals.find((row) => row.accountId === cashAccountId);
    const balance = totals ? availableOf(totals) : 0n;
    const { row, round } = record(balance);
    if (transaction(row.providerId, row.transactionUuid))
      return { applied: false, result: { status: 'recorded' } };
    transactions.push({ id: nextId++, ...noBonus, ...row, createdAt: now() });
    applyRound(row, round);
    return { applied: true, result: { status: 'ok', balance } };
  }

  const newestFirst = (a: MemoryRound, b: MemoryRound) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);

  const repository: MemoryGamingRepository = {
    providers,
    sessions,
    transactions,
    rounds,
    async findProviderByCode(_executor, code) {
      return providers.find((row) => row.code === code);
    },
    async findProviderById(_executor, id) {
      return providers.find((row) => row.id === id);
    },
    async activeProviders() {
      return providers.filter((row) => row.status === 'active').sort((a, b) => a.id - b.id);
    },
    async upsertProvider(_executor, provider) {
      const existing = providers.find((row) => row.code === provider.code);
      if (existing) {
        Object.assign(existing, { name: provider.name, publicKey: provider.publicKey, updatedAt: now() });
        return { row: { ...existing }, created: false };
      }
      const row: ProviderRow = {
        id: providers.length + 1,
        ...provider,
        status: 'active',
        createdAt: now(),
        updatedAt: now(),
      };
      providers.push(row);
      return { row: { ...row }, created: true };
    },
    async setProviderStatus(_executor, code, status) {
      const row = providers.find((provider) => provider.code === code);
      if (row) Object.assign(row, { status, updatedAt: now() });
      return row !== undefined;
    },
    async insertSession(_executor, session) {
      const row: SessionRow = { id: nextId++, ...session, createdAt: now(), endedAt: null };
      sessions.push(row);
      return { ...row };
    },
    async findSessionByTokenHash(_executor, tokenHash) {
      const row = sessions.find((session) => session.tokenHash === tokenHash);
      return row && { ...row };
    },
    async endSession(_executor, tokenHash) {
      const row = sessions.find((session) => session.tokenHash === tokenHash);
      if (row) row.endedAt ??= now();
      return row !== undefined;
    },
    async hasPlayedWith(_executor, providerId, playerId) {
      return sessions.some((row) => row.providerId === providerId && row.playerId === playerId);
    },
    async findTransaction(_executor, providerId, transactionUuid) {
      const row = transaction(providerId, transactionUuid);
      return row && { ...row };
    },
    async recordTransaction(row, round) {
      if (transaction(row.providerId, row.transactionUuid)) return false;
      transactions.push({ id: nextId++, ...noBonus, ...row, createdAt: now() });
      applyRound(row, round);
      return true;
    },
    async placeBet(_executor, bet) {
      return writeCall(bet, bet.transfer.debitAccountId, (balance) => ({
        row: {
          providerId: bet.providerId,
          transactionUuid: bet.transactionUuid,
          kind: 'bet',
          state: 'open',
          playerId: bet.playerId,
          gameCode: bet.gameCode,
          round: bet.round,
          currency: bet.transfer.currency,
          amount: bet.transfer.amount,
          referenceTransactionUuid: null,
          fingerprint: bet.fingerprint,
          balance,
          ledgerTransferId: bet.transfer.id,
        },
        round: { bet: bet.transfer.amount, win: 0n, refund: 0n, closed: bet.roundClosed },
      }));
    },
    // Free rounds are bonuses' free spins, which the in-memory ledger does not hold: none is ever left.
    async placeFreeBet() {
      return { status: 'no_free_round' };
    },
    async payWin(_executor, win) {
      const bet = transaction(win.providerId, win.referenceTransactionUuid);
      if (!bet || bet.kind !== 'bet' || bet.playerId !== win.playerId) {
        return { applied: false, result: { status: 'no_bet' } };
      }
      if (bet.state !== 'open' && bet.state !== 'done') {
        return { applied: false, result: { status: 'bet_rolled_back' } };
      }
      if (bet.currency !== win.transfer.currency)
        return { applied: false, result: { status: 'bet_currency' } };
      const written = await writeCall(win, win.transfer.creditAccountId, (balance) => ({
        row: {
          providerId: win.providerId,
          transactionUuid: win.transactionUuid,
          kind: 'win',
          state: 'done',
          playerId: win.playerId,
          gameCode: bet.gameCode,
          round: bet.round,
          currency: win.transfer.currency,
          amount: win.transfer.amount,
          referenceTransactionUuid: win.referenceTransactionUuid,
          fingerprint: win.fingerprint,
          balance,
          ledgerTransferId: win.transfer.id,
        },
        round: { bet: 0n, win: win.transfer.amount, refund: 0n, closed: win.roundClosed },
      }));
      if (written.applied && bet.state === 'open') bet.state = 'done';
      return written;
    },
    // gaming_rollback_bet (migration 0038) without bonuses, which the in-memory ledger does not hold.
    async rollBackBet(_executor, rollback) {
      if (!ledger) throw new Error('memoryGamingRepository: rollbacks need the in-memory ledger');
      const cashBalance = async () => {
        const [totals] = await ledger.accountTotals(memoryExecutor, [rollback.cashAccountId]);
        return totals ? availableOf(totals) : 0n;
      };
      if (transaction(rollback.providerId, rollback.transactionUuid)) return { status: 'recorded' };
      let bet = transaction(rollback.providerId, rollback.referenceTransactionUuid);
      if (!bet) {
        bet = {
          id: nextId++,
          ...noBonus,
          providerId: rollback.providerId,
          transactionUuid: rollback.referenceTransactionUuid,
          kind: 'bet',
          state: 'cancelled',
          playerId: rollback.playerId,
          gameCode: rollback.gameCode,
          round: rollback.round,
          currency: rollback.currency,
          amount: null,
          referenceTransactionUuid: null,
          fingerprint: null,
          balance: null,
          ledgerTransferId: null,
          createdAt: now(),
        };
        transactions.push(bet);
      }
      if (bet.kind !== 'bet' || bet.playerId !== rollback.playerId) return { status: 'no_bet' };
      if (bet.state === 'done') return { status: 'bet_settled' };
      const record = (amount: bigint | null, balance: bigint, ledgerTransferId: string | null) =>
        transactions.push({
          id: nextId++,
          ...noBonus,
          providerId: rollback.providerId,
          transactionUuid: rollback.transactionUuid,
          kind: 'rollback',
          state: 'done',
          playerId: rollback.playerId,
          gameCode: bet.gameCode,
          round: bet.round,
          currency: bet.currency,
          amount,
          referenceTransactionUuid: rollback.referenceTransactionUuid,
          fingerprint: rollback.fingerprint,
          balance,
          ledgerTransferId,
          createdAt: now(),
        });
      if (bet.state !== 'open' || bet.amount === null) {
        const balance = await cashBalance();
        record(null, balance, null);
        return { status: 'ok_empty', balance, refunded: 0n };
      }
      if (bet.currency !== rollback.currency) return { status: 'bet_currency' };
      const stake = bet.ledgerTransferId
        ? await ledger.findTransfer(memoryExecutor, bet.ledgerTransferId)
        : undefined;
      if (!stake) throw new Error(`bet ${bet.transactionUuid} is open but its transfer is not in the ledger`);
      const refund = { ...stake, id: `refund:${rollback.providerId}:${bet.transactionUuid}` };
      const inserted = await ledger.insertTransfer(
        memoryExecutor,
        {
          ...refund,
          debitAccountId: stake.creditAccountId,
          creditAccountId: rollback.cashAccountId,
          kind: 'refund',
        },
        transferDeltas('posted', stake.creditAccountId, rollback.cashAccountId, bet.amount),
      );
      if (!inserted.inserted) throw new Error(`bet ${bet.transactionUuid} is open but its refund exists`);
      const balance = await cashBalance();
      record(bet.amount, balance, refund.id);
      applyRound(
        { ...bet, providerId: rollback.providerId, playerId: rollback.playerId },
        { bet: 0n, win: 0n, refund: bet.amount, closed: rollback.roundClosed },
      );
      bet.state = 'rolled_back';
      return { status: 'ok', balance, refunded: bet.amount };
    },
    async roundRows(_executor, filter, offset, limit) {
      return rounds
        .filter((round) => inWindow(round, filter, true))
        .sort(newestFirst)
        .slice(offset, offset + limit)
        .map((round): RoundRow => {
          const provider = providers.find((row) => row.id === round.providerId);
          return {
            id: String(round.id),
            createdAt: round.createdAt,
            createdKey: exactKey(round.createdAt),
            round: round.round,
            gameCode: round.gameCode,
            currency: round.currency,
            betTotal: round.betTotal,
            winTotal: round.winTotal,
            refundTotal: round.refundTotal,
            providerCode: provider?.code ?? '',
            providerName: provider?.name ?? '',
          };
        });
    },
    async countRounds(_executor, filter, cap) {
      return Math.min(cap, rounds.filter((round) => inWindow(round, filter, false)).length);
    },
    async settledRounds(_executor, since, limit) {
      return rounds
        .filter(
          (round) =>
            round.closed && round.updatedAt > since && round.betTotal > 0n && round.refundTotal === 0n,
        )
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (b.id > a.id ? 1 : -1))
        .slice(0, limit)
        .map((round) => ({
          id: String(round.id),
          playerId: round.playerId,
          gameCode: round.gameCode,
          currency: round.currency,
          betTotal: round.betTotal,
          winTotal: round.winTotal,
          settledAt: round.updatedAt,
        }));
    },
    // The batch statement's calls one after another. The in-memory ledger undoes nothing, so a one-call
    // spin whose win is already recorded is refused before its bet is written, as the statement undoes it.
    async applyCalls(executor, calls) {
      const outcomes: BatchedOutcome[] = [];
      for (const call of calls) {
        try {
          outcomes.push({ written: await applyCall(executor, call) });
        } catch (error) {
          outcomes.push({ error });
        }
      }
      return outcomes;
    },
  };

  async function applyCall(executor: DbExecutor, call: BatchedCall): Promise<WalletCallWritten> {
    switch (call.kind) {
      case 'bet':
        return (await repository.placeBet(executor, call.bet)).result;
      case 'free_bet':
        return repository.placeFreeBet(executor, call.bet);
      case 'win':
        return (await repository.payWin(executor, call.win)).result;
      default: {
        if (transaction(call.win.providerId, call.win.transactionUuid)) return { status: 'recorded' };
        const bet =
          call.kind === 'bet_win'
            ? (await repository.placeBet(executor, call.bet)).result
            : await repository.placeFreeBet(executor, call.bet);
        if (bet.status !== 'ok') return bet;
        const win = (await repository.payWin(executor, call.win)).result;
        return win.status === 'ok' && bet.settleBonus ? { ...win, settleBonus: true } : win;
      }
    }
  }

  return repository;
}

let providerKey: string | undefined;
/** One RSA public key for every test provider (making one takes a while). */
function testProviderKey(): string {
  providerKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
    type: 'spki',
    format: 'pem',
  }) as string;
  return providerKey;
}

/**
 * The gaming service on in-memory storage and the in-memory ledger, with a clock the test moves and a
 * gate it steers (players to disable, players past their limits).
 */
export function memoryGaming(clock: ManualClock = new ManualClock()) {
  const ledger = memoryWallet(clock);
  const repository = memoryGamingRepository(() => clock.now(), ledger.ledger);
  const gate = { disabled: new Set<number>(), limited: new Set<number>() };
  const playerGate: PlayerGate = {
    playerStatus: async (playerId) => (gate.disabled.has(playerId) ? 'disabled' : 'active'),
    allowsBet: async ({ playerId }) => !gate.limited.has(playerId),
  };
  const transactor = memoryTransactor();
  const gaming = createGamingService(memoryDatabase(), ledger.wallet, {
    sessionTtlMinutes: 60,
    now: () => clock.now(),
    playerGate,
    repository,
    transactor,
  });
  const { wallet, db } = ledger;

  /** A player whose cash account holds `cash` minor units of `currency`. */
  async function fundedPlayer(playerId: number, cash: bigint, currency = 'EUR') {
    const accounts = await wallet.openPlayerAccounts(db, { id: playerId, currency });
    const clearing = await wallet.systemAccount(db, {
      kind: accountKinds.cashierClearing,
      reference: 'test',
      currency,
    });
    await wallet.transfer(db, {
      id: `deposit:${playerId}`,
      debitAccountId: clearing.id,
      creditAccountId: accounts.cash.id,
      amount: cash,
      kind: transferKinds.deposit,
    });
    return accounts;
  }

  const registerProvider = async (code: string, name = `Studio ${code}`) =>
    (await gaming.registerProvider(db, { code, name, publicKeyPem: testProviderKey() })).provider;

  const cashOf = async (playerId: number) => (await wallet.playerBalance(db, playerId))?.cash;

  return { gaming, repository, ledger, wallet, db, clock, gate, fundedPlayer, registerProvider, cashOf };
}
