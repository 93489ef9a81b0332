// Payment methods in the back office (decision 0717): per registration currency, each deposit and
// withdrawal method's switch, order and amount limits, and which gateway serves the gateway methods in
// which mode. Amounts are decimal strings in major units of the currency; the server checks them against
// the currency's decimals and answers a 422 with the field's path (`methods.2.max_amount`).
import { z } from 'zod';
import { paymentMethodKinds } from '../constants/cashier';
import { amountString } from '../money';
import { defineRoute } from '../route';

export const adminPaymentGatewayCodes = ['sandbox', 'payop'] as const;

const methodType = z.union([z.literal(1), z.literal(2)]);

export const adminPaymentMethodSetting = z
  .object({
    /** 1 deposit, 2 withdrawal. */
    type: methodType,
    slug: z.string(),
    name: z.string(),
    kind: z.enum(paymentMethodKinds),
    currency: z.string(),
    enabled: z.boolean(),
    /** The method's place among the currency's methods of its type, smallest first. */
    position: z.number().int(),
    /** Null for methods whose amounts the cashier does not take (card-to-crypto, crypto). */
    min_amount: amountString.nullable(),
    max_amount: amountString.nullable(),
    /**
     * The gateway that serves a gateway method; null when none is configured for it (the method is not
     * offered whatever its switch says) and for other kinds.
     */
    gateway: z.enum(adminPaymentGatewayCodes).nullable(),
    /** Whether players see it when it is enabled here: its gateway (or provider) is configured. */
    available: z.boolean(),
  })
  .meta({ id: 'AdminPaymentMethodSetting' });
export type AdminPaymentMethodSetting = z.infer<typeof adminPaymentMethodSetting>;

const currencyParams = z.object({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'The currency must be a three-letter code.')
    .transform((code) => code.toUpperCase()),
});

export const adminPaymentMethods = defineRoute({
  method: 'GET',
  path: '/api/admin/payment-methods/:currency',
  summary:
    "A registration currency's payment methods, deposits then withdrawals, each in the operator's order",
  tags: ['backoffice'],
  auth: 'admin',
  params: currencyParams,
  reply: z.object({ data: z.array(adminPaymentMethodSetting) }),
});

/** A decimal amount as typed (the server checks the currency's decimals). */
const typedAmount = z
  .string({ error: 'The amount must be text such as 25.00.' })
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'The amount must be a decimal amount such as 25.00.');

export const adminPaymentMethodInput = z.object({
  type: methodType,
  slug: z.string().trim().min(1).max(40),
  enabled: z.boolean(),
  position: z.number().int().min(0).max(10_000),
  min_amount: typedAmount.nullable(),
  max_amount: typedAmount.nullable(),
});
export type AdminPaymentMethodInput = z.infer<typeof adminPaymentMethodInput>;

export const adminSavePaymentMethods = defineRoute({
  method: 'PUT',
  path: '/api/admin/payment-methods/:currency',
  summary:
    "Saves a currency's methods: switches, order and limits, every method of the currency at once (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: currencyParams,
  body: z.object({ methods: z.array(adminPaymentMethodInput).min(1).max(100) }),
  reply: z.object({ message: z.string(), data: z.array(adminPaymentMethodSetting) }),
});

export const adminPaymentGateway = z
  .object({
    code: z.enum(adminPaymentGatewayCodes),
    /** Its settings are present (Payop's keys; the sandbox outside production). */
    configured: z.boolean(),
    /** sandbox: payments are simulated and nothing is paid; live: real money. */
    mode: z.enum(['sandbox', 'live']),
    /** The gateway methods it serves. */
    methods: z.array(z.string()),
  })
  .meta({ id: 'AdminPaymentGateway' });
export type AdminPaymentGateway = z.infer<typeof adminPaymentGateway>;

export const adminPaymentGateways = defineRoute({
  method: 'GET',
  path: '/api/admin/payment-methods/gateways',
  summary: "The payment gateways' configuration: configured or not, sandbox or live, the methods each serves",
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({
    data: z.object({
      gateways: z.array(adminPaymentGateway),
      /** Gateway methods no configured gateway serves (not offered to players). */
      unserved: z.array(z.string()),
      /** The card-to-crypto provider's settings are present. */
      buy_crypto: z.boolean(),
    }),
  }),
});
