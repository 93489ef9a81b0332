// Support tickets and the senders whose tickets are refused (abuse), kept by the support module.
// `player_id` is identity's player id, kept without a foreign key: a module does not reach into another's
// tables.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    /** Null for a guest's ticket. */
    playerId: integer('player_id'),
    username: text('username'),
    email: text('email').notNull(),
    /** The balance the player had when writing (display text with currency), for the agent's context. */
    balance: text('balance'),
    topic: varchar('topic', { length: 50 }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The desk's state (decision 0716): new, open, answered, closed. */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    /** The operator (back office `admin_users.id`) the ticket is assigned to; kept without a foreign key. */
    assignedTo: integer('assigned_to'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_tickets_player_created').on(table.playerId, table.createdAt),
    index('support_tickets_email_created').on(table.email, table.createdAt),
    index('support_tickets_status_created').on(table.status, table.createdAt),
    check('support_tickets_status', sql`${table.status} in ('new', 'open', 'answered', 'closed')`),
  ],
);

/** An operator's answer to a ticket, as it was e-mailed to the ticket's address. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    /** The operator who wrote it (`admin_users.id`). */
    adminId: integer('admin_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_replies_ticket').on(table.ticketId, table.createdAt)],
);

/** A sender whose tickets are refused with 403: a player, or an e-mail address (lowercased). */
export const supportBlockedSenders = pgTable('support_blocked_senders', {
  id: serial('id').primaryKey(),
  playerId: integer('player_id'),
  email: text('email'),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  blockedBy: integer('blocked_by'),
});
