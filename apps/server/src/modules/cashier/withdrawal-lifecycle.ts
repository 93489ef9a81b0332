// The one lifecycle of a withdrawal, whatever its method (decision 0308): which step may follow which,
// who may take it, and the finance history's status each state shows. Pure rules; the withdrawals
// service applies them under the withdrawal's row lock, with the ledger moves that go with each step.
//
//   requested --approve (operator)--> approved --start payout (payout follower)--> paying
//       |                                 |                                         |
//       |-- reject (operator) --> rejected  '---- confirm paid (operator, follower) -'--> paid
//       '-- cancel (player) ---> cancelled
import { AppError } from '../../http/app-error';
import { withdrawalStateValues } from './schema';

export type WithdrawalState = (typeof withdrawalStateValues)[number];
export { withdrawalStateValues as withdrawalStates };

/** Who takes a step: the player who asked, an operator of the back office, or the payout follower. */
export type WithdrawalActor =
  | { readonly kind: 'player'; readonly id: number }
  | { readonly kind: 'operator'; readonly id: number }
  | { readonly kind: 'payout' };

export type WithdrawalStep = 'cancel' | 'approve' | 'reject' | 'startPayout' | 'confirmPaid';

interface StepRule {
  readonly from: readonly WithdrawalState[];
  readonly to: WithdrawalState;
  readonly by: readonly WithdrawalActor['kind'][];
}

export const withdrawalSteps: Readonly<Record<WithdrawalStep, StepRule>> = {
  /** The player takes back a request no one has decided on: the hold is voided. */
  cancel: { from: ['requested'], to: 'cancelled', by: ['player'] },
  /** An operator approves: the hold is posted, the payout is due. */
  approve: { from: ['requested'], to: 'approved', by: ['operator'] },
  /** An operator rejects with a reason: the hold is voided. */
  reject: { from: ['requested'], to: 'rejected', by: ['operator'] },
  /** The payout is sent (a transaction broadcast) and not yet confirmed. */
  startPayout: { from: ['approved'], to: 'paying', by: ['payout'] },
  /** The payout arrived: confirmed by an operator (a bank's reference) or by the follower (mined). */
  confirmPaid: { from: ['approved', 'paying'], to: 'paid', by: ['operator', 'payout'] },
};

/** The state after `step`, or the refusal: the wrong actor (403) or a step the state does not allow. */
export function nextState(
  state: WithdrawalState,
  step: WithdrawalStep,
  actor: WithdrawalActor,
): WithdrawalState {
  const rule = withdrawalSteps[step];
  if (!rule.by.includes(actor.kind)) {
    // An operator's step asked by anyone else is forbidden; any other step by the wrong actor is out of turn.
    throw new AppError(rule.by.includes('operator') ? 'ADMIN_FORBIDDEN' : 'CASHIER_WITHDRAWAL_STATE');
  }
  if (!rule.from.includes(state)) throw new AppError('CASHIER_WITHDRAWAL_STATE');
  return rule.to;
}

/** States a withdrawal never leaves. */
export const finalStates: readonly WithdrawalState[] = ['paid', 'rejected', 'cancelled'];

/** The finance history's status (spec): 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
export const financeStatusOf: Readonly<Record<WithdrawalState, 0 | 1 | 2 | 3>> = {
  requested: 0,
  approved: 3,
  paying: 3,
  paid: 1,
  rejected: 2,
  cancelled: 2,
};

/** A method's own names of the states, as its calls show them (and as they were before 0308). */
export type StatusNames<Status extends string> = Readonly<Record<WithdrawalState, Status>>;

/** The states a method's status name stands for (several states may share a name). */
export function statesNamed<Status extends string>(
  names: StatusNames<Status>,
  status: Status,
): WithdrawalState[] {
  return withdrawalStateValues.filter((state) => names[state] === status);
}
