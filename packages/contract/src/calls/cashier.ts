// Cashier calls of a logged-in player: payment methods, gateway deposits (the spec's Payop call), bank
// withdrawals with their cancel, the welcome tier choice and the buy-crypto redirect. Amounts go over the
// wire as decimal strings in the player's currency; the spec's client may send them as JSON numbers.
import { z } from 'zod';
import {
  bicMessages,
  bicProblem,
  ibanMessages,
  ibanProblem,
  normalizeBic,
  normalizeIban,
} from '../bank-account';
import {
  bankWithdrawalMethodOf,
  depositStatuses,
  paymentIds,
  paymentMethodKinds,
  payopPyIds,
  withdrawalAmountProblem,
  withdrawalRules,
  withdrawalStatuses,
  type WithdrawalAmountProblem,
} from '../constants/cashier';
import { welcomeTiersMax } from '../constants/welcome-bonus';
import { forfeitBonusField } from './bonuses';
import { fieldMessages, numberAsText, optionalText, timestamp } from '../fields';
import { amountString } from '../money';
import { defineRoute } from '../route';

/** A number or numeric text, as the spec's client sends ids. */
const numericId = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number(fieldMessages(label, `The ${label} must be a number.`)).int(),
  );

/** An amount as text ("100.50") or a JSON number (100.5); always text afterwards. */
const amountInput = z.preprocess(
  numberAsText,
  z
    .string(fieldMessages('amount', 'The amount must be a number.'))
    .trim()
    .min(1, 'The amount field is required.'),
);

export const paymentMethod = z
  .object({
    slug: z.string(),
    name: z.string(),
    /** gateway (Payz, Revolut, ...), bank (SEPA, wire), card (card-to-crypto), crypto. */
    kind: z.enum(paymentMethodKinds),
    /** The withdraw call's payment_id (58 wire, 59 SEPA), or the deposit call's (2922). */
    payment_id: z.number().int().nullable(),
    /** The gateway's py_id for gateway deposits. */
    py_id: z.number().int().nullable(),
    /**
     * The smallest and largest amount in the player's currency (decision 0717); null for methods whose
     * amounts the cashier does not take (card-to-crypto, crypto), and from a server that sends none.
     */
    min_amount: amountString.nullable().default(null),
    max_amount: amountString.nullable().default(null),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentMethods = defineRoute({
  method: 'GET',
  path: '/api/account/payment-methods',
  summary: 'Payment methods the operator offers: type 1 deposit methods, type 2 withdrawal methods',
  tags: ['cashier'],
  auth: 'player',
  query: z.object({
    type: numericId('type').pipe(
      z.union([z.literal(1), z.literal(2)], { error: 'The type must be 1 (deposit) or 2 (withdrawal).' }),
    ),
  }),
  reply: z.object({ paymentMethods: z.array(paymentMethod) }),
});

/** A positive decimal amount; the method's limits in the player's currency are the server's (decision 0717). */
const isPositiveAmount = (amount: string): boolean => /^\d+(\.\d+)?$/.test(amount) && /[1-9]/.test(amount);

export const payopDepositBody = z.object({
  payment_id: numericId('payment id').pipe(
    z.literal(paymentIds.payop, { error: `The payment id must be ${paymentIds.payop}.` }),
  ),
  py_id: numericId('py id').pipe(
    z.union(
      payopPyIds.map((id) => z.literal(id)),
      { error: `The py id must be one of ${payopPyIds.join(', ')}.` },
    ),
  ),
  amount: amountInput.refine(isPositiveAmount, 'The amount must be a number.'),
  // The spec's client sends `description: 1`, a number.
  description: z.preprocess(numberAsText, optionalText('description', 255)),
  /** Which method when a py_id serves two (1110: revolut or bank-transfer); our web app always sends it. */
  method: optionalText('method', 40),
});

export const depositRow = z
  .object({
    id: z.string(),
    method: z.string(),
    amount: amountString,
    currency: z.string(),
    status: z.enum(depositStatuses),
    created_at: timestamp,
    completed_at: timestamp.nullable(),
  })
  .meta({ id: 'Deposit' });
export type DepositRow = z.infer<typeof depositRow>;

export const payopDeposit = defineRoute({
  method: 'POST',
  path: '/api/account/deposit/payop',
  summary:
    "Starts a gateway deposit (Payz, Revolut, Neosurf, Interac, bank transfer): the URL of the gateway's payment page",
  tags: ['cashier'],
  auth: 'player',
  body: payopDepositBody,
  reply: z.object({
    message: z.string(),
    data: z.object({ url: z.url(), deposit: depositRow }),
  }),
});

export const getDeposit = defineRoute({
  method: 'GET',
  path: '/api/account/deposits/:id',
  summary: "One of the player's deposits (the payment pages return with its id)",
  tags: ['cashier'],
  auth: 'player',
  params: z.object({ id: z.uuid('The deposit id is not valid.') }),
  reply: z.object({ data: depositRow }),
});

const amountProblemMessages: Record<
  Extract<WithdrawalAmountProblem, 'invalid' | 'too_many_digits'>,
  string
> = {
  invalid: 'The amount must be a number with at most two decimals.',
  too_many_digits: `The amount may not have more than ${withdrawalRules.maxDigits} digits.`,
};

/** SEPA (payment_id 59): iban, amount. Wire (58): bank_name, iban, swift, amount. */
export const bankWithdrawalBody = z
  .object({
    payment_id: numericId('payment id').pipe(
      z.union([z.literal(paymentIds.sepa), z.literal(paymentIds.wire)], {
        error: `The payment id must be ${paymentIds.sepa} (SEPA) or ${paymentIds.wire} (wire).`,
      }),
    ),
    amount: amountInput,
    iban: z.string(fieldMessages('iban', 'The iban must be text.')).max(64).default(''),
    bank_name: optionalText('bank name', 120),
    swift: optionalText('swift', 20),
    forfeit_bonus: forfeitBonusField,
  })
  .superRefine((body, context) => {
    // Below the minimum or above the maximum is the server's to say, with the limits of the player's
    // currency (decision 0717); the text's form is checked here.
    const amountProblem = withdrawalAmountProblem(body.amount, 'bank');
    if (amountProblem === 'invalid' || amountProblem === 'too_many_digits') {
      context.addIssue({ code: 'custom', path: ['amount'], message: amountProblemMessages[amountProblem] });
    }
    const iban = ibanProblem(body.iban);
    if (iban) context.addIssue({ code: 'custom', path: ['iban'], message: ibanMessages[iban] });
    if (bankWithdrawalMethodOf(body.payment_id)?.slug === 'wire') {
      if (!body.bank_name) {
        context.addIssue({
          code: 'custom',
          path: ['bank_name'],
          message: 'The bank name field is required.',
        });
      }
      const swift = bicProblem(body.swift ?? '');
      if (swift) context.addIssue({ code: 'custom', path: ['swift'], message: bicMessages[swift] });
    }
  })
  .transform((body) => ({
    ...body,
    iban: normalizeIban(body.iban),
    swift: body.swift ? normalizeBic(body.swift) : undefined,
  }));

export const withdrawalRow = z
  .object({
    id: z.string(),
    /** sepa or wire */
    method: z.string(),
    payment_id: z.number().int(),
    amount: amountString,
    currency: z.string(),
    status: z.enum(withdrawalStatuses),
    /** The finance history's status: 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
    finance_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    iban: z.string(),
    bank_name: z.string().nullable(),
    swift: z.string().nullable(),
    /** The profile's name at the time of the request. */
    account_holder: z.string(),
    /** Why the operator rejected it. */
    reason: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Withdrawal' });
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

export const bankWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/account/withdraw/manuel',
  summary: 'Requests a bank withdrawal (SEPA or wire): the amount is held until the operator decides',
  tags: ['cashier'],
  auth: 'player',
  body: bankWithdrawalBody,
  status: 201,
  reply: z.object({ data: z.object({ message: z.string(), withdrawal: withdrawalRow }) }),
});

export const playerWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/account/withdrawals',
  summary: "The player's latest withdrawal requests (pending ones first)",
  tags: ['cashier'],
  auth: 'player',
  query: z.object({ status: z.enum(withdrawalStatuses).optional() }),
  reply: z.object({ data: z.array(withdrawalRow) }),
});

export const cancelWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/account/withdrawals/:id/cancel',
  summary: 'Cancels a pending withdrawal request: the held amount is the player’s to spend again',
  tags: ['cashier'],
  auth: 'player',
  params: z.object({ id: z.uuid('The withdrawal id is not valid.') }),
  reply: z.object({ message: z.string(), data: withdrawalRow }),
});

export const welcomeTierState = z
  .object({
    /** open: not chosen yet; chosen: a tier; skipped: the player said no thanks. */
    state: z.enum(['open', 'chosen', 'skipped']),
    /** 0-based index in the currency's table of the welcome offer. */
    tier: z.number().int().nullable(),
    currency: z.string(),
    chosen_at: timestamp.nullable(),
    /**
     * The welcome offer's tiers in the player's currency as the bonus engine pays them (decision 1105),
     * in the chooser's order; empty when the welcome is not offered in that currency.
     */
    tiers: z.array(
      z.object({ deposit: amountString, play_with: amountString, free_spins: z.number().int() }),
    ),
    /** The welcome offer's wagering (times the bonus) and expiry in days; null when it is not offered. */
    terms: z.object({ wagering: z.number().int(), expiry_days: z.number().int() }).nullable(),
  })
  .meta({ id: 'WelcomeTier' });

export const getWelcomeTier = defineRoute({
  method: 'GET',
  path: '/api/account/welcome-tier',
  summary: "The player's welcome bonus tier choice",
  tags: ['cashier'],
  auth: 'player',
  reply: z.object({ data: welcomeTierState }),
});

export const setWelcomeTier = defineRoute({
  method: 'PUT',
  path: '/api/account/welcome-tier',
  summary: 'Stores the welcome bonus tier the player chose (null: skipped), for the bonus engine',
  tags: ['cashier'],
  auth: 'player',
  body: z.object({
    tier: z
      .number(fieldMessages('tier', 'The tier must be a number.'))
      .int()
      .min(0, 'The tier does not exist.')
      .max(welcomeTiersMax - 1, 'The tier does not exist.')
      .nullable(),
  }),
  reply: z.object({ message: z.string(), data: welcomeTierState }),
});

export const buyCrypto = defineRoute({
  method: 'POST',
  path: '/api/account/buy-crypto',
  summary:
    "The signed address of the card-to-crypto provider's page, paying into the player's deposit address",
  tags: ['cashier'],
  auth: 'player',
  body: z.object({
    coin: z.string(fieldMessages('coin', 'The coin must be text.')).trim().min(2).max(10),
    network: optionalText('network', 20),
  }),
  reply: z.object({ data: z.object({ url: z.url(), address: z.string(), coin: z.string() }) }),
});
