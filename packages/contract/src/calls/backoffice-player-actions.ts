// The back office's actions on a player (decision 0712), each with the operator's reason, checked against
// the roles matrix, written to the audit log in the transaction of the change, and mailed to the player
// where a player would expect it: the user status and player_status, ending the player's sessions,
// resetting two-factor, limits on the player's behalf, ending a cool-down or a time-limited exclusion,
// closing the account; the operator's notes on the player, and every operator action on the player.
import { z } from 'zod';
import { operatorSettableStatuses, playerStatus } from '../constants/statuses';
import { int4Max, requiredText, timestamp } from '../fields';
import { historyQuery, paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { adminUser, auditEntry } from './backoffice';
import { playerLimit, playerLimitChange } from './compliance';

const actionParams = z.object({
  id: z.coerce
    .number()
    .int('The player id is a whole number.')
    .positive('The player id is not valid.')
    .max(int4Max, 'The player id is not valid.'),
});

/** Why the operator acts: kept in the audit entry, never sent to the player. */
const reason = requiredText('reason', 500);
const reasonBody = z.object({ reason });

const oneOf = (field: string, allowed: readonly number[]) =>
  z
    .number({ error: `The ${field} must be a number.` })
    .int(`The ${field} must be a whole number.`)
    .refine((value) => allowed.includes(value), `The ${field} must be one of ${allowed.join(', ')}.`);

const actionReply = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

export const adminPlayerStanding = z
  .object({
    id: z.number().int(),
    status: z.number().int(),
    player_status: z.number().int(),
    /** Sessions the action ended (status 2 ends them all). */
    sessions_ended: z.number().int(),
  })
  .meta({ id: 'AdminPlayerStanding' });

export const adminSetPlayerStatus = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/status',
  summary:
    "Sets the player's user status (1 active, 2 inactive, 6 and 7 verification required) and/or player_status",
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: z
    .object({
      status: oneOf('status', operatorSettableStatuses).optional(),
      player_status: oneOf('player status', Object.values(playerStatus)).optional(),
      reason,
    })
    .refine((body) => body.status !== undefined || body.player_status !== undefined, {
      message: 'Give a status or a player status to set.',
      path: ['status'],
    }),
  reply: actionReply(adminPlayerStanding),
});

export const adminEndPlayerSessions = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/end-sessions',
  summary: 'Ends every open session of the player: each device must log in again',
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: reasonBody,
  reply: actionReply(z.object({ sessions_ended: z.number().int() })),
});

export const adminResetPlayerTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/reset-two-factor',
  summary:
    "Removes the player's two-factor: the next login needs only the password, then the player may enrol again",
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: reasonBody,
  reply: actionReply(z.object({ sessions_ended: z.number().int() })),
});

export const adminSetPlayerLimit = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/limits',
  summary:
    "Sets one of the player's limits on their behalf: a lower one at once, a higher one or a removal after 24 h",
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: playerLimitChange.extend({ reason }),
  reply: z.object({
    message: z.string(),
    data: playerLimit,
    /** false: a raise or a removal, waiting until `effective_at`. */
    applied: z.boolean(),
    effective_at: timestamp.nullable(),
  }),
});

export const adminEndedExclusion = z.object({
  kind: z.enum(['cool_down', 'self_exclusion']),
  starts_at: timestamp,
  ends_at: timestamp,
});

export const adminEndPlayerExclusion = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/end-exclusion',
  summary:
    'Ends the cool-down or time-limited self-exclusion in force once its minimum period has run; never a permanent one',
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: reasonBody,
  reply: actionReply(z.object({ ended: z.array(adminEndedExclusion) })),
});

export const adminClosedAccount = z.object({
  id: z.number().int(),
  status: z.number().int(),
  sessions_ended: z.number().int(),
  /** What the ledger still holds for the player at closing, decimal strings of the currency. */
  balance: z.object({ currency: z.string(), cash: z.string(), bonus: z.string() }),
});

export const adminClosePlayerAccount = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/close',
  summary:
    'Closes the account (status 8): login refused, balances kept in the ledger; refused while a withdrawal is unsettled',
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: reasonBody,
  reply: actionReply(adminClosedAccount),
});

export const adminPlayerNote = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: adminUser,
    created_at: timestamp,
  })
  .meta({ id: 'AdminPlayerNote' });

/** `page` and `per_page` (10 unless given, at most 100), as the histories page. */
const pageQuery = historyQuery.pick({ page: true, per_page: true });

export const adminAddPlayerNote = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/notes',
  summary: "Adds a note to the player's timeline",
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  body: z.object({ text: requiredText('text', 2000) }),
  status: 201,
  reply: actionReply(adminPlayerNote),
});

export const adminPlayerNotes = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/notes',
  summary: "The operators' notes on the player, newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  query: pageQuery,
  reply: z.object({ data: z.array(adminPlayerNote), pagination: paginationSchema }),
});

export const adminPlayerActions = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/actions',
  summary: 'Every operator action on the player (the audit entries whose target is the player), newest first',
  tags: ['backoffice'],
  auth: 'admin',
  params: actionParams,
  query: pageQuery,
  reply: z.object({ data: z.array(auditEntry), pagination: paginationSchema }),
});
