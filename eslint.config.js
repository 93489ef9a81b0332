// Lint rules, including the import boundaries of STYLE.md: apps never import each other, packages import
// no app, one web feature never imports another, and a server module reaches another only through its
// service (the wallet, the floor of the server, reaches no other module at all). The server's db/ knows
// only the modules' tables, its commands only their services, and its demo seed (demo/) only their
// service.ts. Import cycles are refused by `npm run lint:cycles` (.dependency-cruiser.mjs, decision 0016).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reelvault from './tools/eslint/boundaries.js';

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

// The server modules' files whose name matches, relative to modules/ and without their extension (how
// zones name files), nested folders included.
const moduleFiles = (name) =>
  readdirSync('apps/server/src/modules', { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => name.test(path.posix.basename(file)))
    .map((file) => file.replace(/\.ts$/, ''));

const webFeatures = folders('apps/web/src/features');
const serverModules = folders('apps/server/src/modules');
// What a command may not reach past a module's services: its HTTP (routes, guards), its SQL, its tables.
const moduleEdges = moduleFiles(/^((.+-)?(routes|repository)|schema|guards)\.ts$/);

const boundaryZones = [
  { target: 'apps/server', from: 'apps/web', message: 'The server never imports the web app.' },
  { target: 'apps/server', from: 'apps/admin', message: 'The server never imports the back office.' },
  {
    target: 'apps/admin',
    from: 'apps/server',
    message: 'The back office reaches the server only over HTTP.',
  },
  { target: 'apps/admin', from: 'apps/web', message: 'The back office never imports the player site.' },
  { target: 'apps/admin', from: 'apps/house', message: 'The back office never imports the studio.' },
  { target: 'apps/web', from: 'apps/admin', message: 'The player site never imports the back office.' },
  {
    target: 'apps/web',
    from: 'apps/server',
    exempt: ['e2e'],
    message: 'The web app reaches the server only over HTTP.',
  },
  {
    target: 'apps/web/e2e',
    from: 'apps/server',
    except: ['test/veriff-fixture', 'test/hub88-fixture'],
    message:
      'The browser tests reach the server over HTTP; they share only its fixture servers for outside services.',
  },
  { target: 'apps/web', from: 'apps/house', message: 'The web app never imports the studio.' },
  {
    target: 'apps/house',
    from: 'apps/server',
    message: 'The studio reaches the platform only through the wallet API.',
  },
  { target: 'packages', from: 'apps', message: 'Packages never import apps.' },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [feature],
    message:
      'One feature never imports another; compose them in app/ or move the shared part to a shared folder.',
  })),
  ...serverModules.map((module) => ({
    target: `apps/server/src/modules/${module}`,
    from: 'apps/server/src/modules',
    except:
      module === 'wallet'
        ? ['wallet']
        : [module, ...serverModules.filter((other) => other !== module).map((other) => `${other}/service`)],
    message:
      module === 'wallet'
        ? 'The wallet is the floor of the server: it imports no other module.'
        : "A module reaches another module only through that module's service.",
  })),
  {
    target: 'apps/server/src/db',
    from: 'apps/server/src/modules',
    except: moduleFiles(/^schema\.ts$/),
    message: "The database layer imports only the modules' schema files.",
  },
  {
    target: 'apps/server/src/demo',
    from: 'apps/server/src/modules',
    except: serverModules.map((module) => `${module}/service`),
    message: "The demo seed makes its data through the modules' services only, like any other caller.",
  },
  {
    target: 'apps/server/src/cli',
    from: moduleEdges.map((file) => `apps/server/src/modules/${file}`),
    message: "A command uses a module's services, never its routes, guards, repository or tables.",
  },
];

// The web app's `@/` (apps/web/tsconfig.json `paths`, decision 0019), so an aliased import meets the same
// zones as a relative one.
const importAliases = [{ files: 'apps/web/src', prefix: '@/', path: 'apps/web/src' }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tmp/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    plugins: { reelvault },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'reelvault/boundaries': ['error', { zones: boundaryZones, aliases: importAliases }],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/house/client/**/*.{ts,tsx}', 'apps/admin/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // The route table pulls every call's schema into the lobby's first load (budget 200 KB, issue 10).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@reelvault/contract/routes',
              message: "Import the call from its own module, e.g. '@reelvault/contract/calls/account'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The module shape (decision 0020): no server file over 500 lines, no service over 400; a service that
    // grows is split by concern into `<concern>-service.ts` files that `service.ts` composes.
    files: ['apps/server/src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 500 }] },
  },
  {
    files: ['apps/server/src/**/service.ts', 'apps/server/src/**/*-service.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['scripts/**', 'apps/*/scripts/**', '**/cli/**', 'apps/web/e2e/**', '**/*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
);
