// Refer-a-friend outcomes in the back office (decisions 1122, 1132): every referred player (a friend who
// registered with a referrer's username) with the engine's decision (paid, refused with its reason and
// the signals the two share) or what the referral still waits for; and an operator's overturn of a
// refusal for shared signals, which pays the referrer's reward. Amounts are decimal strings in major
// units.
import { z } from 'zod';
import { calendarDate, requiredText, timestamp } from '../fields';
import { amountString } from '../money';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';

/** paid and refused are the engine's decisions (made once); waiting: not decided yet. */
export const referralOutcomes = ['paid', 'refused', 'waiting'] as const;
export type ReferralOutcome = (typeof referralOutcomes)[number];

/** Why a referral was refused for good (decision 1122). */
export const referralRefusals = [
  'unknown_referrer',
  'self_referral',
  'deposit_below_minimum',
  'shared_signals',
] as const;
export type ReferralRefusal = (typeof referralRefusals)[number];

/** What ties the friend to the referrer: one mailbox behind two addresses, an IP address both used. */
export const referralSignals = ['email_alias', 'ip_address'] as const;
export type ReferralSignal = (typeof referralSignals)[number];

/**
 * What a waiting referral lacks: a first deposit of at least the minimum, the friend's wagering of it,
 * or nothing but the next pass over new play (the referrer may not receive a bonus now, or the friend has
 * not bet since the deposit was wagered).
 */
export const referralWaits = ['qualifying_deposit', 'wagering', 'next_pass'] as const;
export type ReferralWait = (typeof referralWaits)[number];

const money = z.object({ amount: amountString, currency: z.string() });
const player = z.object({ id: z.number().int(), username: z.string() });

export const adminReferral = z
  .object({
    /** The referred player (the friend); a referral is known by the friend's id. */
    friend: player.extend({ registered_at: timestamp }),
    /** The player the friend's referral id names; null when it names nobody. */
    referrer: player.nullable(),
    /** The referrer's username as the friend registered with it. */
    ref_id: z.string(),
    outcome: z.enum(referralOutcomes),
    /** Why it was refused (kept after an overturn); null otherwise. */
    reason: z.enum(referralRefusals).nullable(),
    signals: z.array(z.enum(referralSignals)),
    /** The friend's first deposit credited to cash; null before it. */
    first_deposit: money.nullable(),
    /** What a waiting referral lacks; null once decided. */
    waiting_for: z.enum(referralWaits).nullable(),
    /** What the friend wagered since the first deposit (waiting referrals with a deposit); null otherwise. */
    wagered: amountString.nullable(),
    /** The reward paid to the referrer (a bonus in the referrer's currency); null unless paid. */
    reward: money.nullable(),
    decided_at: timestamp.nullable(),
    /** An operator's overturn of the refusal, which paid the reward. */
    overturn: z
      .object({
        by: z.object({ id: z.number().int(), email: z.string() }),
        reason: z.string(),
        at: timestamp,
      })
      .nullable(),
  })
  .meta({ id: 'AdminReferral' });
export type AdminReferral = z.infer<typeof adminReferral>;

const optionalUsername = z
  .string()
  .trim()
  .max(100, 'The username may not be greater than 100 characters.')
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const playerId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)
  .optional();

export const adminReferrals = defineRoute({
  method: 'GET',
  path: '/api/admin/referrals',
  summary:
    'Referred players with their referral outcome (paid, refused with reason and shared signals, waiting with what it lacks), newest registrations first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    outcome: z.enum(referralOutcomes).optional(),
    /** A referrer's or a friend's username, whole and in any case. */
    referrer: optionalUsername,
    friend: optionalUsername,
    /** A player's referrals (as referrer) or the player's own (as friend), for the player's page. */
    referrer_id: playerId,
    friend_id: playerId,
    /** The friend's registration day, UTC, both included. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  reply: z.object({ data: z.array(adminReferral), pagination: paginationSchema }),
});

export const adminOverturnReferral = defineRoute({
  method: 'POST',
  path: '/api/admin/referrals/:friendId/overturn',
  summary:
    "Overturns a referral refused for shared signals, with a reason: pays the referrer's reward once (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({
    friendId: z.coerce
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1),
  }),
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: z.object({ message: z.string(), data: adminReferral }),
});
