// The texts of the histories' numeric states (spec: bet 1 bet, 2 win, 3 refund; finance 0 Pending,
// 1 Completed, 2 Rejected, 3 Processing) and of the finance types, as i18n keys.
import {
  betStatus,
  financeStatus,
  type BetStatus,
  type FinanceStatus,
  type FinanceType,
} from '@reelvault/contract/constants/statuses';

export const betStatusText = {
  [betStatus.bet]: 'wallet.bets.statuses.bet',
  [betStatus.win]: 'wallet.bets.statuses.win',
  [betStatus.refund]: 'wallet.bets.statuses.refund',
} as const satisfies Record<BetStatus, string>;

export const financeStatusText = {
  [financeStatus.pending]: 'wallet.finance.statuses.pending',
  [financeStatus.completed]: 'wallet.finance.statuses.completed',
  [financeStatus.rejected]: 'wallet.finance.statuses.rejected',
  [financeStatus.processing]: 'wallet.finance.statuses.processing',
} as const satisfies Record<FinanceStatus, string>;

/** The filter's order: what a player looks for first. */
export const financeStatusOrder = [
  financeStatus.pending,
  financeStatus.processing,
  financeStatus.completed,
  financeStatus.rejected,
] as const satisfies readonly FinanceStatus[];

export const financeTypeText = {
  deposit: 'wallet.finance.types.deposit',
  withdraw: 'wallet.finance.types.withdraw',
} as const satisfies Record<FinanceType, string>;

/** Colours of a state: settled money green, waiting money gold, refused or returned muted. */
export const financeStatusTone = {
  [financeStatus.pending]: 'text-gold-300',
  [financeStatus.completed]: 'text-emerald-300',
  [financeStatus.rejected]: 'text-rose-300',
  [financeStatus.processing]: 'text-gold-300',
} as const satisfies Record<FinanceStatus, string>;

export const betStatusTone = {
  [betStatus.bet]: 'text-muted',
  [betStatus.win]: 'text-emerald-300',
  [betStatus.refund]: 'text-royal-400',
} as const satisfies Record<BetStatus, string>;
