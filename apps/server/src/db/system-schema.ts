// Tables of the platform itself rather than of one module.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Demo-seed steps already applied, so a restart never seeds twice. */
export const demoSeedSteps = pgTable('demo_seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
