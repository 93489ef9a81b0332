// The amount step of a gateway deposit (Payz, Revolut, Neosurf, Interac, bank transfer): the spec's 20 to
// 2500 inclusive, 100 by default, the method's quick amounts. The limits are the contract's, so the form
// and the server refuse alike.
import {
  depositLimits,
  findPayopMethod,
  isValidDepositAmount,
  type PayopMethod,
} from '@reelvault/contract/constants/cashier';
import type { WelcomeTier } from '@reelvault/contract/constants/welcome-bonus';
import { AmountError, parseAmount } from '@reelvault/contract/money';
import { z } from 'zod';

export const depositAmountSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'required')
    .transform((value) => value.replace(',', '.'))
    .refine(isValidDepositAmount, 'depositRange'),
});

export type DepositAmountValues = z.input<typeof depositAmountSchema>;

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
