import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables, and the in-house studio's own (schema `house`), which it never reads.
  schema: ['./src/db/schema.ts', '../house/src/schema.ts'],
  out: './migrations',
});
