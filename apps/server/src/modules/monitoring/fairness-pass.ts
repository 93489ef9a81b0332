// The pass that keeps each game's running totals (decision 0906), run by one process across every node
// (plugins/single-instance.ts). It reads the provider transactions after a watermark by id, less an overlap
// in time that catches transactions committed after a later one, and counts the settled rounds they touched
// (decision 0319); each round's contribution is kept, so a round read again adds only what changed
// (nothing, a late rollback, a late win) and none is counted twice. Nothing is added to the wallet's bet
// and win path: rounds are read after they settle, through the transactions' primary key.
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/sql';
import {
  createFairnessRepository,
  type CountedRound,
  type SettledRound,
  type TotalsDelta,
} from './fairness-repository';

export interface FairnessPassOptions {
  readonly db: Db;
  readonly now: () => Date;
  /** How far before the watermark each pass reads again (default 2 minutes). */
  readonly overlapMs?: number;
  /** Provider transactions read per batch, each batch one database transaction (default 2,000). */
  readonly batchSize?: number;
}

/** What a round adds to its game's totals: nothing when its stake was refunded whole (or a free round). */
function contribution(stake: bigint, win: bigint) {
  return stake > 0n ? { rounds: 1n, staked: stake, won: win, squares: stake * stake } : undefined;
}

/** The change to the totals when a round counted as `before` now reads as `round`. */
export function roundDelta(round: SettledRound, before: CountedRound | undefined): TotalsDelta | undefined {
  const now = contribution(round.stake, round.win);
  const was = before ? contribution(before.stake, before.win) : undefined;
  const delta = {
    rounds: (now?.rounds ?? 0n) - (was?.rounds ?? 0n),
    staked: (now?.staked ?? 0n) - (was?.staked ?? 0n),
    won: (now?.won ?? 0n) - (was?.won ?? 0n),
    stakeSquares: (now?.squares ?? 0n) - (was?.squares ?? 0n),
  };
  if (delta.rounds === 0n && delta.staked === 0n && delta.won === 0n) return undefined;
  return { providerId: round.providerId, gameCode: round.gameCode, currency: round.currency, ...delta };
}

/** Adds up the deltas of one batch per game and currency. */
export function sumDeltas(deltas: readonly TotalsDelta[]): TotalsDelta[] {
  const byGame = new Map<string, TotalsDelta>();
  for (const delta of deltas) {
    const key = `${delta.providerId}|${delta.gameCode}|${delta.currency}`;
    const sum = byGame.get(key);
    byGame.set(
      key,
      sum
        ? {
            ...sum,
            rounds: sum.rounds + delta.rounds,
            staked: sum.staked + delta.staked,
            won: sum.won + delta.won,
            stakeSquares: sum.stakeSquares + delta.stakeSquares,
          }
        : delta,
    );
  }
  return [...byGame.values()];
}

export function createFairnessPass({ db, now, overlapMs = 120_000, batchSize = 2_000 }: FairnessPassOptions) {
  /** One batch after the cursor, in one transaction; the last transaction read, or undefined at the end. */
  async function batch(cursor: bigint): Promise<bigint | undefined> {
    return inTransaction(db, async (tx) => {
      const repository = createFairnessRepository(tx);
      await repository.lockPass();
      const { rounds, read, last } = await repository.settledRoundsAfter(cursor, batchSize);
      if (!last) return undefined;
      const counted = new Map(
        (await repository.countedRounds(rounds.map((round) => round.id))).map((row) => [row.roundId, row]),
      );
      const deltas: TotalsDelta[] = [];
      const changed: SettledRound[] = [];
      const gone: bigint[] = [];
      for (const round of rounds) {
        const before = counted.get(round.id);
        const delta = roundDelta(round, before);
        if (delta) deltas.push(delta);
        if (round.stake > 0n) {
          if (!before || before.stake !== round.stake || before.win !== round.win) changed.push(round);
        } else if (before) gone.push(round.id);
      }
      await repository.saveCounted(changed);
      await repository.forgetCounted(gone);
      await repository.addTotals(sumDeltas(deltas), now());
      await repository.setCountedThrough(last.at, last.id, now());
      return read < batchSize ? undefined : last.id;
    });
  }

  return {
    /** Brings every game's totals up to date; returns how many batches it read. */
    async pass(): Promise<number> {
      const repository = createFairnessRepository(db);
      const mark = await repository.watermark();
      let cursor: bigint | undefined = mark
        ? await repository.startAfter(new Date(mark.countedThrough.getTime() - overlapMs), mark.transactionId)
        : 0n;
      let batches = 0;
      while (cursor !== undefined) {
        cursor = await batch(cursor);
        batches += 1;
      }
      return batches;
    },
  };
}

export type FairnessPass = ReturnType<typeof createFairnessPass>;
