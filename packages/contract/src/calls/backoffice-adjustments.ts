// Manual balance adjustments (decision 0707): an operator credits or debits a player's cash or bonus
// balance through the ledger's adjustments account, with a category and a note. Up to a threshold per
// currency it is applied at once; above it a second operator approves or refuses it (four eyes), and the
// operator who asked can never decide their own.
import { z } from 'zod';
import { fieldMessages, int4Max, requiredText, timestamp } from '../fields';
import { amountString } from '../money';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { adminUser } from './backoffice';

/** Why a balance is adjusted; `other` needs the note to say why. */
export const adjustmentCategories = ['goodwill', 'correction', 'chargeback', 'promotion', 'other'] as const;
export type AdjustmentCategory = (typeof adjustmentCategories)[number];

export const adjustmentBalances = ['cash', 'bonus'] as const;
export type AdjustmentBalance = (typeof adjustmentBalances)[number];

/** `credit` adds to the player's balance, `debit` takes from it (never below zero). */
export const adjustmentDirections = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof adjustmentDirections)[number];

/** pending: waits for a second operator; applied: the ledger transfer is made; refused: nothing moved. */
export const adjustmentStatuses = ['pending', 'applied', 'refused'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

const enumField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${label} field is required.`
        : `The ${label} must be one of ${values.join(', ')}.`,
  });

/**
 * `balance`: money moved as an adjustment; `bonus_grant`: a bonus granted by hand above the threshold,
 * which the approval grants as a bonus with its wagering terms (decision 0715).
 */
export const adjustmentKinds = ['balance', 'bonus_grant'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

export const adjustmentRow = z
  .object({
    id: z.uuid(),
    player: z.object({ id: z.number().int(), username: z.string() }),
    currency: z.string(),
    balance: z.enum(adjustmentBalances),
    direction: z.enum(adjustmentDirections),
    amount: amountString,
    category: z.enum(adjustmentCategories),
    note: z.string(),
    status: z.enum(adjustmentStatuses),
    requested_by: adminUser,
    requested_at: timestamp,
    decided_by: adminUser.nullable(),
    decided_at: timestamp.nullable(),
    /** Why a second operator refused it; null otherwise. */
    decision_reason: z.string().nullable(),
    /** The ledger transfer's id once applied. */
    transfer_id: z.string().nullable(),
    kind: z.enum(adjustmentKinds),
    /** A bonus grant's offer, whose terms it takes; null: the default terms. */
    offer_id: z.number().int().nullable(),
  })
  .meta({ id: 'AdminAdjustment' });
export type AdjustmentRow = z.infer<typeof adjustmentRow>;

const adjustmentReply = z.object({ message: z.string(), data: adjustmentRow });

export const adminCreateAdjustment = defineRoute({
  method: 'POST',
  path: '/api/admin/adjustments',
  summary:
    "Credits or debits a player's cash or bonus balance: applied at once up to the four-eyes threshold, else pending a second operator",
  tags: ['backoffice'],
  auth: 'admin',
  body: z.object({
    /** Optional idempotency key: the same id with the same content answers the first request. */
    id: z.uuid('The id must be a UUID.').optional(),
    player_id: z.coerce
      .number({ error: 'The player id field is required.' })
      .int('The player id must be a whole number.')
      .positive('The player id must be a whole number.'),
    currency: z
      .string({ error: 'The currency field is required.' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,10}$/, 'The currency is not valid.'),
    balance: enumField('balance', adjustmentBalances),
    direction: enumField('direction', adjustmentDirections),
    /** Major units as text ("25.00"), at most the currency's decimals; more than zero. */
    amount: z
      .string(fieldMessages('amount', 'The amount must be text such as 25.00.'))
      .trim()
      .regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'The amount must be a decimal amount such as 25.00.'),
    category: enumField('category', adjustmentCategories),
    note: requiredText('note', 1000),
  }),
  reply: adjustmentReply,
  status: 201,
});

export const adminAdjustments = defineRoute({
  method: 'GET',
  path: '/api/admin/adjustments',
  summary: 'Adjustments by status (pending by default), oldest first; optionally of one player',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(adjustmentStatuses).default('pending'),
    player_id: z.coerce.number().int().positive().max(int4Max).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adjustmentRow), pagination: paginationSchema }),
});

const adjustmentParams = z.object({ id: z.uuid('The adjustment id is not valid.') });

export const adminApproveAdjustment = defineRoute({
  method: 'POST',
  path: '/api/admin/adjustments/:id/approve',
  summary: "Approves another operator's pending adjustment: the ledger transfer is made once",
  tags: ['backoffice'],
  auth: 'admin',
  params: adjustmentParams,
  reply: adjustmentReply,
});

export const adminRefuseAdjustment = defineRoute({
  method: 'POST',
  path: '/api/admin/adjustments/:id/refuse',
  summary: "Refuses another operator's pending adjustment with a reason: nothing moves",
  tags: ['backoffice'],
  auth: 'admin',
  params: adjustmentParams,
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: adjustmentReply,
});
