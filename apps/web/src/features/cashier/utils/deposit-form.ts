// The amount step of a gateway deposit (Payz, Revolut, Neosurf, Interac, bank transfer): the spec's 20 to
// 2500 inclusive, 100 by default, the method's quick amounts. The limits are the contract's, so the form
// and the server refuse alike.
import {
  depositLimits,
  findPayopMethod,
  isValidDepositAmount,
  type PayopMethod,
} from '@reelvault/contract/constants/cashier';
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
