// The back office's first calls (under /api/admin): operators log in with a password and a two-factor
// code, list the withdrawals waiting for a decision, approve (the hold is posted, the payout starts),
// confirm the payout, or reject with a reason (the hold is voided); every action lands in the audit log.
// Operators are not players: they have their own accounts, sessions and guard (`auth: 'admin'`).
import { z } from 'zod';
import { withdrawalStatuses } from '../constants/cashier';
import {
  emailField,
  int4Max,
  optionalText,
  passwordField,
  requiredText,
  timestamp,
  totpCodeField,
} from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { withdrawalRow } from './cashier';

export const adminRoles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * Which roles may do what (decision 0706). `admin` may do everything. The back office's navigation shows
 * what a role may do, and the server refuses the rest with 403 `ADMIN_FORBIDDEN`.
 */
export const adminPermissions = {
  /** Create operators, change their roles, deactivate them, reset their two-factor. */
  'operators.manage': ['admin'],
  'dashboard.read': ['admin', 'finance', 'compliance'],
  /** The reports (revenue, payments, registrations; compliance and fairness reports) and their CSV (decision 0720). */
  'reports.read': ['admin', 'finance', 'compliance'],
  /** The anti-money-laundering thresholds of the compliance reports (decision 0906), audited. */
  'reports.manage': ['admin', 'compliance'],
  /** Search players and open a player's page (profile, balances, rounds, money, documents, sessions). */
  'players.read': ['admin', 'finance', 'compliance', 'support'],
  /** Notes on a player's timeline. */
  'players.note': ['admin', 'finance', 'compliance', 'support'],
  /** End a player's sessions, reset a player's two-factor. */
  'players.security': ['admin', 'compliance', 'support'],
  /** Set user status and player_status, close an account. */
  'players.status': ['admin', 'compliance'],
  /** Limits on a player's behalf; ending a cool-down or a time-limited exclusion. */
  'players.limits': ['admin', 'compliance'],
  /** Ask for a manual credit or debit of a player's balance. */
  'adjustments.request': ['admin', 'finance'],
  /** Approve or refuse another operator's adjustment (four eyes). */
  'adjustments.decide': ['admin', 'finance'],
  'withdrawals.read': ['admin', 'finance', 'compliance'],
  'withdrawals.decide': ['admin', 'finance'],
  /** Crediting or dismissing a crypto payment below the minimum; acknowledging reconciliation findings. */
  'deposits.resolve': ['admin', 'finance'],
  'audit.read': ['admin', 'compliance'],
  'kyc.review': ['admin', 'compliance'],
  /** The review-claims queue: approving (which credits the reward) or rejecting a player's review. */
  'reviews.decide': ['admin', 'support'],
  /** See the bonus offers, promo codes and a player's bonuses (decision 1130). */
  'bonuses.read': ['admin', 'finance', 'compliance', 'support'],
  /** Create, edit, schedule and pause offers and promo codes. */
  'bonuses.manage': ['admin', 'finance'],
  /** Grant a bonus by hand (up to the four-eyes threshold) and cancel a player's bonus (decision 1131). */
  'bonuses.grant': ['admin', 'finance', 'support'],
  /** See the payment methods per currency and the gateways' status (decision 0717). */
  'payments.read': ['admin', 'finance', 'compliance'],
  /** Switch, order and set the limits of payment methods per currency. */
  'payments.manage': ['admin', 'finance'],
  /** The support desk's queue, a ticket's page and the blocked senders (decision 0716). */
  'support.read': ['admin', 'support'],
  /** Answer, assign, close and reopen support tickets. */
  'support.reply': ['admin', 'support'],
  /** Block and unblock the senders of support tickets (abuse, and a compliance hold on a player). */
  'support.block': ['admin', 'support', 'compliance'],
  /** See the legal pages' versions and the SEO entries (decision 0719). */
  'content.read': ['admin', 'content', 'compliance'],
  /** Save and publish legal pages' versions; set and remove SEO entries. */
  'content.manage': ['admin', 'content'],
  /** See the game catalogue in the back office: studios, games, categories (decision 0718). */
  'catalogue.read': ['admin', 'content', 'compliance'],
  /** Switch studios and games on and off, set country rules and a game's categories. */
  'catalogue.manage': ['admin', 'content'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminPermission = keyof typeof adminPermissions;

export function adminMay(role: AdminRole, permission: AdminPermission): boolean {
  return (adminPermissions[permission] as readonly AdminRole[]).includes(role);
}

export const adminUser = z
  .object({ id: z.number().int(), email: z.string(), role: z.enum(adminRoles) })
  .meta({ id: 'AdminUser' });

export const adminPermissionNames = Object.keys(adminPermissions) as AdminPermission[];

/** The permissions of a role, in the matrix's order (what the back office's navigation shows). */
export function permissionsOf(role: AdminRole): AdminPermission[] {
  return adminPermissionNames.filter((permission) => adminMay(role, permission));
}

/**
 * A back-office session: from the login, or from the confirmation of a first sign-in's two-factor
 * enrolment (calls/backoffice-operators.ts).
 */
export const adminSession = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: timestamp,
    admin: adminUser,
  })
  .meta({ id: 'AdminSession' });

/**
 * The login of an operator with no authenticator yet (decision 0708): the right password is answered 200
 * with the ticket of the enrolment step (opaque, minutes long, good only for `POST /api/admin/auth/enrol`
 * and its confirmation) instead of a session. A token, so never in an error body.
 */
export const adminEnrolmentRequired = z
  .object({
    enrolment_required: z.literal(true),
    enrolment_ticket: z.string(),
    expires_at: timestamp,
  })
  .meta({ id: 'AdminEnrolmentRequired' });

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/login',
  summary: 'Back-office login: e-mail, password and the code of the authenticator app',
  tags: ['backoffice'],
  auth: 'none',
  body: z.object({ email: emailField, password: passwordField('password'), code: totpCodeField.optional() }),
  reply: z.discriminatedUnion('enrolment_required', [
    adminSession.extend({ enrolment_required: z.literal(false).optional() }),
    adminEnrolmentRequired,
  ]),
});

export const adminLogout = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/logout',
  summary: 'Ends the back-office session',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ message: z.string() }),
});

export const adminMe = defineRoute({
  method: 'GET',
  path: '/api/admin/me',
  summary: "The logged-in operator, with the permissions of the operator's role",
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({
    data: adminUser.extend({
      permissions: z.array(z.enum(adminPermissionNames as [AdminPermission, ...AdminPermission[]])),
    }),
  }),
});

export const adminWithdrawalRow = withdrawalRow
  .extend({
    player: z.object({ id: z.number().int(), username: z.string() }),
  })
  .meta({ id: 'AdminWithdrawal' });

export const adminWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/admin/withdrawals',
  summary: 'Withdrawals by status (pending by default), oldest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(withdrawalStatuses).default('pending'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adminWithdrawalRow), pagination: paginationSchema }),
});

const withdrawalParams = z.object({ id: z.uuid('The withdrawal id is not valid.') });
const withdrawalDecisionReply = z.object({ message: z.string(), data: adminWithdrawalRow });

export const adminApproveWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/admin/withdrawals/:id/approve',
  summary: 'Approves a pending withdrawal: the hold is posted and the payout is under way (Processing)',
  tags: ['backoffice'],
  auth: 'admin',
  params: withdrawalParams,
  body: z.object({ note: optionalText('note', 500) }).nullish(),
  reply: withdrawalDecisionReply,
});

export const adminConfirmPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/withdrawals/:id/confirm-payout',
  summary: 'Confirms that the bank paid an approved withdrawal out (Completed)',
  tags: ['backoffice'],
  auth: 'admin',
  params: withdrawalParams,
  body: z.object({ reference: optionalText('reference', 200) }).nullish(),
  reply: withdrawalDecisionReply,
});

export const adminRejectWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/admin/withdrawals/:id/reject',
  summary:
    "Rejects a pending withdrawal with a reason: the hold is voided and the money is the player's again",
  tags: ['backoffice'],
  auth: 'admin',
  params: withdrawalParams,
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: withdrawalDecisionReply,
});

export const auditEntry = z
  .object({
    id: z.number().int(),
    actor: adminUser,
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    ip: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AuditEntry' });

/** A day (YYYY-MM-DD) or an ISO 8601 instant, as the audit log's date filters take them. */
const auditInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'The date must be YYYY-MM-DD or an ISO 8601 time.',
});

export const adminAuditLog = defineRoute({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'What operators did, newest first; by operator, action, target and dates',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
    target_id: z.string().max(100).optional(),
    /** The operator who acted. */
    admin_id: z.coerce
      .number()
      .int()
      .positive('The operator id is not valid.')
      .max(int4Max, 'The operator id is not valid.')
      .optional(),
    /** An action (withdrawal.approve), or a family of them with a trailing dot (withdrawal.). */
    action: z.string().max(100).optional(),
    target_type: z.string().max(50).optional(),
    /** Entries at or after this instant (ISO 8601) or day (YYYY-MM-DD, from its start, UTC). */
    from: auditInstant.optional(),
    /** Entries before this instant, or up to the end of this day (UTC). */
    to: auditInstant.optional(),
  }),
  reply: z.object({ data: z.array(auditEntry), pagination: paginationSchema }),
});
