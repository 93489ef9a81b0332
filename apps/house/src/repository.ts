// Every SQL statement of the studio: launches and their studio sessions, seed pairs, rounds and the wallet
// calls of each round, the sweeper's claim on unfinished rounds, and the free rounds the platform awarded.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { HouseExecutor } from './db';
import {
  alerts,
  freeRoundAwards,
  launches,
  rounds,
  seedPairs,
  walletCalls,
  type HouseEngine,
  type RoundState,
  type WalletCallState,
} from './schema';

export type LaunchRow = typeof launches.$inferSelect;
export type NewLaunch = typeof launches.$inferInsert;
export type SeedPairRow = typeof seedPairs.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;
export type NewRound = typeof rounds.$inferInsert;
export type WalletCallRow = typeof walletCalls.$inferSelect;
export type NewWalletCall = typeof walletCalls.$inferInsert;
export type AlertRow = typeof alerts.$inferSelect;
export type FreeRoundAwardRow = typeof freeRoundAwards.$inferSelect;
export type NewFreeRoundAward = typeof freeRoundAwards.$inferInsert;
export type NewAlert = typeof alerts.$inferInsert;

// Launches

export async function insertLaunch(db: HouseExecutor, launch: NewLaunch): Promise<LaunchRow> {
  const [row] = await db.insert(launches).values(launch).returning();
  if (!row) throw new Error('the launch was not stored');
  return row;
}

export async function launchByWalletTokenHash(
  db: HouseExecutor,
  hash: string,
): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(launches).where(eq(launches.walletTokenHash, hash));
  return row;
}

export async function launchByAccessHash(db: HouseExecutor, hash: string): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(launches).where(eq(launches.accessTokenHash, hash));
  return row;
}

export async function launchById(db: HouseExecutor, id: bigint): Promise<LaunchRow | undefined> {
  const [row] = await db.select().from(launches).where(eq(launches.id, id));
  return row;
}

export async function setAccess(
  db: HouseExecutor,
  id: bigint,
  access: { hash: string | null; expiresAt: Date | null },
): Promise<void> {
  await db
    .update(launches)
    .set({ accessTokenHash: access.hash, accessExpiresAt: access.expiresAt })
    .where(eq(launches.id, id));
}

export async function extendAccess(db: HouseExecutor, id: bigint, expiresAt: Date): Promise<void> {
  await db.update(launches).set({ accessExpiresAt: expiresAt }).where(eq(launches.id, id));
}

// Seed pairs

export async function activeSeedPair(
  db: HouseExecutor,
  walletUser: string,
  options: { lock?: boolean } = {},
): Promise<SeedPairRow | undefined> {
  const query = db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.walletUser, walletUser), isNull(seedPairs.revealedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Adds a pair unless the player already has an active one. */
export async function insertSeedPairIfNone(
  db: HouseExecutor,
  pair: {
    walletUser: string;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    createdAt: Date;
  },
): Promise<void> {
  await db
    .insert(seedPairs)
    .values(pair)
    .onConflictDoNothing({ target: seedPairs.walletUser, where: sql`${seedPairs.revealedAt} is null` });
}

export async function revealSeedPair(db: HouseExecutor, id: bigint, at: Date): Promise<void> {
  await db.update(seedPairs).set({ revealedAt: at }).where(eq(seedPairs.id, id));
}

/** Takes the pair's next nonce. */
export async function takeNonce(db: HouseExecutor, id: bigint): Promise<number> {
  const [row] = await db
    .update(seedPairs)
    .set({ nonce: sql`${seedPairs.nonce} + 1` })
    .where(eq(seedPairs.id, id))
    .returning({ nonce: seedPairs.nonce });
  if (!row) throw new Error(`seed pair ${id} is gone`);
  return row.nonce - 1;
}

/**
 * Gives a round's nonce back to its pair when no later round took one (a one-call spin the platform refused:
 * it moved nothing). Whether it was given back.
 */
export async function giveBackNonce(db: HouseExecutor, id: bigint, nonce: number): Promise<boolean> {
  const rows = await db
    .update(seedPairs)
    .set({ nonce })
    .where(and(eq(seedPairs.id, id), eq(seedPairs.nonce, nonce + 1), isNull(seedPairs.revealedAt)))
    .returning({ id: seedPairs.id });
  return rows.length > 0;
}

export async function seedPairById(db: HouseExecutor, id: bigint): Promise<SeedPairRow | undefined> {
  const [row] = await db.select().from(seedPairs).where(eq(seedPairs.id, id));
  return row;
}

export async function revealedSeedPairs(
  db: HouseExecutor,
  walletUser: string,
  limit: number,
): Promise<SeedPairRow[]> {
  return db
    .select()
    .from(seedPairs)
    .where(and(eq(seedPairs.walletUser, walletUser), isNotNull(seedPairs.revealedAt)))
    .orderBy(desc(seedPairs.id))
    .limit(limit);
}

export async function unfinishedRoundOnPair(db: HouseExecutor, pairId: bigint): Promise<boolean> {
  const [row] = await db
    .select({ id: rounds.id })
    .from(rounds)
    // `betting` with a pair: a one-call spin drawn before its money was answered (decision 0312).
    .where(and(eq(rounds.seedPairId, pairId), inArray(rounds.state, ['betting', 'open'])))
    .limit(1);
  return row !== undefined;
}

// Rounds

export async function insertRound(db: HouseExecutor, round: NewRound): Promise<void> {
  await db.insert(rounds).values(round);
}

export async function roundById(
  db: HouseExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RoundRow | undefined> {
  const query = db.select().from(rounds).where(eq(rounds.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Changes a round; with `from`, only while it is in one of those states. Whether it changed. */
export async function updateRound(
  db: HouseExecutor,
  id: string,
  changes: Partial<NewRound>,
  from?: readonly RoundState[],
): Promise<boolean> {
  const rows = await db
    .update(rounds)
    .set(changes)
    .where(and(eq(rounds.id, id), from ? inArray(rounds.state, [...from]) : undefined))
    .returning({ id: rounds.id });
  return rows.length > 0;
}

/** Removes a round that never took money (its only bet was refused), with its calls. */
export async function deleteRound(db: HouseExecutor, id: string): Promise<void> {
  await db.delete(walletCalls).where(eq(walletCalls.roundId, id));
  await db.delete(rounds).where(eq(rounds.id, id));
}

/** When the player's last round of an engine started (the minimum time between slot rounds). */
export async function lastRoundStart(
  db: HouseExecutor,
  walletUser: string,
  engine: HouseEngine,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: rounds.createdAt })
    .from(rounds)
    .where(and(eq(rounds.walletUser, walletUser), eq(rounds.engine, engine)))
    .orderBy(desc(rounds.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** The player's unfinished rounds of a game on an engine (a blackjack hand to play on). */
export async function unfinishedRounds(
  db: HouseExecutor,
  filter: { walletUser: string; engine?: HouseEngine; gameCode?: string },
): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.walletUser, filter.walletUser),
        inArray(rounds.state, ['betting', 'open', 'rolling_back']),
        filter.engine ? eq(rounds.engine, filter.engine) : undefined,
        filter.gameCode ? eq(rounds.gameCode, filter.gameCode) : undefined,
      ),
    )
    .orderBy(asc(rounds.createdAt));
}

export async function recentRounds(
  db: HouseExecutor,
  filter: { walletUser: string; gameCode?: string },
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(rounds)
    .where(
      and(
        eq(rounds.walletUser, filter.walletUser),
        filter.gameCode ? eq(rounds.gameCode, filter.gameCode) : undefined,
      ),
    )
    .orderBy(desc(rounds.createdAt))
    .limit(limit);
}

/**
 * Claims unfinished rounds for this sweeper until `leaseUntil`: rounds another node holds, or that another
 * transaction has locked, are skipped (SKIP LOCKED), so several nodes can sweep at once.
 */
export async function claimStaleRounds(
  db: HouseExecutor,
  cutoffs: { now: Date; settle: Date; abandon: Date },
  leaseUntil: Date,
  limit: number,
): Promise<string[]> {
  const stale = or(
    and(inArray(rounds.state, ['betting', 'rolling_back']), lt(rounds.updatedAt, cutoffs.settle)),
    and(eq(rounds.state, 'open'), isNotNull(rounds.payout), lt(rounds.updatedAt, cutoffs.settle)),
    and(eq(rounds.state, 'open'), isNull(rounds.payout), lt(rounds.updatedAt, cutoffs.abandon)),
  );
  const free = or(isNull(rounds.claimedUntil), lt(rounds.claimedUntil, cutoffs.now));
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: rounds.id })
      .from(rounds)
      .where(and(stale, free))
      .orderBy(asc(rounds.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return [];
    const ids = candidates.map((candidate) => candidate.id);
    await tx.update(rounds).set({ claimedUntil: leaseUntil }).where(inArray(rounds.id, ids));
    return ids;
  });
}

// Wallet calls

export async function insertWalletCall(db: HouseExecutor, call: NewWalletCall): Promise<void> {
  await db.insert(walletCalls).values(call);
}

export async function walletCallsOf(db: HouseExecutor, roundId: string): Promise<WalletCallRow[]> {
  return db
    .select()
    .from(walletCalls)
    .where(eq(walletCalls.roundId, roundId))
    .orderBy(asc(walletCalls.createdAt), asc(walletCalls.kind));
}

export async function walletCallsOfRounds(
  db: HouseExecutor,
  roundIds: readonly string[],
): Promise<WalletCallRow[]> {
  if (roundIds.length === 0) return [];
  return db
    .select()
    .from(walletCalls)
    .where(inArray(walletCalls.roundId, [...roundIds]))
    .orderBy(asc(walletCalls.createdAt), asc(walletCalls.kind));
}

export async function answerWalletCall(
  db: HouseExecutor,
  transactionUuid: string,
  answer: { state: WalletCallState; status: string; balance: bigint | null; at: Date },
): Promise<void> {
  await db
    .update(walletCalls)
    .set({ state: answer.state, status: answer.status, balance: answer.balance, answeredAt: answer.at })
    .where(eq(walletCalls.transactionUuid, transactionUuid));
}

export async function deleteWalletCall(db: HouseExecutor, transactionUuid: string): Promise<void> {
  await db.delete(walletCalls).where(eq(walletCalls.transactionUuid, transactionUuid));
}

// Alerts

export async function insertAlert(db: HouseExecutor, alert: NewAlert): Promise<void> {
  await db.insert(alerts).values(alert);
}

/** The latest alerts first. */
export async function recentAlerts(db: HouseExecutor, limit: number): Promise<AlertRow[]> {
  return db.select().from(alerts).orderBy(desc(alerts.createdAt), desc(alerts.id)).limit(limit);
}

// Free rounds awarded by the platform

/** Stores an award once: the same reward again changes nothing (not even a count the player used since). */
export async function insertFreeRoundAward(db: HouseExecutor, award: NewFreeRoundAward): Promise<void> {
  await db.insert(freeRoundAwards).values(award).onConflictDoNothing({ target: freeRoundAwards.rewardUuid });
}

export async function cancelFreeRoundAward(db: HouseExecutor, rewardUuid: string, at: Date): Promise<void> {
  await db
    .update(freeRoundAwards)
    .set({ cancelledAt: at, updatedAt: at })
    .where(and(eq(freeRoundAwards.rewardUuid, rewardUuid), isNull(freeRoundAwards.cancelledAt)));
}

/** The player's award with spins left at this game in this currency, valid at `at` (the oldest first). */
export async function playableFreeRoundAward(
  db: HouseExecutor,
  filter: { walletUser: string; gameCode: string; currency: string },
  at: Date,
): Promise<FreeRoundAwardRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundAwards)
    .where(
      and(
        eq(freeRoundAwards.walletUser, filter.walletUser),
        eq(freeRoundAwards.gameCode, filter.gameCode),
        eq(freeRoundAwards.currency, filter.currency),
        isNull(freeRoundAwards.cancelledAt),
        gt(freeRoundAwards.spinsLeft, 0),
        gt(freeRoundAwards.validUntil, at),
      ),
    )
    .orderBy(asc(freeRoundAwards.createdAt))
    .limit(1);
  return row;
}

/** One free round of the award played (the platform took it), or all of them gone (it refused one). */
export async function useFreeRounds(
  db: HouseExecutor,
  rewardUuid: string,
  used: 'one' | 'all',
  at: Date,
): Promise<void> {
  await db
    .update(freeRoundAwards)
    .set({
      spinsLeft: used === 'all' ? 0 : sql`greatest(${freeRoundAwards.spinsLeft} - 1, 0)`,
      updatedAt: at,
    })
    .where(eq(freeRoundAwards.rewardUuid, rewardUuid));
}
