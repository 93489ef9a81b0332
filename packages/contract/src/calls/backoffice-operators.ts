// The back office's own people: the first run (while no operator exists, the first administrator is
// created from the machine the server runs on, decision 0708), the two-factor enrolment of a first sign-in
// (a short-lived ticket from the login or the setup, then a code from the new authenticator), and the
// administrators' management of operators (permission `operators.manage`, decision 0706).
import { z } from 'zod';
import { emailField, fieldMessages, int4Max, passwordField, timestamp, totpCodeField } from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { adminRoles, adminSession } from './backoffice';

/** Operators' passwords: longer than players' (staff choose them, or the back office generates them). */
export const adminPasswordMinLength = 12;

const roleField = z.enum(adminRoles, {
  error: `The role must be one of ${adminRoles.join(', ')}.`,
});

const ticketField = z
  .string(fieldMessages('ticket', 'The ticket must be text.'))
  .min(1, 'The ticket field is required.')
  .max(200, 'The ticket may not be greater than 200 characters.');

/** What the operator puts in an authenticator app: the QR is drawn from `otpauth_uri` by the client. */
export const adminEnrolment = z
  .object({
    /** The opaque ticket of this sign-in step: sent back with the code. */
    enrolment_ticket: z.string(),
    /** When the ticket ends; sign in again after it. */
    expires_at: timestamp,
    /** otpauth://totp/... with the secret (issuer "Reelvault back office"). */
    otpauth_uri: z.string(),
    /** The same secret in base32, for typing it in by hand. */
    secret: z.string(),
  })
  .meta({ id: 'AdminEnrolment' });

export const adminSetupStatus = defineRoute({
  method: 'GET',
  path: '/api/admin/setup',
  summary: 'Whether the first administrator can be created here (no operator yet, asked from loopback)',
  tags: ['backoffice'],
  auth: 'none',
  reply: z.object({
    open: z.boolean(),
    /** Why not: an operator exists (sign in), or the request did not come from the machine itself. */
    reason: z.enum(['operators_exist', 'not_local']).nullable(),
  }),
});

export const adminSetup = defineRoute({
  method: 'POST',
  path: '/api/admin/setup',
  summary: 'Creates the first administrator (first run, from loopback only) and starts their two-factor',
  tags: ['backoffice'],
  auth: 'none',
  status: 201,
  body: z.object({
    email: emailField,
    password: passwordField('password').min(
      adminPasswordMinLength,
      `The password must be at least ${adminPasswordMinLength} characters.`,
    ),
  }),
  reply: z.object({ message: z.string(), data: adminEnrolment }),
});

export const adminEnrolStart = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/enrol',
  summary: 'The two-factor secret to enrol, for the ticket of a sign-in that needs enrolment',
  tags: ['backoffice'],
  auth: 'none',
  body: z.object({ enrolment_ticket: ticketField }),
  reply: z.object({ data: adminEnrolment }),
});

export const adminEnrolConfirm = defineRoute({
  method: 'POST',
  path: '/api/admin/auth/enrol/confirm',
  summary: 'Confirms the enrolment with a code of the new authenticator and opens a session',
  tags: ['backoffice'],
  auth: 'none',
  body: z.object({ enrolment_ticket: ticketField, code: totpCodeField }),
  reply: adminSession,
});

export const adminOperator = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(adminRoles),
    active: z.boolean(),
    two_factor_enrolled: z.boolean(),
    created_at: timestamp,
    last_login_at: timestamp.nullable(),
  })
  .meta({ id: 'AdminOperator' });

export const adminOperators = defineRoute({
  method: 'GET',
  path: '/api/admin/operators',
  summary: 'Operators, by e-mail',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adminOperator), pagination: paginationSchema }),
});

export const adminCreateOperator = defineRoute({
  method: 'POST',
  path: '/api/admin/operators',
  summary: 'Creates an operator with a generated password (shown once); two-factor is enrolled at sign-in',
  tags: ['backoffice'],
  auth: 'admin',
  status: 201,
  body: z.object({ email: emailField, role: roleField }),
  reply: z.object({
    message: z.string(),
    data: adminOperator,
    /** The generated password: shown once, never stored in clear, not retrievable later. */
    password: z.string(),
  }),
});

const operatorParams = z.object({
  id: z.coerce
    .number()
    .int('The operator id is not valid.')
    .positive('The operator id is not valid.')
    .max(int4Max, 'The operator id is not valid.'),
});
const operatorReply = z.object({ message: z.string(), data: adminOperator });

export const adminSetOperatorRole = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/role',
  summary: "Changes an operator's role (at once, on their open sessions too)",
  tags: ['backoffice'],
  auth: 'admin',
  params: operatorParams,
  body: z.object({ role: roleField }),
  reply: operatorReply,
});

export const adminDeactivateOperator = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/deactivate',
  summary: 'Deactivates an operator: their sessions end and sign-in is refused',
  tags: ['backoffice'],
  auth: 'admin',
  params: operatorParams,
  reply: operatorReply,
});

export const adminReactivateOperator = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reactivate',
  summary: 'Lets a deactivated operator sign in again',
  tags: ['backoffice'],
  auth: 'admin',
  params: operatorParams,
  reply: operatorReply,
});

export const adminResetOperatorTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/admin/operators/:id/reset-two-factor',
  summary: "Forgets an operator's authenticator: their sessions end and the next sign-in enrols again",
  tags: ['backoffice'],
  auth: 'admin',
  params: operatorParams,
  reply: operatorReply,
});
