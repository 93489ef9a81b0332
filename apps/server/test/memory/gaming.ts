// The gaming services' storage in memory for unit tests: providers, game sessions, provider transactions
// recorded once per (provider, transaction_uuid) with their round, and the rounds the history reads. Rows
// are stamped with the given clock where the SQL stamps them with now(). `memoryGaming` puts the gaming
// service together on it and on the in-memory ledger.
import { generateKeyPairSync } from 'node:crypto';
import { accountKinds, transferKinds } from '../../src/modules/wallet/service';
import { createGamingService, type PlayerGate } from '../../src/modules/gaming/service';
import { ManualClock } from '../clock';
import { memoryTransactor } from './transactor';
import { memoryDatabase, memoryWallet } from './wallet';
import type {
  GamingRepository,
  NewProviderTransaction,
  ProviderRow,
  ProviderTransactionRow,
  RoundChange,
  RoundFilter,
  RoundRow,
  SessionRow,
} from '../../src/modules/gaming/repository';

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
  readonly providers: ProviderRow[];
  readonly sessions: SessionRow[];
  readonly transactions: ProviderTransactionRow[];
  readonly rounds: MemoryRound[];
}

/** created_at to the microsecond, as `exactTimestamp` writes it for the keyset cursor. */
const exactKey = (at: Date) => at.toISOString().replace('Z', '000Z');

export function memoryGamingRepository(now: () => Date = () => new Date()): MemoryGamingRepository {
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

  const newestFirst = (a: MemoryRound, b: MemoryRound) =>
    b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : b.id < a.id ? -1 : 0);

  return {
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
    async recordTransaction(_executor, row, round, settles) {
      if (transaction(row.providerId, row.transactionUuid)) return false;
      transactions.push({ id: nextId++, ...row, createdAt: now() });
      if (round) applyRound(row, round);
      const bet = settles && transactions.find((candidate) => candidate.id === settles.betId);
      if (bet && bet.state === 'open') bet.state = settles.state;
      return true;
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
  };
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
  const repository = memoryGamingRepository(() => clock.now());
  const ledger = memoryWallet(clock);
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
