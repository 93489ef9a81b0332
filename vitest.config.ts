import { defineConfig } from 'vitest/config';
import { webSourceResolver } from './apps/web/build/source-alias';

export default defineConfig({
  test: {
    // Both cores: Vitest's default keeps one of two for itself, and each layer measured faster with two
    // workers (decision 0021). Every integration test file has a database of its own, so files never share state.
    maxWorkers: 2,
    projects: [
      {
        // The web app's `@/` imports, resolved in its own files only (the project runs every app's tests).
        plugins: [webSourceResolver()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/house/client/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            'tools/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Some unit tests are seconds of pure computation (PAR checks, shoe edges); on a shared 2-core
          // machine the 5 s default made them fail for load alone.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          pool: 'forks',
          // A worker imports the server once for all the files it runs, not once per file: every file
          // builds its own app on its own database, and none mocks a module or changes the environment
          // (measured: 367 s with the import per file, 220 s without; decision 0021).
          isolate: false,
          // Migrates one template database per run; each test file's database is a copy of it.
          globalSetup: ['apps/server/test/database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
