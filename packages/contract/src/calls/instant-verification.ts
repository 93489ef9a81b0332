// Instant identity verification through the operator's verification provider (decision 0905): whether it
// is offered, where the player's latest session stands, and starting one (the reply names the provider's
// hosted page the player is sent to). Offered only when the operator configured a provider.
import { z } from 'zod';
import { timestamp } from '../fields';
import { defineRoute } from '../route';

/** The identity-verification providers Reelvault speaks to. */
export const instantVerificationProviders = ['veriff'] as const;
export type InstantVerificationProvider = (typeof instantVerificationProviders)[number];

/**
 * Where a session stands: `created` until the provider decides (the player may still be in its flow),
 * `review` while its staff look at it, then its decision. After `resubmission_requested`, `expired` or
 * `abandoned` the player may start again; `declined` leaves the documents' manual review.
 */
export const instantVerificationStatuses = [
  'created',
  'review',
  'approved',
  'declined',
  'resubmission_requested',
  'expired',
  'abandoned',
] as const;
export type InstantVerificationStatus = (typeof instantVerificationStatuses)[number];

export const instantVerificationSession = z
  .object({
    provider: z.enum(instantVerificationProviders),
    status: z.enum(instantVerificationStatuses),
    /** The provider's reason for a decline or a resubmission, in its words. */
    reason: z.string().nullable(),
    started_at: timestamp,
    decided_at: timestamp.nullable(),
  })
  .meta({ id: 'InstantVerificationSession' });
export type InstantVerificationSession = z.infer<typeof instantVerificationSession>;

export const instantVerificationReply = z.object({
  /** Whether the operator offers instant verification (a provider is configured). */
  offered: z.boolean(),
  /** Whether the player may start a session now. */
  can_start: z.boolean(),
  /** The player's latest session, null when none was started. */
  session: instantVerificationSession.nullable(),
});
export type InstantVerificationReply = z.infer<typeof instantVerificationReply>;

export const instantVerification = defineRoute({
  method: 'GET',
  path: '/api/kyc/instant-verification',
  summary: "Whether instant verification is offered, and where the player's latest session stands",
  tags: ['compliance'],
  auth: 'player',
  reply: instantVerificationReply,
});

export const startInstantVerification = defineRoute({
  method: 'POST',
  path: '/api/kyc/instant-verification',
  summary:
    "Starts an instant verification with the provider and answers its hosted page's address (404 when not offered)",
  tags: ['compliance'],
  auth: 'player',
  reply: z.object({
    message: z.string(),
    data: z.object({ url: z.url(), session: instantVerificationSession }),
  }),
});
