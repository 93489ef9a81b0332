// The import rules `npm run lint` enforces beyond ESLint's own: no import cycle anywhere, type-only imports
// included (dependency-cruiser with the repository's config), the boundaries of the server's db/, cli/ and
// demo/ folders and of the web features (the `reelvault/boundaries` zones of eslint.config.js), the web app's
// `@/` imports included (decision 0019).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

describe('import cycles', () => {
  let fixtures = '';

  beforeAll(async () => {
    fixtures = await mkdtemp(path.join(tmpdir(), 'reelvault-cycles-'));
    const files: Record<string, string> = {
      'runtime/wallet.ts': "import { bonusOf } from './bonus';\nexport const walletOf = () => bonusOf;\n",
      'runtime/bonus.ts': "import { walletOf } from './wallet';\nexport const bonusOf = () => walletOf;\n",
      'type-only/page.tsx':
        "import { table } from './table';\nexport interface Props { stake: string }\nexport const page = table;\n",
      'type-only/table.tsx':
        "import type { Props } from './page';\nexport const table = (props: Props) => props.stake;\n",
      'one-way/routes.ts': "import { placeBet } from './service';\nexport const routes = [placeBet];\n",
      'one-way/service.ts': 'export const placeBet = () => 0n;\n',
      'web-alias/balance-line.ts':
        "import { formatDateTime } from '@/lib/format';\nexport const line = formatDateTime;\n",
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(fixtures, file)), { recursive: true });
      await writeFile(path.join(fixtures, file), text);
    }
  });

  afterAll(async () => {
    await rm(fixtures, { recursive: true, force: true });
  });

  /** Runs the check of `npm run lint:cycles` (same binary, same config) on one fixture folder. */
  async function cruise(folder: string): Promise<{ failed: boolean; report: string }> {
    const binary = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const args = [binary, '--config', '.dependency-cruiser.mjs', '--output-type', 'err'];
    try {
      const { stdout } = await run(process.execPath, [...args, path.join(fixtures, folder)], { cwd: root });
      return { failed: false, report: stdout };
    } catch (error) {
      const { stdout } = error as { stdout: string };
      return { failed: true, report: stdout };
    }
  }

  it('refuses two files that import each other', async () => {
    const { failed, report } = await cruise('runtime');
    expect(failed).toBe(true);
    expect(report).toMatch(/no-cycle: \S*runtime\/(wallet|bonus)\.ts/);
    expect(report).toContain('1 dependency violations');
  });

  it('refuses a cycle closed by an `import type`', async () => {
    const { failed, report } = await cruise('type-only');
    expect(failed).toBe(true);
    expect(report).toMatch(/no-cycle: \S*type-only\/(page|table)\.tsx/);
  });

  it('lets imports that go one way through', async () => {
    const { failed, report } = await cruise('one-way');
    expect(report).toContain('no dependency violations found');
    expect(failed).toBe(false);
  });

  it('resolves the web app’s `@/` imports into apps/web/src, where the cycle check follows them', async () => {
    const binary = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const file = path.join(fixtures, 'web-alias/balance-line.ts');
    const args = [binary, '--config', '.dependency-cruiser.mjs', '--output-type', 'json', file];
    const { stdout } = await run(process.execPath, args, { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    const { modules } = JSON.parse(stdout) as {
      modules: {
        source: string;
        dependencies: { module: string; resolved: string; couldNotResolve: boolean }[];
      }[];
    };
    const fixture = modules.find((module) => module.source.endsWith('web-alias/balance-line.ts'));
    expect(fixture?.dependencies).toEqual([
      expect.objectContaining({
        module: '@/lib/format',
        resolved: 'apps/web/src/lib/format.ts',
        couldNotResolve: false,
      }),
    ]);
  });
});

const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for `code` written in `file`. */
async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'reelvault/boundaries')
    .map((message) => message.message);
}

describe('boundaries of the server’s db/ and cli/', () => {
  it('lets the database layer import the modules’ schema files, nested ones too', async () => {
    const code = "export * from '../modules/identity/schema';\nexport * from '../modules/crypto/schema';\n";
    expect(await crossings('apps/server/src/db/schema.ts', code)).toEqual([]);
  });

  it('refuses the database layer any other file of a module', async () => {
    const code = "export { insertAdmin } from '../modules/backoffice/repository';\n";
    expect(await crossings('apps/server/src/db/database.ts', code)).toEqual([
      'Import of "../modules/backoffice/repository" crosses a boundary: ' +
        "The database layer imports only the modules' schema files.",
    ]);
  });

  it('holds the seed steps’ bookkeeping in db/ to the same rule', async () => {
    const code = "export { importCatalogue } from '../modules/catalogue/importer';\n";
    expect(await crossings('apps/server/src/db/seed.ts', code)).toEqual([
      'Import of "../modules/catalogue/importer" crosses a boundary: ' +
        "The database layer imports only the modules' schema files.",
    ]);
  });

  it('lets a command use a module’s services, including a nested module’s', async () => {
    const code =
      "export { createWalletService } from '../modules/wallet/service';\n" +
      "export { reconcilePayouts } from '../modules/crypto/reconcile';\n";
    expect(await crossings('apps/server/src/cli/ledger-check.ts', code)).toEqual([]);
  });

  it('refuses a command a module’s repository, tables, routes or guards', async () => {
    const code =
      "export { balances } from '../modules/wallet/repository';\n" +
      "export { favouriteGames } from '../modules/catalogue/favourites-repository';\n" +
      "export { deposits } from '../modules/crypto/schema';\n" +
      "export { registerPlayRoutes } from '../modules/gaming/play-routes';\n" +
      "export { registerAdminGuard } from '../modules/backoffice/guards';\n";
    const messages = await crossings('apps/server/src/cli/ledger-check.ts', code);
    expect(messages).toHaveLength(5);
    expect(new Set(messages.map((message) => message.replace(/^.*: /, '')))).toEqual(
      new Set(["A command uses a module's services, never its routes, guards, repository or tables."]),
    );
  });
});

describe('boundaries of the server’s demo seed', () => {
  const refusal = "The demo seed makes its data through the modules' services only, like any other caller.";

  it('lets the demo seed use a module’s service.ts', async () => {
    const code =
      "export { addPage } from '../modules/content/service';\n" +
      "export type { IdentityService } from '../../modules/identity/service';\n";
    expect(await crossings('apps/server/src/demo/content/seed.ts', code)).toEqual([]);
  });

  it('refuses the demo seed a module’s repository, tables, or any other file', async () => {
    const code =
      "export { insertUser } from '../modules/identity/repository';\n" +
      "export { deposits } from '../modules/cashier/schema';\n" +
      "export { importCatalogue } from '../modules/catalogue/importer';\n";
    expect(await crossings('apps/server/src/demo/player.ts', code)).toEqual([
      `Import of "../modules/identity/repository" crosses a boundary: ${refusal}`,
      `Import of "../modules/cashier/schema" crosses a boundary: ${refusal}`,
      `Import of "../modules/catalogue/importer" crosses a boundary: ${refusal}`,
    ]);
  });
});

describe('boundaries of the web features', () => {
  const refusal =
    'One feature never imports another; compose them in app/ or move the shared part to a shared folder.';

  it('refuses a feature another feature’s file, imported through `@/` or relatively', async () => {
    const code =
      "export { GameCard } from '@/features/catalogue/components/game-card';\n" +
      "export { useFavourites } from '../../catalogue/hooks/use-favourites';\n";
    expect(await crossings('apps/web/src/features/cashier/components/deposit-form.ts', code)).toEqual([
      `Import of "@/features/catalogue/components/game-card" crosses a boundary: ${refusal}`,
      `Import of "../../catalogue/hooks/use-favourites" crosses a boundary: ${refusal}`,
    ]);
  });

  it('lets a feature import its own files and the shared folders through `@/`', async () => {
    const code =
      "export { useGames } from '@/features/catalogue/api/get-games';\n" +
      "export { formatDateTime } from '@/lib/format';\n" +
      "export { PopupHost } from '@/components/popups/popup-host';\n";
    expect(await crossings('apps/web/src/features/catalogue/components/game-grid.ts', code)).toEqual([]);
  });
});
