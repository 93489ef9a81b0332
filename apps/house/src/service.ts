// The studio's rules, as its HTTP routes and the platform's launch call use them: launches and sessions,
// the games of each engine, round records, seeds, and the resumption of what a player left unfinished.
import type {
  baccaratBets,
  BlackjackActionInput,
  FreeSpinsOffer,
  RoundRecordReply,
  SeedsReply,
  SessionReply,
  StateReply,
  StudioEngine,
} from '@reelvault/contract/calls/studio';
import type { BlackjackAction } from '@reelvault/fair/blackjack';
import type { RouletteBet } from '@reelvault/fair/roulette';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { HouseDb } from './db';
import { StudioError } from './errors';
import type { RoundDraft } from './games';
import { createFreeRounds, type FreeRounds, type FreeRoundsAwardRequest } from './free-rounds';
import type { GameShowSettings } from './game-show/driver';
import { createGameShow } from './game-show/game-show';
import { createLaunches, type LaunchRequest } from './launches';
import * as repository from './repository';
import type { LaunchRow, RoundRow } from './repository';
import { createRounds, type Rounds } from './rounds';
import { baccaratDraft } from './rounds/baccarat';
import { blackjackDraft } from './rounds/blackjack';
import { walletSessionOf } from './rounds/context';
import { gameRules } from './rounds/engines';
import { rouletteDraft } from './rounds/roulette';
import type { RoundSettings } from './rounds/settings';
import { freeSlotDraft, slotDraft } from './rounds/slot';
import { createSeeds } from './seeds';
import { createSweeper } from './sweeper';
import type { WalletClient } from './wallet-client';

export interface StudioServiceOptions {
  readonly db: HouseDb;
  readonly wallet: WalletClient;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly settings: RoundSettings;
  /** How long a studio session lives without a call. */
  readonly accessTtlMs: number;
  /** Rounds a player left unfinished are finished at the next launch once they are this old. */
  readonly resumeGraceMs: number;
  readonly gameShow: GameShowSettings;
}

export interface RoundReplyData {
  readonly round: RoundRecordReply;
  readonly balance: string | null;
  /** After a slot spin: the free spins still offered. */
  readonly free_spins?: FreeSpinsOffer | null;
}

const recentRoundsShown = 20;

/** Round records as the pages read them: one round with the balance after it, or a list. */
function createRoundReplies(db: HouseDb, rounds: Rounds) {
  return {
    async records(rows: readonly RoundRow[]): Promise<RoundRecordReply[]> {
      const calls = await repository.walletCallsOfRounds(
        db,
        rows.map((row) => row.id),
      );
      return Promise.all(
        rows.map((row) =>
          rounds.record(
            row,
            calls.filter((call) => call.roundId === row.id),
          ),
        ),
      );
    },

    async roundReply(roundId: string): Promise<RoundReplyData> {
      const round = await repository.roundById(db, roundId);
      if (!round) throw new StudioError('NOT_FOUND');
      const balance = await rounds.lastBalance(roundId);
      return { round: await rounds.record(round), balance: balance === null ? null : balance.toString() };
    },
  };
}

/** What a page shows when it opens: the game, its rules, the balance, a hand left open, free spins. */
function createPageState(options: StudioServiceOptions, rounds: Rounds, freeRounds: FreeRounds) {
  const { db, wallet, now, log } = options;

  /** Finishes the player's rounds that an earlier visit left behind (a hand stays open to be played on). */
  async function resume(launch: LaunchRow): Promise<RoundRow | undefined> {
    const before = now().getTime() - options.resumeGraceMs;
    for (const round of await repository.unfinishedRounds(db, { walletUser: launch.walletUser })) {
      if (round.updatedAt.getTime() >= before) continue;
      try {
        await rounds.finish(round.id, { standIdle: false });
      } catch (error) {
        log.error({ err: error, round: round.id }, 'house: a left-over round could not be finished');
      }
    }
    if (launch.purpose !== 'blackjack') return undefined;
    const open = await repository.unfinishedRounds(db, {
      walletUser: launch.walletUser,
      engine: 'blackjack',
      gameCode: launch.gameCode,
    });
    return open.find((round) => round.state === 'open');
  }

  async function balanceOf(launch: LaunchRow): Promise<string | null> {
    const answer = await wallet.balance(walletSessionOf(launch));
    if (answer.kind === 'unknown') return null;
    if (answer.status === 'RS_ERROR_TOKEN_EXPIRED' || answer.status === 'RS_ERROR_INVALID_TOKEN') {
      throw new StudioError('SESSION_INVALID');
    }
    return answer.status === 'RS_OK' && answer.balance !== null ? answer.balance.toString() : null;
  }

  return async function state(launch: LaunchRow): Promise<StateReply> {
    const open = await resume(launch);
    const game =
      launch.purpose === 'fairness' || launch.purpose === 'game-show' || !launch.game
        ? null
        : {
            code: launch.gameCode,
            title: launch.game.title,
            palette: launch.game.palette,
            rules: gameRules(launch.purpose, launch.game, launch.gameCode, launch.currency),
          };
    return {
      purpose: launch.purpose,
      currency: launch.currency,
      balance: await balanceOf(launch),
      game,
      open_round: open ? await rounds.record(open) : null,
      free_spins: launch.purpose === 'slot' ? await freeRounds.offer(launch) : null,
    };
  };
}

function engineOf(launch: LaunchRow, engine: StudioEngine): NonNullable<LaunchRow['game']> {
  if (launch.purpose !== engine || !launch.game) throw new StudioError('NOT_FOUND');
  return launch.game;
}

/** A round at each game, on the page's launch; the reply is the round and the balance after it. */
function createTablePlay(
  rounds: Rounds,
  roundReply: (roundId: string) => Promise<RoundReplyData>,
  freeRounds: FreeRounds,
) {
  async function play(launch: LaunchRow, draft: RoundDraft): Promise<RoundReplyData> {
    return roundReply(await rounds.start(launch, draft));
  }

  return {
    /** A spin at `stake`, or (`free`) one of the free spins awarded at this game, at the award's stake. */
    async spinSlot(launch: LaunchRow, stake: bigint, free = false): Promise<RoundReplyData> {
      const game = engineOf(launch, 'slot');
      const draft = free
        ? freeSlotDraft(game, launch.currency, await freeRounds.playable(launch))
        : slotDraft(game, launch.currency, stake);
      const reply = await play(launch, draft);
      return { ...reply, free_spins: await freeRounds.offer(launch) };
    },

    spinRoulette(launch: LaunchRow, bets: readonly RouletteBet[]): Promise<RoundReplyData> {
      engineOf(launch, 'roulette');
      return play(launch, rouletteDraft(launch.currency, bets));
    },

    dealBaccarat(launch: LaunchRow, bets: z.output<typeof baccaratBets>): Promise<RoundReplyData> {
      engineOf(launch, 'baccarat');
      return play(launch, baccaratDraft(launch.currency, bets));
    },

    dealBlackjack(launch: LaunchRow, bet: bigint): Promise<RoundReplyData> {
      engineOf(launch, 'blackjack');
      return play(launch, blackjackDraft(launch.currency, bet));
    },

    async actBlackjack(
      launch: LaunchRow,
      roundId: string,
      action: BlackjackActionInput,
    ): Promise<RoundReplyData> {
      engineOf(launch, 'blackjack');
      const decision: BlackjackAction = action;
      await rounds.act(launch, roundId, decision);
      return roundReply(roundId);
    },
  };
}

export function createStudioService(options: StudioServiceOptions) {
  const { db, wallet, now, log } = options;
  const launches = createLaunches(db, now, options.accessTtlMs);
  const seeds = createSeeds(db, now);
  const rounds = createRounds({ db, wallet, now, log, settings: options.settings });
  const sweeper = createSweeper({ db, rounds, now, settings: options.settings });
  const { records, roundReply } = createRoundReplies(db, rounds);
  const freeRounds = createFreeRounds(db, now);
  const state = createPageState(options, rounds, freeRounds);

  return {
    /** The platform hands over a game session it opened; the answer is the game page's URL. */
    launch: (request: LaunchRequest) => launches.register(request),

    authenticate: launches.authenticate,

    async exchange(token: string): Promise<SessionReply> {
      const { accessToken, expiresAt, launch } = await launches.exchange(token);
      return { ...(await state(launch)), access_token: accessToken, expires_at: expiresAt.toISOString() };
    },

    state,

    ...createTablePlay(rounds, roundReply, freeRounds),

    /** The platform's free-rounds call (decision 1113): an award of free spins at one of its games. */
    awardFreeRounds: (request: FreeRoundsAwardRequest): Promise<void> => freeRounds.award(request),

    /** The platform takes back what is left of an award (its bonus ended). */
    cancelFreeRounds: (rewardUuid: string): Promise<void> => freeRounds.cancel(rewardUuid),

    /** The player's latest rounds of this game (all games from the fairness page). */
    async recentRounds(launch: LaunchRow, limit: number): Promise<RoundRecordReply[]> {
      const filter =
        launch.purpose === 'fairness'
          ? { walletUser: launch.walletUser }
          : { walletUser: launch.walletUser, gameCode: launch.gameCode };
      return records(await repository.recentRounds(db, filter, Math.min(limit, recentRoundsShown)));
    },

    async round(launch: LaunchRow, roundId: string): Promise<RoundRecordReply> {
      const round = await repository.roundById(db, roundId);
      if (!round || round.walletUser !== launch.walletUser) throw new StudioError('NOT_FOUND');
      return rounds.record(round);
    },

    /**
     * A round as the operator's back office asks for it (a studio's round-detail call): the record the
     * fairness page shows, or undefined when the round is not this player's.
     */
    async operatorRound(walletUser: string, roundId: string): Promise<RoundRecordReply | undefined> {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(roundId)) return undefined;
      const round = await repository.roundById(db, roundId);
      return round && round.walletUser === walletUser ? rounds.record(round) : undefined;
    },

    seeds: (launch: LaunchRow): Promise<SeedsReply> => seeds.view(launch.walletUser),

    rotateSeeds: (launch: LaunchRow, clientSeed: string | undefined): Promise<SeedsReply> =>
      seeds.rotate(launch.walletUser, clientSeed),

    /** The latest operator alerts, newest first. */
    alerts: (limit: number) => repository.recentAlerts(db, limit),

    /** The shared-round game show: its calls, its feed and its round driver (decision 0606). */
    gameShow: createGameShow({ db, wallet, now, log, settings: options.settings, show: options.gameShow }),

    /** One sweeper pass (tests and operators); the number of rounds it took on. */
    sweep: () => sweeper.sweep(log),

    startSweeper: (intervalMs: number) => sweeper.start(log, intervalMs),
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
