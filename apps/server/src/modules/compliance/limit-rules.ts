// The rules of responsible-gambling limits that need no storage: reading the amount a player asks for,
// what a change does (tightening applies at once, loosening or removing waits), and how a limit is shown.
import type { PlayerLimit } from '@reelvault/contract/calls/compliance';
import {
  limitIncreaseDelayHours,
  sessionLimitMaxMinutes,
  type LimitKind,
  type LimitPeriod,
} from '@reelvault/contract/constants/limits';
import { AmountError, formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import { validationError } from '../../http/app-error';
import type { LimitRow } from './repository';

/** Minutes for a session limit, minor units of the player's currency for the others. */
export function parseLimitAmount(
  kind: LimitKind,
  period: LimitPeriod,
  text: string,
  currency: string,
): bigint {
  if (kind === 'session') {
    const minutes = Number(text);
    const max = sessionLimitMaxMinutes(period);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > max) {
      throw validationError({ amount: [`A session limit is a whole number of minutes from 1 to ${max}.`] });
    }
    return BigInt(minutes);
  }
  let amount: bigint;
  try {
    amount = parseCurrencyAmount(text, currency);
  } catch (error) {
    if (error instanceof AmountError) {
      throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
    }
    throw error;
  }
  if (amount <= 0n) throw validationError({ amount: ['The limit must be more than zero.'] });
  return amount;
}

/**
 * The limit after the player asked for `wanted` (null: no limit) at `now`: a first limit, a lower one, or
 * removing none applies at once and drops any waiting change; a higher one or a removal waits
 * `limitIncreaseDelayHours`, the current amount staying in force until then.
 */
export function changedLimit(
  current: LimitRow | Pick<LimitRow, 'playerId' | 'kind' | 'period'>,
  wanted: bigint | null,
  now: Date,
): { row: LimitRow; applied: boolean } {
  const amount = 'amount' in current ? current.amount : null;
  const tighter = wanted !== null && (amount === null || wanted <= amount);
  const applied = tighter || (wanted === null && amount === null);
  const row: LimitRow = {
    playerId: current.playerId,
    kind: current.kind,
    period: current.period,
    amount,
    pendingAmount: null,
    pendingRemoval: false,
    pendingEffectiveAt: null,
    updatedAt: now,
  };
  if (applied) {
    row.amount = wanted;
  } else {
    row.pendingAmount = wanted;
    row.pendingRemoval = wanted === null;
    row.pendingEffectiveAt = new Date(now.getTime() + limitIncreaseDelayHours * 3_600_000);
  }
  return { row, applied };
}

/** The row with its waiting change applied when the change's time has come (`now`), else unchanged. */
export function withDueChange(row: LimitRow, now: Date): { row: LimitRow; changed: boolean } {
  if (!row.pendingEffectiveAt || row.pendingEffectiveAt > now) return { row, changed: false };
  return {
    row: {
      ...row,
      amount: row.pendingRemoval ? null : row.pendingAmount,
      pendingAmount: null,
      pendingRemoval: false,
      pendingEffectiveAt: null,
      updatedAt: now,
    },
    changed: true,
  };
}

export const formatLimit = (kind: LimitKind, value: bigint, currency: string) =>
  kind === 'session' ? value.toString() : formatCurrencyAmount(value, currency);

/** A limit as the player's page shows it, with what its window has `used`. */
export function limitReply(
  kind: LimitKind,
  period: LimitPeriod,
  row: LimitRow | undefined,
  used: bigint,
  currency: string,
): PlayerLimit {
  const amount = row?.amount ?? null;
  const remaining = amount === null ? null : amount > used ? amount - used : 0n;
  return {
    kind,
    period,
    amount: amount === null ? null : formatLimit(kind, amount, currency),
    used: formatLimit(kind, used, currency),
    remaining: remaining === null ? null : formatLimit(kind, remaining, currency),
    pending: row?.pendingEffectiveAt
      ? {
          amount:
            row.pendingRemoval || row.pendingAmount === null
              ? null
              : formatLimit(kind, row.pendingAmount, currency),
          effective_at: row.pendingEffectiveAt.toISOString(),
        }
      : null,
  };
}
