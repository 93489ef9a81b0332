// The bank withdrawal form (spec: SEPA iban and amount; wire bank_name, iban, swift and amount; the
// account holder read only). The IBAN, BIC and amount rules are the contract's (ibantools and the spec's
// limits), so the form refuses what the server would, with texts in the player's language.
import { bicProblem, ibanProblem, normalizeBic, normalizeIban } from '@reelvault/contract/bank-account';
import type { PaymentMethod } from '@reelvault/contract/calls/cashier';
import { withdrawalAmountProblem, type BankWithdrawalSlug } from '@reelvault/contract/constants/cashier';
import { z } from 'zod';
import type { CashierMessage } from './field-messages';

const ibanMessages = {
  required: 'ibanRequired',
  country: 'ibanCountry',
  length: 'ibanLength',
  format: 'ibanFormat',
  checksum: 'ibanChecksum',
} as const satisfies Record<NonNullable<ReturnType<typeof ibanProblem>>, CashierMessage>;

const amountMessages = {
  invalid: 'amountInvalid',
  too_many_digits: 'amountDigits',
  below_minimum: 'amountMinimum',
  above_maximum: 'amountMaximum',
} as const satisfies Record<NonNullable<ReturnType<typeof withdrawalAmountProblem>>, CashierMessage>;

export function withdrawalSchema(method: BankWithdrawalSlug) {
  return z
    .object({
      iban: z.string(),
      amount: z.string().transform((value) => value.trim().replace(',', '.')),
      bankName: z.string().trim(),
      swift: z.string(),
    })
    .superRefine((values, context) => {
      const iban = ibanProblem(values.iban);
      if (iban) context.addIssue({ code: 'custom', path: ['iban'], message: ibanMessages[iban] });
      const amount = withdrawalAmountProblem(values.amount, 'bank');
      if (amount) context.addIssue({ code: 'custom', path: ['amount'], message: amountMessages[amount] });
      if (method !== 'wire') return;
      if (!values.bankName)
        context.addIssue({ code: 'custom', path: ['bankName'], message: 'bankNameRequired' });
      const swift = bicProblem(values.swift);
      if (swift) {
        context.addIssue({
          code: 'custom',
          path: ['swift'],
          message: swift === 'required' ? 'swiftRequired' : 'swiftFormat',
        });
      }
    });
}

export type WithdrawalValues = z.input<ReturnType<typeof withdrawalSchema>>;

/** The body of POST /api/account/withdraw/manuel for checked values. */
export function withdrawalBody(method: BankWithdrawalSlug, paymentId: number, values: WithdrawalValues) {
  const amount = values.amount.trim().replace(',', '.');
  if (method === 'wire') {
    return {
      payment_id: paymentId,
      amount,
      iban: normalizeIban(values.iban),
      bank_name: values.bankName.trim(),
      swift: normalizeBic(values.swift),
    };
  }
  return { payment_id: paymentId, amount, iban: normalizeIban(values.iban) };
}

/**
 * The offered methods that take an amount a bank transfer refuses as below its minimum (100): crypto,
 * from the withdrawal minimum (20). Empty when the bank's minimum is not what stands in the way.
 */
export function methodsBelowBankMinimum<M extends Pick<PaymentMethod, 'kind'>>(
  amount: string,
  methods: readonly M[],
): M[] {
  const value = amount.trim().replace(',', '.');
  if (withdrawalAmountProblem(value, 'bank') !== 'below_minimum') return [];
  if (withdrawalAmountProblem(value, 'crypto') !== undefined) return [];
  return methods.filter((method) => method.kind === 'crypto');
}
