// A bank test in the spirit of Jepsen's: concurrent workers send random bets, wins, rollbacks (some
// before their bet), replays and duplicates through the signed wallet API or the service, and deposits
// and withdrawal holds (posted or voided) through the ledger. Every answer is recorded; afterwards the
// model computes each player's balance from the answers that reported success, and `verifyBank` checks it
// against the database together with the ledger's invariants and what each transaction id did.
import { randomUUID } from 'node:crypto';
import {
  betRequest,
  rollbackRequest,
  winRequest,
  type WalletApiOperation,
  type WalletApiStatus,
} from '@reelvault/contract/calls/wallet-api';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { queryRows } from '../src/db/sql';
import type { GamingService } from '../src/modules/gaming/service';
import { accountKinds, transferKinds, type WalletService } from '../src/modules/wallet/service';
import { newPlayerId } from './ledger';
import { betBody, rollbackBody, winBody, type SessionFacts, type WalletApiClient } from './wallet-api';

/** What a channel answered, the balance in minor units (cents: the bank plays in EUR). */
export interface ChannelAnswer {
  readonly status: WalletApiStatus;
  readonly balance: bigint | undefined;
  readonly verified: boolean;
}

export interface Channel {
  readonly name: string;
  /** Throws when no answer came (connection refused or reset, timeout). */
  call(
    operation: Exclude<WalletApiOperation, 'userInfo'>,
    body: Record<string, unknown>,
  ): Promise<ChannelAnswer>;
}

/** The signed HTTP API; wire amounts are EUR x 100000, so cents are wire / 1000. */
export function httpChannel(client: WalletApiClient, name = 'http'): Channel {
  return {
    name,
    async call(operation, body) {
      const answer = await client.call(operation, body);
      const balance = answer.reply.balance === undefined ? undefined : BigInt(answer.reply.balance) / 1000n;
      return { status: answer.reply.status, balance, verified: answer.verified };
    },
  };
}

/** The gaming service called directly, as another module would (no HTTP, no signature). */
export function serviceChannel(gaming: GamingService, providerCode: string): Channel {
  return {
    name: 'service',
    async call(operation, body) {
      const provider = await gaming.providerByCode(providerCode);
      if (!provider) throw new Error(`no provider ${providerCode}`);
      const session = await gaming.findSession(String(body.token));
      const outcome =
        operation === 'bet'
          ? await gaming.placeBet(provider, session, betRequest.parse(body))
          : operation === 'win'
            ? await gaming.settleWin(provider, session, winRequest.parse(body))
            : operation === 'rollback'
              ? await gaming.rollback(provider, session, rollbackRequest.parse(body))
              : await gaming.balance(provider, session, {
                  user: String(body.user),
                  token: String(body.token),
                  request_uuid: String(body.request_uuid),
                });
      return { status: outcome.status, balance: outcome.balance, verified: true };
    },
  };
}

/** Deposits and withdrawal holds through the ledger, as the cashier module will make them. */
export function ledgerCashier(wallet: WalletService) {
  const db = () => wallet.database.db;
  async function accounts(playerId: number) {
    const player = await wallet.playerAccounts(db(), playerId);
    if (!player) throw new Error(`player ${playerId} has no accounts`);
    const clearing = await wallet.systemAccount(db(), {
      kind: accountKinds.cashierClearing,
      reference: 'bank-test',
      currency: player.cash.currency,
    });
    return { cash: player.cash, clearing };
  }
  return {
    async deposit(playerId: number, cents: bigint, id: string) {
      const { cash, clearing } = await accounts(playerId);
      await wallet.transfer(db(), {
        id,
        debitAccountId: clearing.id,
        creditAccountId: cash.id,
        amount: cents,
        kind: transferKinds.deposit,
      });
    },
    async hold(playerId: number, cents: bigint, id: string) {
      const { cash, clearing } = await accounts(playerId);
      await wallet.hold(db(), {
        id,
        debitAccountId: cash.id,
        creditAccountId: clearing.id,
        amount: cents,
        kind: transferKinds.withdrawal,
      });
    },
    post: (id: string, holdId: string) => wallet.postHold(db(), { id, pendingId: holdId }),
    void: (id: string, holdId: string) => wallet.voidHold(db(), { id, pendingId: holdId }),
  };
}

export type Cashier = ReturnType<typeof ledgerCashier>;

export interface BankPlayer {
  readonly playerId: number;
  readonly session: SessionFacts;
  readonly initialCents: bigint;
}

/** A small seeded generator, so that a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SentRequest {
  readonly operation: 'bet' | 'win' | 'rollback';
  readonly body: Record<string, unknown>;
  readonly playerId: number;
  readonly cents: bigint;
  readonly answers: ChannelAnswer[];
  /** Sent, but no answer came (the server died): to be retried. */
  unanswered: boolean;
}

/** Everything sent and answered, and what the answers imply. */
export class BankModel {
  readonly requests = new Map<string, SentRequest>();
  readonly deposits: { playerId: number; cents: bigint; id: string }[] = [];
  readonly holds = new Map<string, { playerId: number; cents: bigint; resolution?: 'post' | 'void' }>();
  readonly problems: string[] = [];
  answered = 0;
  unanswered = 0;

  constructor(readonly players: readonly BankPlayer[]) {}

  private ok(request: SentRequest | undefined): boolean {
    return request?.answers.some((answer) => answer.status === 'RS_OK') ?? false;
  }

  /** The ids of bets that took effect and have a successful rollback. */
  private refundedBets(): Set<string> {
    const refunded = new Set<string>();
    for (const request of this.requests.values()) {
      if (request.operation === 'rollback' && this.ok(request)) {
        const reference = String(request.body.reference_transaction_uuid);
        if (this.ok(this.requests.get(reference))) refunded.add(reference);
      }
    }
    return refunded;
  }

  /** Each player's balance in cents, from the answers that reported success. */
  expectedBalances(): Map<number, bigint> {
    const balances = new Map(this.players.map((player) => [player.playerId, player.initialCents]));
    const add = (playerId: number, cents: bigint) =>
      balances.set(playerId, (balances.get(playerId) ?? 0n) + cents);
    const refunded = this.refundedBets();
    for (const [uuid, request] of this.requests) {
      if (!this.ok(request)) continue;
      if (request.operation === 'bet') add(request.playerId, refunded.has(uuid) ? 0n : -request.cents);
      if (request.operation === 'win') add(request.playerId, request.cents);
    }
    for (const deposit of this.deposits) add(deposit.playerId, deposit.cents);
    for (const hold of this.holds.values()) {
      if (hold.resolution !== 'void') add(hold.playerId, -hold.cents);
    }
    return balances;
  }

  /**
   * What the ledger transfers must be, given the answers: one per bet, win and refund answered RS_OK. A
   * bet whose answer was lost and that a rollback then refunded has both transfers or neither.
   */
  transferProblems(providerId: number, actualIds: ReadonlySet<string>): string[] {
    const problems: string[] = [];
    const accounted = new Set<string>();
    const refunded = this.refundedBets();
    const rolledBackRefs = new Set(
      [...this.requests.values()]
        .filter((request) => request.operation === 'rollback' && this.ok(request))
        .map((request) => String(request.body.reference_transaction_uuid)),
    );
    const expect = (id: string, present: boolean) => {
      accounted.add(id);
      if (present !== actualIds.has(id)) {
        problems.push(
          present
            ? `transfer ${id} was answered RS_OK but is missing`
            : `transfer ${id} took effect without an RS_OK answer`,
        );
      }
    };
    for (const [uuid, request] of this.requests) {
      const betId = `bet:${providerId}:${uuid}`;
      const refundId = `refund:${providerId}:${uuid}`;
      if (request.operation === 'win') expect(`win:${providerId}:${uuid}`, this.ok(request));
      if (request.operation !== 'bet') continue;
      if (this.ok(request)) {
        expect(betId, true);
        expect(refundId, refunded.has(uuid));
      } else if (rolledBackRefs.has(uuid) && actualIds.has(betId) === actualIds.has(refundId)) {
        accounted.add(betId);
        accounted.add(refundId);
      } else {
        expect(betId, false);
        expect(refundId, false);
      }
    }
    for (const id of actualIds)
      if (!accounted.has(id)) problems.push(`transfer ${id} is not one the test sent`);
    return problems;
  }

  /**
   * Wins and refunds of one bet exclude each other (decision 0307): no bet both refunded and won, and a
   * rollback of one of the player's own bets is refused only when a win settled that bet.
   */
  settlementProblems(): string[] {
    const problems: string[] = [];
    const refunded = this.refundedBets();
    const won = new Set<string>();
    for (const request of this.requests.values()) {
      if (request.operation === 'win' && this.ok(request))
        won.add(String(request.body.reference_transaction_uuid));
    }
    for (const uuid of refunded) {
      if (won.has(uuid)) problems.push(`bet ${uuid} was both refunded and won`);
    }
    for (const [uuid, request] of this.requests) {
      if (request.operation !== 'rollback') continue;
      const reference = String(request.body.reference_transaction_uuid);
      const refused = request.answers.some(
        (answer) => answer.status === 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      );
      if (refused && !won.has(reference)) {
        problems.push(`rollback ${uuid} was refused, but no win settled bet ${reference}`);
      }
    }
    return problems;
  }

  note(problem: string): void {
    if (this.problems.length < 50) this.problems.push(problem);
  }
}

export interface BankOptions {
  readonly players: readonly BankPlayer[];
  readonly channels: readonly Channel[];
  readonly cashier?: Cashier;
  readonly workers: number;
  readonly operationsPerWorker: number;
  readonly seed: number;
  /** Stop early (all workers) once this resolves; used to crash the server mid-load. */
  readonly stop?: Promise<void>;
}

const statusesFor: Record<'bet' | 'win' | 'rollback', readonly WalletApiStatus[]> = {
  bet: [
    'RS_OK',
    'RS_ERROR_NOT_ENOUGH_MONEY',
    'RS_ERROR_TRANSACTION_ROLLED_BACK',
    'RS_ERROR_DUPLICATE_TRANSACTION',
  ],
  win: [
    'RS_OK',
    'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    'RS_ERROR_TRANSACTION_ROLLED_BACK',
    'RS_ERROR_DUPLICATE_TRANSACTION',
  ],
  // DOES_NOT_EXIST: a win had settled the bet (checked by `settlementProblems`).
  rollback: ['RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'],
};

/** Sends one request and records its answer; a request with no answer is kept for a retry. */
export async function send(
  model: BankModel,
  channel: Channel,
  operation: 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  playerId: number,
  cents: bigint,
): Promise<ChannelAnswer | undefined> {
  const uuid = String(body.transaction_uuid);
  let request = model.requests.get(uuid);
  if (!request) {
    request = { operation, body, playerId, cents, answers: [], unanswered: false };
    model.requests.set(uuid, request);
  }
  const sameContent =
    request.body === body ||
    JSON.stringify({ ...request.body, request_uuid: '' }) === JSON.stringify({ ...body, request_uuid: '' });
  let answer: ChannelAnswer;
  try {
    answer = await channel.call(operation, body);
  } catch {
    if (sameContent) {
      request.unanswered = true;
      model.unanswered += 1;
    }
    return undefined;
  }
  model.answered += 1;
  if (!answer.verified) model.note(`${operation} ${uuid}: the answer's signature does not verify`);
  if (!statusesFor[operation].includes(answer.status)) {
    model.note(`${operation} ${uuid} over ${channel.name}: unexpected ${answer.status}`);
  }
  if (!sameContent) {
    if (answer.status !== 'RS_ERROR_DUPLICATE_TRANSACTION') {
      model.note(`${operation} ${uuid}: other content under the same uuid answered ${answer.status}`);
    }
    return answer;
  }
  const firstOk = request.answers.find((earlier) => earlier.status === 'RS_OK');
  if (firstOk && answer.status === 'RS_OK' && answer.balance !== firstOk.balance) {
    model.note(
      `${operation} ${uuid}: a replay answered balance ${answer.balance}, the first ${firstOk.balance}`,
    );
  }
  // Once answered RS_OK, a transaction stays so; only a bet may since have been rolled back.
  const rolledBack = operation === 'bet' && answer.status === 'RS_ERROR_TRANSACTION_ROLLED_BACK';
  if (firstOk && answer.status !== 'RS_OK' && !rolledBack) {
    model.note(`${operation} ${uuid}: a replay answered ${answer.status} after RS_OK`);
  }
  request.answers.push(answer);
  request.unanswered = false;
  return answer;
}

function pick<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length === 0 ? undefined : items[Math.floor(random() * items.length)];
}

/** Runs the workload; resolves when every worker is done (or stopped). */
export async function runBank(model: BankModel, options: BankOptions): Promise<void> {
  let stopped = false;
  void options.stop?.then(() => {
    stopped = true;
  });
  const betsOf = new Map<number, Record<string, unknown>[]>();
  const holdsOpen: string[] = [];

  async function worker(index: number): Promise<void> {
    const random = seededRandom(options.seed * 1000 + index);
    for (let step = 0; step < options.operationsPerWorker && !stopped; step += 1) {
      const player = pick(options.players, random);
      const channel = pick(options.channels, random);
      if (!player || !channel) return;
      const session = player.session;
      const mine = betsOf.get(player.playerId) ?? [];
      betsOf.set(player.playerId, mine);
      const roll = random();
      let answered = true;
      if (roll < 0.34) {
        // A bet; now and then more than the player holds.
        const cents = BigInt(
          random() < 0.05 ? 50_000 + Math.floor(random() * 50_000) : 1 + Math.floor(random() * 300),
        );
        const body = betBody(session, Number(cents), { round_closed: random() < 0.3 });
        mine.push(body);
        answered = (await send(model, channel, 'bet', body, player.playerId, cents)) !== undefined;
      } else if (roll < 0.58) {
        const bet = pick(mine, random);
        if (!bet) continue;
        const cents = BigInt(Math.floor(random() * 600));
        answered =
          (await send(
            model,
            channel,
            'win',
            winBody(session, bet, Number(cents)),
            player.playerId,
            cents,
          )) !== undefined;
      } else if (roll < 0.66) {
        const bet = pick(mine, random);
        if (!bet) continue;
        answered =
          (await send(model, channel, 'rollback', rollbackBody(session, bet), player.playerId, 0n)) !==
          undefined;
      } else if (roll < 0.7) {
        // A rollback that arrives before its bet: the bet must then be refused.
        const cents = BigInt(1 + Math.floor(random() * 300));
        const bet = betBody(session, Number(cents));
        const rollback = await send(
          model,
          channel,
          'rollback',
          rollbackBody(session, bet),
          player.playerId,
          0n,
        );
        answered = rollback !== undefined;
        if (rollback?.status === 'RS_OK') {
          const late = await send(model, channel, 'bet', bet, player.playerId, cents);
          answered = late !== undefined;
          if (late && late.status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK') {
            model.note(`bet ${String(bet.transaction_uuid)} after its rollback answered ${late.status}`);
          }
        }
      } else if (roll < 0.73) {
        // A win for a bet that never existed.
        const ghost = { transaction_uuid: randomUUID(), round: randomUUID() };
        const answer = await send(model, channel, 'win', winBody(session, ghost, 100), player.playerId, 100n);
        answered = answer !== undefined;
        if (answer && answer.status !== 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST') {
          model.note(`win for an unknown bet answered ${answer.status}`);
        }
      } else if (roll < 0.85) {
        // A replay: an earlier request again, same content, new request_uuid.
        const earlier = pick([...model.requests.values()].slice(-200), random);
        if (!earlier || earlier.answers.length === 0) continue;
        const body = { ...earlier.body, request_uuid: randomUUID() };
        answered =
          (await send(model, channel, earlier.operation, body, earlier.playerId, earlier.cents)) !==
          undefined;
      } else if (roll < 0.9) {
        // A duplicate: an answered transaction's uuid with another amount.
        const earlier = pick(
          [...model.requests.values()]
            .slice(-200)
            .filter(
              (item) => item.operation !== 'rollback' && item.answers.some((a) => a.status === 'RS_OK'),
            ),
          random,
        );
        if (!earlier) continue;
        const body = {
          ...earlier.body,
          request_uuid: randomUUID(),
          amount: Number(earlier.body.amount) + 1000,
        };
        answered = (await send(model, channel, earlier.operation, body, earlier.playerId, 0n)) !== undefined;
      } else if (options.cashier && roll < 0.95) {
        const cents = BigInt(100 + Math.floor(random() * 5_000));
        const id = `deposit:bank:${randomUUID()}`;
        await options.cashier.deposit(player.playerId, cents, id);
        model.deposits.push({ playerId: player.playerId, cents, id });
      } else if (options.cashier) {
        const resolving = random() < 0.5 ? holdsOpen.shift() : undefined;
        if (resolving) {
          const hold = model.holds.get(resolving);
          const resolution = random() < 0.5 ? 'post' : 'void';
          const id = `${resolving}:${resolution}`;
          await (resolution === 'post'
            ? options.cashier.post(id, resolving)
            : options.cashier.void(id, resolving));
          if (hold) hold.resolution = resolution;
        } else {
          const cents = BigInt(1 + Math.floor(random() * 2_000));
          const id = `withdrawal:bank:${randomUUID()}`;
          try {
            await options.cashier.hold(player.playerId, cents, id);
            model.holds.set(id, { playerId: player.playerId, cents });
            holdsOpen.push(id);
          } catch (error) {
            if (!(error instanceof Error) || !('code' in error) || error.code !== 'WALLET_INSUFFICIENT_FUNDS')
              throw error;
          }
        }
      }
      if (!answered) return;
    }
  }

  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
}

/** Resends every request that got no answer, in the order first sent, until each has one. */
export async function retryUnanswered(model: BankModel, channel: Channel, attempts = 20): Promise<number> {
  let retried = 0;
  for (const [uuid, request] of model.requests) {
    if (!request.unanswered) continue;
    for (let attempt = 1; request.unanswered; attempt += 1) {
      const answer = await send(
        model,
        channel,
        request.operation,
        { ...request.body, request_uuid: randomUUID() },
        request.playerId,
        request.cents,
      );
      if (!answer && attempt >= attempts)
        throw new Error(`${request.operation} ${uuid} got no answer after ${attempts} tries`);
      if (!answer) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    retried += 1;
  }
  return retried;
}

export interface BankVerdict {
  readonly problems: string[];
  readonly players: number;
  readonly requests: number;
  readonly okAnswers: number;
}

/** Checks the database against the model: invariants, balances, and what each transaction id did. */
export async function verifyBank(
  model: BankModel,
  database: Database,
  wallet: WalletService,
  providerId: number,
): Promise<BankVerdict> {
  const problems = [...model.problems];
  const report = await wallet.checkInvariants();
  for (const problem of report.problems.slice(0, 10)) problems.push(`ledger: ${problem.message}`);
  const expected = model.expectedBalances();
  for (const [playerId, cents] of expected) {
    const balance = await wallet.playerBalance(database.db, playerId);
    if (!balance) problems.push(`player ${playerId} has no accounts`);
    else if (balance.cash !== cents)
      problems.push(`player ${playerId}: balance ${balance.cash}, expected ${cents}`);
    if (balance && balance.cash < 0n) problems.push(`player ${playerId} is below zero`);
  }
  const rows = await queryRows<{ id: string }>(
    database.db,
    sql`select id from ledger_transfers where kind in ('bet', 'win', 'refund') and split_part(id, ':', 2) = ${String(providerId)}`,
  );
  problems.push(...model.transferProblems(providerId, new Set(rows.map((row) => row.id))));
  problems.push(...model.settlementProblems());
  const okAnswers = [...model.requests.values()].filter((request) =>
    request.answers.some((a) => a.status === 'RS_OK'),
  ).length;
  return { problems, players: expected.size, requests: model.requests.size, okAnswers };
}

/** Players with accounts, money and a session on the provider, made directly in the database. */
export async function openBankPlayers(
  wallet: WalletService,
  gaming: GamingService,
  providerCode: string,
  count: number,
  initialCents: bigint,
): Promise<BankPlayer[]> {
  const cashier = ledgerCashier(wallet);
  const players: BankPlayer[] = [];
  for (let index = 0; index < count; index += 1) {
    const playerId = await newPlayerId(wallet.database.db);
    await wallet.openPlayerAccounts(wallet.database.db, { id: playerId, currency: 'EUR' });
    await cashier.deposit(playerId, initialCents, `deposit:bank-initial:${playerId}`);
    const session = await gaming.openGameSession({
      playerId,
      providerCode,
      gameCode: 'bank-slot',
      ttlMinutes: 24 * 60,
    });
    players.push({
      playerId,
      initialCents,
      session: {
        token: session.token,
        user: session.user,
        gameCode: 'bank-slot',
        currency: session.currency,
      },
    });
  }
  return players;
}
