// SQL of the aggregators module: the connected aggregators, their games' details and the free-round rewards
// created at them.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { aggregatorGames, aggregatorRewards, aggregators, type AggregatorKind } from './schema';

export type AggregatorRow = typeof aggregators.$inferSelect;
export type AggregatorGameRow = typeof aggregatorGames.$inferSelect;

export interface AggregatorSettings {
  readonly code: string;
  readonly kind: AggregatorKind;
  readonly name: string;
  readonly baseUrl: string;
  readonly operatorId: string;
  readonly privateKey: string;
}

export async function upsertAggregator(db: DbExecutor, settings: AggregatorSettings): Promise<AggregatorRow> {
  const [row] = await db
    .insert(aggregators)
    .values(settings)
    .onConflictDoUpdate({
      target: aggregators.code,
      set: {
        kind: settings.kind,
        name: settings.name,
        baseUrl: settings.baseUrl,
        operatorId: settings.operatorId,
        privateKey: settings.privateKey,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('the aggregator was not written');
  return row;
}

export function allAggregators(db: DbExecutor): Promise<AggregatorRow[]> {
  return db.select().from(aggregators).orderBy(aggregators.id);
}

export async function aggregatorByCode(db: DbExecutor, code: string): Promise<AggregatorRow | undefined> {
  const [row] = await db.select().from(aggregators).where(eq(aggregators.code, code));
  return row;
}

/** Replaces the details of an aggregator's games with those of its latest list, and its picture hosts. */
export async function replaceGames(
  db: DbExecutor,
  aggregatorId: number,
  games: readonly Omit<AggregatorGameRow, 'aggregatorId' | 'updatedAt'>[],
  imageHosts: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(aggregatorGames).where(eq(aggregatorGames.aggregatorId, aggregatorId));
    for (let start = 0; start < games.length; start += 500) {
      const batch = games.slice(start, start + 500).map((game) => ({ ...game, aggregatorId }));
      await tx.insert(aggregatorGames).values(batch);
    }
    await tx
      .update(aggregators)
      .set({ imageHosts: [...imageHosts], lastSyncAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(aggregators.id, aggregatorId));
  });
}

/** Notes a failed sync: the games and the time of the last good one stay as they were. */
export async function markSyncFailed(db: DbExecutor, aggregatorId: number): Promise<void> {
  await db
    .update(aggregators)
    .set({ lastSyncFailedAt: sql`now()` })
    .where(eq(aggregators.id, aggregatorId));
}

/** How many games each aggregator serves (by aggregator id), as its last sync kept them. */
export async function gameCounts(db: DbExecutor): Promise<Map<number, number>> {
  const rows = await db
    .select({ aggregatorId: aggregatorGames.aggregatorId, games: count() })
    .from(aggregatorGames)
    .groupBy(aggregatorGames.aggregatorId);
  return new Map(rows.map((row) => [row.aggregatorId, row.games]));
}

export async function gameOf(
  db: DbExecutor,
  aggregatorId: number,
  gameCode: string,
): Promise<AggregatorGameRow | undefined> {
  const [row] = await db
    .select()
    .from(aggregatorGames)
    .where(and(eq(aggregatorGames.aggregatorId, aggregatorId), eq(aggregatorGames.gameCode, gameCode)));
  return row;
}

/** The aggregator whose games list holds `gameCode`, if any. */
export async function aggregatorOfGame(db: DbExecutor, gameCode: string): Promise<number | undefined> {
  const [row] = await db
    .select({ aggregatorId: aggregatorGames.aggregatorId })
    .from(aggregatorGames)
    .where(eq(aggregatorGames.gameCode, gameCode))
    .limit(1);
  return row?.aggregatorId;
}

export async function rewardOfBonus(
  db: DbExecutor,
  aggregatorId: number,
  bonusId: bigint,
): Promise<{ rewardUuid: string; cancelled: boolean } | undefined> {
  const [row] = await db
    .select({ rewardUuid: aggregatorRewards.rewardUuid, cancelledAt: aggregatorRewards.cancelledAt })
    .from(aggregatorRewards)
    .where(and(eq(aggregatorRewards.aggregatorId, aggregatorId), eq(aggregatorRewards.bonusId, bonusId)));
  return row && { rewardUuid: row.rewardUuid, cancelled: row.cancelledAt !== null };
}

export async function insertReward(
  db: DbExecutor,
  reward: { aggregatorId: number; bonusId: bigint; rewardUuid: string },
): Promise<void> {
  await db.insert(aggregatorRewards).values(reward).onConflictDoNothing();
}

export async function markRewardCancelled(
  db: DbExecutor,
  aggregatorId: number,
  bonusId: bigint,
): Promise<void> {
  await db
    .update(aggregatorRewards)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(aggregatorRewards.aggregatorId, aggregatorId),
        eq(aggregatorRewards.bonusId, bonusId),
        isNull(aggregatorRewards.cancelledAt),
      ),
    );
}

/** The bonus behind an aggregator's reward uuid (for the wallet API's free rounds). */
export async function bonusOfReward(
  db: DbExecutor,
  aggregatorCode: string,
  rewardUuid: string,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ bonusId: aggregatorRewards.bonusId })
    .from(aggregatorRewards)
    .innerJoin(aggregators, eq(aggregators.id, aggregatorRewards.aggregatorId))
    .where(and(eq(aggregators.code, aggregatorCode), eq(aggregatorRewards.rewardUuid, rewardUuid)));
  return row?.bonusId;
}

/** A public view of an aggregator's settings: never its private key. */
export interface AggregatorView {
  readonly code: string;
  readonly kind: string;
  readonly name: string;
  readonly baseUrl: string;
  readonly operatorId: string;
  readonly imageHosts: readonly string[];
  readonly lastSyncAt: Date | null;
  readonly lastSyncFailedAt: Date | null;
  /** The last sync's outcome: the later of the last success and the last failure; null before any. */
  readonly lastSyncOutcome: 'synced' | 'failed' | null;
  /** The games its last good sync kept (listed, enabled, with an RTP, code not taken by another source). */
  readonly gameCount: number;
}

function lastOutcome(row: AggregatorRow): AggregatorView['lastSyncOutcome'] {
  const failed = row.lastSyncFailedAt?.getTime();
  const synced = row.lastSyncAt?.getTime();
  if (failed === undefined) return synced === undefined ? null : 'synced';
  return synced !== undefined && synced >= failed ? 'synced' : 'failed';
}

export function viewOf(row: AggregatorRow, gameCount = 0): AggregatorView {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    baseUrl: row.baseUrl,
    operatorId: row.operatorId,
    imageHosts: row.imageHosts,
    lastSyncAt: row.lastSyncAt,
    lastSyncFailedAt: row.lastSyncFailedAt,
    lastSyncOutcome: lastOutcome(row),
    gameCount,
  };
}
