// Limits, quick amounts and fixed identifiers of the cashier (spec 001, sections 7 and 9 "Deposit and
// withdrawal"). Amounts are decimal strings in major units of the player's currency unless a `currency`
// says otherwise; the rules here read them with two decimals (the withdrawal step is 0.01).
import { AmountError, parseAmount } from '../money';

export const depositLimits = { min: '20', max: '2500', default: '100' } as const;
/** The spec's range flag for small deposits: 20 up to (not including) 50. */
export const lowDepositRange = { min: '20', below: '50' } as const;

/** The payment ids of the withdraw and deposit calls. */
export const paymentIds = { wire: 58, sepa: 59, payop: 2922 } as const;
export type PaymentId = (typeof paymentIds)[keyof typeof paymentIds];
/** The fixed `description` of a Payop deposit. */
export const payopDepositDescription = '1';

const walletQuickAmounts = ['25', '50', '100', '500', '2500'] as const;
const bankTransferQuickAmounts = ['25', '50', '100', '250', '500'] as const;

/** The Payop-routed deposit methods: slug, name, the gateway's `py_id` and the amount buttons. */
export const payopMethods = [
  { slug: 'payz', name: 'Payz', pyId: 1200, quickAmounts: walletQuickAmounts },
  { slug: 'revolut', name: 'Revolut', pyId: 1110, quickAmounts: walletQuickAmounts },
  { slug: 'neosurf', name: 'Neosurf', pyId: 1140, quickAmounts: walletQuickAmounts },
  { slug: 'interac', name: 'Interac', pyId: 1130, quickAmounts: walletQuickAmounts },
  { slug: 'bank-transfer', name: 'Bank transfer', pyId: 1110, quickAmounts: bankTransferQuickAmounts },
] as const;

export type PayopMethodSlug = (typeof payopMethods)[number]['slug'];
export type PayopMethod = (typeof payopMethods)[number];

export function findPayopMethod(slug: string): PayopMethod | undefined {
  return payopMethods.find((method) => method.slug === slug);
}

/** The py_id values the deposit call accepts. */
export const payopPyIds = [1200, 1110, 1140, 1130] as const;
export type PayopPyId = (typeof payopPyIds)[number];

/**
 * The method a deposit call means: the `method` slug when it names a Payop method with this py_id,
 * otherwise the first method of the py_id (1110 is Revolut and bank transfer: without a slug, Revolut).
 */
export function payopMethodFor(pyId: number, slug?: string | null): PayopMethod | undefined {
  const named = slug ? findPayopMethod(slug) : undefined;
  if (named && named.pyId === pyId) return named;
  if (slug) return undefined;
  return payopMethods.find((method) => method.pyId === pyId);
}

/** `GET /api/account/payment-methods?type=`: 1 deposit methods, 2 withdrawal methods. */
export const paymentMethodTypes = { deposit: 1, withdrawal: 2 } as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[keyof typeof paymentMethodTypes];

/** How the cashier handles a method: a payment gateway, a bank transfer out, card-to-crypto, crypto. */
export const paymentMethodKinds = ['gateway', 'bank', 'card', 'crypto'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** The bank withdrawal methods of `POST /api/account/withdraw/manuel`. */
export const bankWithdrawalMethods = [
  { slug: 'sepa', name: 'SEPA transfer', paymentId: paymentIds.sepa },
  { slug: 'wire', name: 'Wire transfer', paymentId: paymentIds.wire },
] as const;
export type BankWithdrawalMethod = (typeof bankWithdrawalMethods)[number];
export type BankWithdrawalSlug = BankWithdrawalMethod['slug'];

export function bankWithdrawalMethodOf(paymentId: number): BankWithdrawalMethod | undefined {
  return bankWithdrawalMethods.find((method) => method.paymentId === paymentId);
}

/** A gateway deposit's life: created, pending at the gateway, then completed, failed or expired. */
export const depositStatuses = ['created', 'pending', 'completed', 'failed', 'expired'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * A withdrawal's life: pending (money held), processing (approved, the hold posted, payout under way),
 * completed (payout confirmed), rejected by the operator or cancelled by the player (hold voided).
 */
export const withdrawalStatuses = ['pending', 'processing', 'completed', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The hints shown beside the card and buy-crypto options (the provider's limits, in euros). */
export const cardPurchaseHint = { min: '20', max: '5000', currency: 'EUR' } as const;
export const buyCryptoHint = { min: '20', max: '1000', currency: 'EUR', instant: true, fee: '0' } as const;

export const withdrawalRules = {
  min: '20',
  bankTransferMin: '100',
  maxPerRequest: '2500',
  /** Digits before the decimal point. */
  maxDigits: 6,
  step: '0.01',
} as const;

export type WithdrawalRoute = 'bank' | 'crypto';
export type WithdrawalAmountProblem = 'invalid' | 'too_many_digits' | 'below_minimum' | 'above_maximum';

/** Paid instant verification: the price is credited as a deposit and approval is immediate. */
export const paidInstantVerification = { price: '199', currency: 'EUR', creditedAsDeposit: true } as const;

/** "Rate us and Win": the credit for a review on each of the three platforms, first platform first. */
export const reviewRewards = ['10.00', '5.00', '5.00'] as const;

/** Hundredths of the amount, or undefined when it is not a decimal with at most two places. */
function hundredths(amount: string): bigint | undefined {
  try {
    return parseAmount(amount, 2);
  } catch (error) {
    if (error instanceof AmountError) return undefined;
    throw error;
  }
}

const within = (amount: string, min: string, max: string): boolean => {
  const value = hundredths(amount);
  return value !== undefined && value >= parseAmount(min, 2) && value <= parseAmount(max, 2);
};

/** A Payz, Revolut, Neosurf or Interac deposit: 20 to 2500 inclusive, in steps of 0.01. */
export function isValidDepositAmount(amount: string): boolean {
  return within(amount, depositLimits.min, depositLimits.max);
}

export function isLowDepositAmount(amount: string): boolean {
  const value = hundredths(amount);
  return (
    value !== undefined &&
    value >= parseAmount(lowDepositRange.min, 2) &&
    value < parseAmount(lowDepositRange.below, 2)
  );
}

/** What is wrong with a withdrawal amount, or undefined when the request may go ahead. */
export function withdrawalAmountProblem(
  amount: string,
  route: WithdrawalRoute,
): WithdrawalAmountProblem | undefined {
  const value = hundredths(amount);
  if (value === undefined || value === 0n) return 'invalid';
  if ((amount.trim().split('.')[0] ?? '').length > withdrawalRules.maxDigits) return 'too_many_digits';
  const min = route === 'bank' ? withdrawalRules.bankTransferMin : withdrawalRules.min;
  if (value < parseAmount(min, 2)) return 'below_minimum';
  if (value > parseAmount(withdrawalRules.maxPerRequest, 2)) return 'above_maximum';
  return undefined;
}
