// What pages see of the game show: the round (its seed and crash point only from the crash time on), the
// bets with the players' names masked, the player's own bet, and the rules with the exact return.
import { createHash } from 'node:crypto';
import type { MyShowBet, ShowBetView, ShowRoundView, showRules } from '@reelvault/contract/calls/game-show';
import {
  crashReturnToPlayer,
  flightGrowthPerMs,
  instantCrashProbability,
  maxCrashCents,
  multiplierCents,
  multiplierText,
} from '@reelvault/fair/crash';
import { Rational } from '@reelvault/fair/rational';
import type { z } from 'zod';
import { gameShowLimits } from '../stakes';
import type { GameShowSettings } from './driver';
import type { ShowBetRow, ShowChainRow, ShowRoundRow } from './repository';

// The multiplier's text both ways, as the fairness page reads it too.
export { multiplierCents, multiplierText };

/**
 * The name others see: a pseudonym of the player within the chain (the studio knows players only by their
 * wallet id, which must not be shown), masked as the live bets board masks names.
 */
export function maskedPlayer(chainId: bigint, walletUser: string): string {
  const pseudonym = createHash('sha256').update(`${chainId}:${walletUser}`).digest('hex').slice(0, 8);
  return `${pseudonym.slice(0, 2)}***${pseudonym.slice(-1)}`;
}

const publicStates: Readonly<Record<ShowBetRow['state'], ShowBetView['state']>> = {
  placing: 'standing',
  standing: 'standing',
  cashing: 'cashed_out',
  paid: 'cashed_out',
  losing: 'lost',
  lost: 'lost',
  rolling_back: 'refunded',
  rolled_back: 'refunded',
  failed: 'refunded',
};

export function betView(bet: ShowBetRow, chainId: bigint): ShowBetView {
  const state = publicStates[bet.state];
  return {
    id: bet.id,
    round_id: bet.roundId,
    player: maskedPlayer(chainId, bet.walletUser),
    currency: bet.currency,
    stake: bet.stake.toString(),
    state,
    cash_out: state === 'cashed_out' && bet.cashOutCents !== null ? multiplierText(bet.cashOutCents) : null,
    payout: state === 'cashed_out' || state === 'lost' ? (bet.payout ?? 0n).toString() : null,
  };
}

export function myBetView(bet: ShowBetRow, chainId: bigint): MyShowBet {
  return {
    ...betView(bet, chainId),
    auto_cash_out: bet.autoCashOutCents === null ? null : multiplierText(bet.autoCashOutCents),
  };
}

/** Bets others see: those that stand or ended (not one still being placed or refunded). */
export function shownBets(bets: readonly ShowBetRow[]): ShowBetRow[] {
  return bets.filter((bet) => bet.state !== 'placing' && publicStates[bet.state] !== 'refunded');
}

export function phaseOf(round: ShowRoundRow, at: Date): ShowRoundView['phase'] {
  if (at < round.bettingEndsAt) return 'betting';
  return at < round.crashesAt ? 'flying' : 'crashed';
}

export function roundView(
  round: ShowRoundRow,
  chain: ShowChainRow,
  bets: readonly ShowBetRow[],
  at: Date,
): ShowRoundView {
  const crashed = phaseOf(round, at) === 'crashed';
  return {
    id: round.id,
    number: round.number,
    chain: {
      id: chain.id.toString(),
      terminal_hash: chain.terminalHash,
      salt: chain.salt,
      length: chain.length,
    },
    hash: round.hash,
    phase: phaseOf(round, at),
    betting_ends_at: round.bettingEndsAt.toISOString(),
    server_time: at.toISOString(),
    crash_point: crashed ? multiplierText(round.crashCents) : null,
    seed: crashed ? round.seed : null,
    bets: shownBets(bets).map((bet) => betView(bet, chain.id)),
  };
}

const percent = (value: Rational) => value.mul(Rational.of(100)).toDecimal(2);

export function showRulesOf(currency: string, settings: GameShowSettings): z.infer<typeof showRules> {
  const { minBet, maxBet } = gameShowLimits(currency);
  return {
    min_bet: minBet.toString(),
    max_bet: maxBet.toString(),
    rtp: percent(crashReturnToPlayer),
    instant_crash: percent(instantCrashProbability()),
    max_multiplier: multiplierText(maxCrashCents),
    growth_per_ms: flightGrowthPerMs,
    betting_ms: settings.bettingMs,
  };
}
