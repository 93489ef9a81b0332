import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables, and the in-house studio's own (schema `house`), which it never reads. The
  // bonus rewards' tables have a file of their own beside the bonus engine's (decision 1120).
  schema: ['./src/db/schema.ts', './src/modules/bonuses/rewards-schema.ts', '../house/src/schema.ts'],
  out: './migrations',
});
