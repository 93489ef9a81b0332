// The sweeper: finishes rounds that a request left unfinished (a closed tab, a crash, a lost answer). Each
// pass claims a batch of stale rounds with a lease (FOR UPDATE SKIP LOCKED), so that several server nodes
// may sweep at once without working on the same round; every step it takes is keyed by a transaction id
// chosen before the first try, so even a round finished twice is paid once.
import type { FastifyBaseLogger } from 'fastify';
import type { HouseDb } from './db';
import * as repository from './repository';
import type { Rounds } from './rounds';
import type { RoundSettings } from './rounds/settings';

export interface SweeperOptions {
  readonly db: HouseDb;
  readonly rounds: Rounds;
  readonly now: () => Date;
  readonly settings: RoundSettings;
  /** How long a claimed round stays this node's. */
  readonly leaseMs?: number;
  readonly batch?: number;
}

export function createSweeper({ db, rounds, now, settings, leaseMs = 60_000, batch = 25 }: SweeperOptions) {
  let running: Promise<number> | undefined;

  async function pass(log: FastifyBaseLogger): Promise<number> {
    const at = now().getTime();
    const claimed = await repository.claimStaleRounds(
      db,
      {
        now: new Date(at),
        settle: new Date(at - settings.settleAfterMs),
        abandon: new Date(at - settings.abandonAfterMs),
      },
      new Date(at + leaseMs),
      batch,
    );
    for (const roundId of claimed) {
      try {
        await rounds.finish(roundId, { standIdle: true });
      } catch (error) {
        log.error({ err: error, round: roundId }, 'house: the sweeper could not finish a round');
      } finally {
        await repository.updateRound(db, roundId, { claimedUntil: null });
      }
    }
    return claimed.length;
  }

  /** One pass; a pass already running on this node is joined rather than doubled. Rounds claimed. */
  function sweep(log: FastifyBaseLogger): Promise<number> {
    running ??= pass(log).finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    sweep,

    /** Sweeps every `intervalMs` until the returned function is called. */
    start(log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        sweep(log).catch((error: unknown) => log.error({ err: error }, 'house: a sweep failed'));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running?.catch(() => undefined);
      };
    },
  };
}

export type Sweeper = ReturnType<typeof createSweeper>;
