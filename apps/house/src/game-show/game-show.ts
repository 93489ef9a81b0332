// The game show as the studio offers it (decision 0606): the player's calls (the round now, a bet, a
// cash-out, a crashed round for verification), the live feed, and the round driver the host runs on one
// node at a time.
import type { ShowBetReply, ShowRoundView, ShowStateReply } from '@reelvault/contract/calls/game-show';
import { maxCrashCents, minCashOutCents } from '@reelvault/fair/crash';
import type { FastifyBaseLogger } from 'fastify';
import type { HouseDb } from '../db';
import { StudioError } from '../errors';
import type { LaunchRow } from '../repository';
import type { RoundSettings } from '../rounds/settings';
import type { WalletClient } from '../wallet-client';
import { createShowDriver, type GameShowSettings } from './driver';
import { createShowFeed } from './feed';
import { createShowMoney } from './money';
import * as repository from './repository';
import { multiplierCents, multiplierText, myBetView, roundView, showRulesOf } from './views';

/** Crash points of the last rounds a page shows when it opens. */
const recentRoundsShown = 12;

export interface GameShowDependencies {
  readonly db: HouseDb;
  readonly wallet: WalletClient;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly settings: RoundSettings;
  readonly show: GameShowSettings;
}

function showLaunch(launch: LaunchRow): LaunchRow {
  if (launch.purpose !== 'game-show') throw new StudioError('NOT_FOUND');
  return launch;
}

export function createGameShow(dependencies: GameShowDependencies) {
  const { db, now, show } = dependencies;
  const money = createShowMoney(dependencies);
  const driver = createShowDriver(db, money, now, show);
  const feed = createShowFeed(db, now, show, dependencies.log);

  async function chainOf(chainId: bigint) {
    const chain = await repository.chainById(db, chainId);
    if (!chain) throw new Error(`chain ${chainId} is missing`);
    return chain;
  }

  return {
    async state(launch: LaunchRow): Promise<ShowStateReply> {
      showLaunch(launch);
      const round = await repository.latestRound(db);
      const chain = round ? await chainOf(round.chainId) : undefined;
      const bets = round ? await repository.betsOfRound(db, round.id) : [];
      const mine = bets.find((bet) => bet.walletUser === launch.walletUser);
      return {
        currency: launch.currency,
        game: launch.game
          ? { code: launch.gameCode, title: launch.game.title, palette: launch.game.palette }
          : null,
        rules: showRulesOf(launch.currency, show),
        round: round && chain ? roundView(round, chain, bets, now()) : null,
        my_bet: mine && chain ? myBetView(mine, chain.id) : null,
        recent: (await repository.settledRounds(db, recentRoundsShown)).map((settled) => ({
          id: settled.id,
          number: settled.number,
          crash_point: multiplierText(settled.crashCents),
        })),
      };
    },

    /** A bet on the round taking bets; refused (`BETTING_CLOSED`) once its window has closed. */
    async bet(launch: LaunchRow, stake: bigint, autoCashOut: string | undefined): Promise<ShowBetReply> {
      showLaunch(launch);
      const target = autoCashOut === undefined ? null : multiplierCents(autoCashOut);
      if (target !== null && (target < minCashOutCents || target > maxCrashCents)) {
        throw new StudioError('BET_REFUSED', 'An auto cash-out is between 1.01x and 1000.00x.');
      }
      const { bet, balance } = await money.place(launch, stake, target);
      const round = await repository.roundById(db, bet.roundId);
      const chainId = round ? round.chainId : 0n;
      return { bet: myBetView(bet, chainId), balance: balance === null ? null : balance.toString() };
    },

    /** Cashes the player's bet out now; refused (`ROUND_OVER`) once the round has crashed. */
    async cashOut(launch: LaunchRow, betId: string): Promise<ShowBetReply> {
      showLaunch(launch);
      const bet = await money.cashOut(launch, betId);
      const round = await repository.roundById(db, bet.roundId);
      return {
        bet: myBetView(bet, round ? round.chainId : 0n),
        balance: bet.balance === null ? null : bet.balance.toString(),
      };
    },

    /** A round once it has crashed (its seed shown), for anyone to verify; earlier, not found. */
    async round(roundId: string): Promise<ShowRoundView> {
      const round = await repository.roundById(db, roundId);
      const at = now();
      if (!round || at < round.crashesAt) throw new StudioError('NOT_FOUND');
      return roundView(round, await chainOf(round.chainId), await repository.betsOfRound(db, round.id), at);
    },

    /** One pass of the round driver (the host runs it on one node at a time). */
    drive: () => driver.drive(),

    subscribe: feed.subscribe,

    stopFeed: () => feed.stop(),
  };
}

export type GameShow = ReturnType<typeof createGameShow>;
