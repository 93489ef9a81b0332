// The catalogue's back office (decision 0718): each call checks the operator's permission; each change is
// written with its audit entry (before and after) and a raised catalogue revision in one transaction, so
// every node drops its cached lists, as after an import.
import type { AdminCatalogueGame, AdminStudio } from '@reelvault/contract/calls/backoffice-catalogue';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import { createCatalogueAdminRepository, type AdminGamesFilter } from './admin-repository';
import { adminGameOut, adminStudioOut, checkGameCategories, typeOf } from './admin-rules';
import { createImportRepository } from './import-repository';
import type { CatalogueService } from './service';

export interface CatalogueAdminDependencies {
  readonly db: Db;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission'>;
  readonly catalogue: Pick<CatalogueService, 'revisionRaised'>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function createCatalogueAdminService({ db, backoffice, catalogue }: CatalogueAdminDependencies) {
  const reads = createCatalogueAdminRepository(db);

  /** A change to the catalogue: audited, the revision raised with it, this node's snapshot dropped after. */
  async function change<T>(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    target: { action: string; type: string; id: string },
    run: (tx: Tx) => Promise<{ before: object; after: object; result: T }>,
  ): Promise<T> {
    const result = await backoffice.audited(admin, caller, 'catalogue.manage', target, async (tx) => {
      const outcome = await run(tx);
      await createImportRepository(tx).raiseRevision();
      return outcome;
    });
    catalogue.revisionRaised();
    return result;
  }

  function studioChange(
    action: string,
    write: (tx: Tx, id: number) => Promise<void>,
  ): (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) => Promise<AdminStudio> {
    return (admin, caller, id) =>
      change(admin, caller, { action, type: 'studio', id: String(id) }, async (tx) => {
        const repository = createCatalogueAdminRepository(tx);
        if (!(await repository.lockStudio(id))) throw new AppError('NOT_FOUND');
        const before = await repository.studio(id);
        await write(tx, id);
        const after = await repository.studio(id);
        if (!before || !after) throw new AppError('NOT_FOUND');
        const result = adminStudioOut(after);
        return { before: adminStudioOut(before), after: result, result };
      });
  }

  function gameChange(
    action: string,
    write: (tx: Tx, game: AdminCatalogueGame) => Promise<void>,
  ): (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) => Promise<AdminCatalogueGame> {
    return (admin, caller, id) =>
      change(admin, caller, { action, type: 'game', id: String(id) }, async (tx) => {
        const repository = createCatalogueAdminRepository(tx);
        if (!(await repository.lockGame(id))) throw new AppError('GAME_NOT_FOUND');
        const stored = await repository.game(id);
        if (!stored) throw new AppError('GAME_NOT_FOUND');
        const before = adminGameOut(stored);
        await write(tx, before);
        const after = await repository.game(id);
        if (!after) throw new AppError('GAME_NOT_FOUND');
        const result = adminGameOut(after);
        return { before, after: result, result };
      });
  }

  const setStudioEnabled = (enabled: boolean) =>
    studioChange(enabled ? 'studio.enable' : 'studio.disable', (tx, id) =>
      createCatalogueAdminRepository(tx).setStudioEnabled(id, enabled),
    );
  const setGameEnabled = (enabled: boolean) =>
    gameChange(enabled ? 'game.enable' : 'game.disable', (tx, game) =>
      createCatalogueAdminRepository(tx).setGameEnabled(game.id, enabled),
    );

  return {
    async studios(admin: AuthenticatedAdmin): Promise<AdminStudio[]> {
      backoffice.requirePermission(admin, 'catalogue.read');
      return (await reads.studios()).map(adminStudioOut);
    },

    enableStudio: setStudioEnabled(true),
    disableStudio: setStudioEnabled(false),

    /** Replaces the studio's country rules; the launch's 571 check reads them from the next request on. */
    setStudioCountries(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      countries: Record<string, boolean>,
    ): Promise<AdminStudio> {
      return studioChange('studio.countries', (tx, studioId) =>
        createCatalogueAdminRepository(tx).replaceCountryRules(studioId, countries),
      )(admin, caller, id);
    },

    async games(
      admin: AuthenticatedAdmin,
      query: AdminGamesFilter & { page: number; perPage: number },
    ): Promise<{ data: AdminCatalogueGame[]; pagination: ReturnType<typeof paginationOf> }> {
      backoffice.requirePermission(admin, 'catalogue.read');
      const { rows, total } = await reads.games(query, query.perPage, (query.page - 1) * query.perPage);
      return { data: rows.map(adminGameOut), pagination: paginationOf(total, query.page, query.perPage) };
    },

    enableGame: setGameEnabled(true),
    disableGame: setGameEnabled(false),

    /** Replaces a game's categories (of its own type); an import keeps them from then on. */
    setGameCategories(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      categoryIds: readonly number[],
    ): Promise<AdminCatalogueGame> {
      return gameChange('game.categories', async (tx, game) => {
        const repository = createCatalogueAdminRepository(tx);
        const checked = checkGameCategories(game, categoryIds, await repository.categories());
        if (!checked.ok) throw validationError({ category_ids: [checked.message] });
        await repository.replaceGameCategories(game.id, checked.ids);
      })(admin, caller, id);
    },

    async categories(admin: AuthenticatedAdmin) {
      backoffice.requirePermission(admin, 'catalogue.read');
      const rows = await reads.categories();
      return rows.map((row) => ({ ...row, type: typeOf(row.type) }));
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
