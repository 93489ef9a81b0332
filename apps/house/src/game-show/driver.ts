// The game show's round driver: one pass moves the shared round on. Run by one node at a time (the host's
// single-instance worker, decision 0606); everything it needs is in the database, so the node that takes
// over after a crash goes on where the last one stopped. A round is fixed when it is opened (seed, crash
// point, end of the window, crash time), bets and cash-outs are judged by the clock against those times, so
// a late pass only delays the settling, never changes an outcome. A pass:
// - settles a round whose crash time has passed: every bet's win (zero for a loss) or refund, then the round;
// - opens the next round `pauseMs` after the last one settled, on the next seed of the chain (a new chain,
//   its terminal hash published, when the last one is used up).
import { randomUUID } from 'node:crypto';
import {
  chainHash,
  chainSeed,
  crashFlightMs,
  crashPointCents,
  generateChainSecret,
  terminalHash,
} from '@reelvault/fair/crash';
import type { HouseDb } from '../db';
import * as repository from './repository';
import type { ShowRoundRow } from './repository';
import type { ShowMoney } from './money';

export interface GameShowSettings {
  /** How long each round takes bets. */
  readonly bettingMs: number;
  /** The wait between a round settled and the next one opening. */
  readonly pauseMs: number;
  /** Rounds of a new hash chain. */
  readonly chainLength: number;
  /** The public salt of new chains (an HMAC key). */
  readonly salt: string;
  /** How often the host runs a driver pass; 0 leaves it to whoever calls `drive()` (tests). */
  readonly driveMs: number;
  /** How often each node reads the round while a page follows it. */
  readonly feedMs: number;
}

export const defaultGameShowSettings: GameShowSettings = {
  bettingMs: 5_000,
  pauseMs: 3_000,
  chainLength: 10_000,
  salt: 'reelvault-game-show',
  driveMs: 250,
  feedMs: 250,
};

export function createShowDriver(db: HouseDb, money: ShowMoney, now: () => Date, settings: GameShowSettings) {
  /** Settles every bet of a crashed round; the round too once none is left unfinished. */
  async function settle(round: ShowRoundRow): Promise<void> {
    for (const bet of await repository.unfinishedBets(db, round.id)) await money.finish(bet, round);
    if ((await repository.unfinishedBets(db, round.id)).length === 0) {
      await repository.settleRound(db, round.id, now());
    }
  }

  async function openRound(): Promise<void> {
    const at = now();
    let chain = await repository.latestChain(db);
    let number = chain ? (await repository.lastNumberOf(db, chain.id)) + 1 : 1;
    if (!chain || number > chain.length) {
      const secret = generateChainSecret();
      chain = await repository.insertChain(db, {
        secret,
        terminalHash: terminalHash(secret, settings.chainLength),
        length: settings.chainLength,
        salt: settings.salt,
        createdAt: at,
      });
      number = 1;
    }
    const seed = chainSeed(chain.secret, chain.length, number);
    const crashCents = crashPointCents(seed, chain.salt);
    const bettingEndsAt = new Date(at.getTime() + settings.bettingMs);
    await repository.insertRound(db, {
      id: randomUUID(),
      chainId: chain.id,
      number,
      hash: chainHash(seed),
      seed,
      crashCents,
      state: 'running',
      bettingEndsAt,
      crashesAt: new Date(bettingEndsAt.getTime() + crashFlightMs(crashCents)),
      createdAt: at,
      settledAt: null,
    });
  }

  return {
    /** One pass: settles the round that crashed, or opens the next one when it is time. */
    async drive(): Promise<void> {
      const round = await repository.latestRound(db);
      if (round?.state === 'running') {
        if (now() >= round.crashesAt) await settle(round);
        return;
      }
      if (!round?.settledAt || now().getTime() >= round.settledAt.getTime() + settings.pauseMs) {
        await openRound();
      }
    },
  };
}
