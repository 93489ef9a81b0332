// The amount step of a gateway deposit (Payz, Revolut, Neosurf, Interac, bank transfer): within the
// method's limits in the player's currency as the server lists them (decision 0717; the spec's 20 to 2500
// inclusive when none are given), 100 by default, the method's quick amounts.
import { depositLimits, findPayopMethod, type PayopMethod } from '@reelvault/contract/constants/cashier';
import type { WelcomeTier } from '@reelvault/contract/constants/welcome-bonus';
import { AmountError, parseAmount } from '@reelvault/contract/money';
import { z } from 'zod';

/** The amount form with the spec's limits. */
export const depositAmountSchema = depositAmountSchemaFor(depositLimits);

export type DepositAmountValues = z.input<typeof depositAmountSchema>;

/** A method's deposit limits, decimal strings in major units. */
export interface DepositRange {
  readonly min: string;
  readonly max: string;
}

/** The limits the server gave for a method, or the spec's when it gave none. */
export function depositRangeOf(method: {
  readonly min_amount: string | null;
  readonly max_amount: string | null;
}): DepositRange {
  return method.min_amount !== null && method.max_amount !== null
    ? { min: method.min_amount.replace(/\.0+$/, ''), max: method.max_amount.replace(/\.0+$/, '') }
    : { min: depositLimits.min, max: depositLimits.max };
}

/** The amount form of a method with these limits. */
export function depositAmountSchemaFor(range: DepositRange) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'required')
      .transform((value) => value.replace(',', '.'))
      .refine((value) => {
        const amount = hundredths(value);
        return (
          amount !== undefined && amount >= parseAmount(range.min, 2) && amount <= parseAmount(range.max, 2)
        );
      }, 'depositRange'),
  });
}

export const defaultDepositAmount: string = depositLimits.default;

/** The gateway method behind a payment method slug, when it is one. */
export function gatewayMethodOf(slug: string): PayopMethod | undefined {
  return findPayopMethod(slug);
}

const hundredths = (amount: string): bigint | undefined => {
  try {
    return parseAmount(amount.trim().replace(',', '.'), 2);
  } catch (error) {
    if (error instanceof AmountError) return undefined;
    throw error;
  }
};

/**
 * The welcome tier a deposit of `amount` unlocks: the highest whose deposit it reaches; undefined below
 * the first tier or for an amount that is not one. The cashier's chooser shows this tier chosen, so that
 * it always says what the amount in the deposit form earns.
 */
export function welcomeTierOfAmount(tiers: readonly WelcomeTier[], amount: string): number | undefined {
  const value = hundredths(amount);
  if (value === undefined) return undefined;
  let reached: number | undefined;
  tiers.forEach((tier, index) => {
    if (value >= parseAmount(tier.deposit, 2)) reached = index;
  });
  return reached;
}
