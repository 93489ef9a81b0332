// The back office's support desk (decision 0716): the tickets players send from the site's support form in
// a queue (new, open, answered, closed), assignable to a support operator, each answered from its page by an
// e-mail to the ticket's address in the ticket's language; and the blocked senders whose tickets the form
// refuses (403). Every change is audited.
import { z } from 'zod';
import { int4Max, requiredText, timestamp } from '../fields';
import { amountString } from '../money';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { isSupportTopic } from '../constants/support-topics';
import { supportMessageMax } from './support';

/**
 * new: nobody has looked at it; open: an operator opened or took it; answered: the latest word is an
 * operator's reply; closed: done (an operator may reopen it).
 */
export const supportTicketStatuses = ['new', 'open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof supportTicketStatuses)[number];

const id = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

const operator = z.object({ id: z.number().int(), email: z.string() });

export const adminSupportTicket = z
  .object({
    id: z.number().int(),
    status: z.enum(supportTicketStatuses),
    topic: z.string(),
    subject: z.string(),
    email: z.string(),
    /** The username the ticket was sent with (a guest's own words); null when none was given. */
    username: z.string().nullable(),
    /** The player who sent it while logged in; null for a guest. */
    player_id: z.number().int().nullable(),
    /** The ticket's language: the reply is mailed in it. */
    locale: z.string(),
    assigned_to: operator.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AdminSupportTicket' });
export type AdminSupportTicket = z.infer<typeof adminSupportTicket>;

export const adminSupportReply = z
  .object({
    id: z.number().int(),
    by: operator,
    body: z.string(),
    created_at: timestamp,
  })
  .meta({ id: 'AdminSupportReply' });
export type AdminSupportReply = z.infer<typeof adminSupportReply>;

/** The sender's account beside the ticket, read now (not as it was when the ticket was sent). */
export const adminSupportPlayer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    /** User status (1, 2, 6, 7) and identity verification (0, 1, 2), as the player's page shows them. */
    status: z.number().int(),
    player_status: z.number().int(),
    balance: z.object({ amount: amountString, currency: z.string() }).nullable(),
    registered_at: timestamp,
  })
  .meta({ id: 'AdminSupportPlayer' });

export const adminSupportTicketDetail = adminSupportTicket
  .extend({
    message: z.string(),
    /** The balance the player had when writing, as the form recorded it. */
    balance_when_sent: z.string().nullable(),
    player: adminSupportPlayer.nullable(),
    replies: z.array(adminSupportReply),
  })
  .meta({ id: 'AdminSupportTicketDetail' });
export type AdminSupportTicketDetail = z.infer<typeof adminSupportTicketDetail>;

const ticketParams = z.object({ id });

export const adminSupportTickets = defineRoute({
  method: 'GET',
  path: '/api/admin/support/tickets',
  summary: 'The support queue, newest first: by status, assigned to the caller, topic, or a search',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(supportTicketStatuses).optional(),
    /** `true`: only the tickets assigned to the calling operator. */
    mine: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    topic: z.string().refine(isSupportTopic, 'Choose one of the topics.').optional(),
    /** Part of the sender's e-mail address or username, or of the subject, in any case. */
    q: z
      .string()
      .trim()
      .max(100, 'The search may not be greater than 100 characters.')
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  reply: z.object({ data: z.array(adminSupportTicket), pagination: paginationSchema }),
});

export const adminSupportTicketDetails = defineRoute({
  method: 'GET',
  path: '/api/admin/support/tickets/:id',
  summary: "A ticket with its message, the player's account and the replies; opening a new ticket opens it",
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  reply: z.object({ data: adminSupportTicketDetail }),
});

export const adminAssignSupportTicket = defineRoute({
  method: 'POST',
  path: '/api/admin/support/tickets/:id/assign',
  summary: 'Assigns a ticket to an operator who may answer tickets (a new ticket becomes open)',
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  body: z.object({ admin_id: z.number().int().min(1) }),
  reply: z.object({ message: z.string(), data: adminSupportTicketDetail }),
});

export const adminReplySupportTicket = defineRoute({
  method: 'POST',
  path: '/api/admin/support/tickets/:id/replies',
  summary: "Answers a ticket: the reply is stored and e-mailed to the ticket's address in its language",
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  body: z.object({ body: requiredText('reply', supportMessageMax) }),
  status: 201,
  reply: z.object({ message: z.string(), data: adminSupportTicketDetail }),
});

export const adminCloseSupportTicket = defineRoute({
  method: 'POST',
  path: '/api/admin/support/tickets/:id/close',
  summary: 'Closes a ticket',
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  reply: z.object({ message: z.string(), data: adminSupportTicketDetail }),
});

export const adminReopenSupportTicket = defineRoute({
  method: 'POST',
  path: '/api/admin/support/tickets/:id/reopen',
  summary: 'Reopens a closed ticket (it becomes open)',
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  reply: z.object({ message: z.string(), data: adminSupportTicketDetail }),
});

export const adminSupportAgents = defineRoute({
  method: 'GET',
  path: '/api/admin/support/agents',
  summary: 'The active operators a ticket may be assigned to (their role may answer tickets)',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(operator) }),
});

export const adminBlockedSender = z
  .object({
    id: z.number().int(),
    /** A blocked player (by account), or null when an address is blocked. */
    player: z.object({ id: z.number().int(), username: z.string().nullable() }).nullable(),
    email: z.string().nullable(),
    reason: z.string(),
    blocked_by: operator.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AdminBlockedSender' });
export type AdminBlockedSender = z.infer<typeof adminBlockedSender>;

export const adminBlockedSenders = defineRoute({
  method: 'GET',
  path: '/api/admin/support/blocked-senders',
  summary: 'The senders whose support tickets are refused, newest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  reply: z.object({ data: z.array(adminBlockedSender), pagination: paginationSchema }),
});

export const adminBlockSender = defineRoute({
  method: 'POST',
  path: '/api/admin/support/blocked-senders',
  summary: "Refuses a player's or an e-mail address's future support tickets, with a reason",
  tags: ['backoffice'],
  auth: 'admin',
  body: z.union([
    z
      .object({ player_id: z.number().int().min(1).max(int4Max), reason: requiredText('reason', 500) })
      .strict(),
    z
      .object({
        email: z.email('Enter a valid e-mail address.').max(254),
        reason: requiredText('reason', 500),
      })
      .strict(),
  ]),
  status: 201,
  reply: z.object({ message: z.string(), data: adminBlockedSender }),
});

export const adminUnblockSender = defineRoute({
  method: 'DELETE',
  path: '/api/admin/support/blocked-senders/:id',
  summary: 'Lifts a block: the sender may send tickets again',
  tags: ['backoffice'],
  auth: 'admin',
  params: ticketParams,
  reply: z.object({ message: z.string() }),
});
