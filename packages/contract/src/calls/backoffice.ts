// The back office's first calls (under /api/admin): operators log in with a password and a two-factor
// code, list the withdrawals waiting for a decision, approve (the hold is posted, the payout starts),
// confirm the payout, or reject with a reason (the hold is voided); every action lands in the audit log.
// Operators are not players: they have their own accounts, sessions and guard (`auth: 'admin'`).
import { z } from 'zod';
import { withdrawalStatuses } from '../constants/cashier';
import { emailField, passwordField, requiredText, timestamp, totpCodeField, optionalText } from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { withdrawalRow } from './cashier';

export const adminRoles = ['admin', 'finance', 'compliance', 'support'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** Which roles may do what. `admin` may do everything. */
export const adminPermissions = {
  'withdrawals.read': ['admin', 'finance', 'compliance'],
  'withdrawals.decide': ['admin', 'finance'],
  /** Crediting or dismissing a crypto payment below the minimum. */
  'deposits.resolve': ['admin', 'finance'],
  'audit.read': ['admin', 'compliance'],
  'kyc.review': ['admin', 'compliance'],
} as const satisfies Record<string, readonly AdminRole[]>;
export type AdminPermission = keyof typeof adminPermissions;

export function adminMay(role: AdminRole, permission: AdminPermission): boolean {
  return (adminPermissions[permission] as readonly AdminRole[]).includes(role);
}

export const adminUser = z
  .object({ id: z.number().int(), email: z.string(), role: z.enum(adminRoles) })
  .meta({ id: 'AdminUser' });

export const adminLogin = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/login',
  summary: 'Back-office login: e-mail, password and the code of the authenticator app',
  tags: ['backoffice'],
  auth: 'none',
  body: z.object({ email: emailField, password: passwordField('password'), code: totpCodeField.optional() }),
  reply: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: timestamp,
    admin: adminUser,
  }),
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
  summary: 'The logged-in operator',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: adminUser }),
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

export const adminAuditLog = defineRoute({
  method: 'GET',
  path: '/api/admin/audit-log',
  summary: 'What operators did, newest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
    target_id: z.string().max(100).optional(),
  }),
  reply: z.object({ data: z.array(auditEntry), pagination: paginationSchema }),
});
