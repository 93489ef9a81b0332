// Support tickets and the senders whose tickets are refused (abuse), kept by the support module.
// `player_id` is identity's player id, kept without a foreign key: a module does not reach into another's
// tables.
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
  },
  (table) => [
    index('support_tickets_player_created').on(table.playerId, table.createdAt),
    index('support_tickets_email_created').on(table.email, table.createdAt),
  ],
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
