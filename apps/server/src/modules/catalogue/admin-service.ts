// The catalogue's back office (decision 0718): each call checks the operator's permission; each change is
// written with its audit entry (before and after) and a raised catalogue revision in one transaction, so
// every node drops its cached lists, as after an import.
import {
  homeListIds,
  type AdminCatalogueCategory,
  type AdminCatalogueGame,
  type AdminHomeList,
  type AdminStudio,
} from '@reelvault/contract/calls/backoffice-catalogue';
import type { GameBadge } from '@reelvault/contract/calls/catalogue';
import { slotCategoryOf } from '@reelvault/contract/constants/categories';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import {
  createCatalogueAdminRepository,
  type AdminGamesFilter,
  type AdminHomeListRow,
} from './admin-repository';
import {
  adminCategoryOut,
  adminGameOut,
  adminStudioOut,
  checkCategoryOrder,
  checkGameCategories,
  checkHomeList,
  slugFromName,
  typeOf,
} from './admin-rules';
import { firstOperatorCategoryId } from './categories';
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

    async categories(admin: AuthenticatedAdmin): Promise<AdminCatalogueCategory[]> {
      backoffice.requirePermission(admin, 'catalogue.read');
      return (await reads.categories()).map(adminCategoryOut);
    },

    /** A new category, last of its type, named per language; its slug made from the English name if not given. */
    createCategory(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      input: { type: 4 | 5; slug?: string | undefined; names: Record<string, string> },
    ): Promise<AdminCatalogueCategory> {
      const slug = input.slug ?? slugFromName(input.names.en ?? '');
      return change(admin, caller, { action: 'category.create', type: 'category', id: slug }, async (tx) => {
        const repository = createCatalogueAdminRepository(tx);
        if (slug.length < 2) {
          throw validationError({ slug: ['Give the category an address of letters and digits.'] });
        }
        // `asian` and `new` are the links' spellings of spec categories: taken as well.
        if ((await repository.slugTaken(slug)) || slotCategoryOf(slug) !== undefined) {
          throw validationError({ slug: [`The address "${slug}" is taken by another category.`] });
        }
        const id = await repository.createCategory(
          { slug, type: input.type, names: input.names },
          firstOperatorCategoryId,
        );
        const created = await repository.category(id);
        if (!created) throw new AppError('CATEGORY_NOT_FOUND');
        const result = adminCategoryOut(created);
        return { before: {}, after: result, result };
      });
    },

    /** Renames a category (names per language) or hides and shows it. */
    updateCategory(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      input: { names?: Record<string, string> | undefined; hidden?: boolean | undefined },
    ): Promise<AdminCatalogueCategory> {
      return change(
        admin,
        caller,
        { action: 'category.update', type: 'category', id: String(id) },
        async (tx) => {
          const repository = createCatalogueAdminRepository(tx);
          const before = await repository.lockCategory(id);
          if (!before) throw new AppError('CATEGORY_NOT_FOUND');
          await repository.updateCategory(id, input);
          const after = await repository.category(id);
          if (!after) throw new AppError('CATEGORY_NOT_FOUND');
          const result = adminCategoryOut(after);
          return { before: adminCategoryOut(before), after: result, result };
        },
      );
    },

    /** The lobby order of a type's categories: every one of them, each once. */
    orderCategories(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      type: 4 | 5,
      ids: readonly number[],
    ): Promise<AdminCatalogueCategory[]> {
      return change(
        admin,
        caller,
        { action: 'category.order', type: 'category', id: String(type) },
        async (tx) => {
          const repository = createCatalogueAdminRepository(tx);
          const known = await repository.categories();
          const checked = checkCategoryOrder(type, ids, known);
          if (!checked.ok) throw validationError({ category_ids: [checked.message] });
          await repository.orderCategories(ids);
          const ofType = (rows: typeof known) =>
            rows.filter((row) => row.type === type).map((row) => ({ id: row.id, position: row.position }));
          const result = (await repository.categories())
            .filter((row) => row.type === type)
            .map(adminCategoryOut);
          return { before: { order: ofType(known) }, after: { order: ids }, result };
        },
      );
    },

    /** The marks on a game's card; an import never writes them. */
    setGameBadges(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      badges: readonly GameBadge[],
    ): Promise<AdminCatalogueGame> {
      return gameChange('game.badges', (tx, game) =>
        createCatalogueAdminRepository(tx).setGameBadges(game.id, [...new Set(badges)]),
      )(admin, caller, id);
    },

    async homeLists(admin: AuthenticatedAdmin): Promise<AdminHomeList[]> {
      backoffice.requirePermission(admin, 'catalogue.read');
      return (await reads.homeLists(homeListIds)).map(homeListOut);
    },

    /** Replaces a home list's games in the order given; the player home page shows them so. */
    setHomeList(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      id: number,
      gameIds: readonly number[],
    ): Promise<AdminHomeList> {
      return change(
        admin,
        caller,
        { action: 'home_list.order', type: 'home_list', id: String(id) },
        async (tx) => {
          const repository = createCatalogueAdminRepository(tx);
          const listId = homeListIds.find((known) => known === id);
          if (listId === undefined) throw new AppError('NOT_FOUND');
          const [before] = await repository.homeLists([listId]);
          const checked = checkHomeList(listId, gameIds, await repository.gamesForList(gameIds));
          if (!checked.ok) throw validationError({ game_ids: [checked.message] });
          await repository.replaceHomeList(listId, before?.name || (defaultListNames[listId] ?? ''), gameIds);
          const [after] = await repository.homeLists([listId]);
          if (!before || !after) throw new AppError('NOT_FOUND');
          const result = homeListOut(after);
          const order = (list: AdminHomeListRow) => list.games.map((game) => game.id);
          return { before: { game_ids: order(before) }, after: { game_ids: order(after) }, result };
        },
      );
    },
  };
}

/** Names of the home lists before a feed has named them. */
const defaultListNames: Readonly<Record<number, string>> = {
  563: 'Popular',
  559: 'Live casino',
  561: 'New games',
  560: 'Game shows',
  300: 'Popular (onboarding)',
};

function homeListOut(row: AdminHomeListRow): AdminHomeList {
  return {
    id: row.id,
    name: row.name || (defaultListNames[row.id] ?? String(row.id)),
    set_here: row.setByOperator,
    games: row.games.map((game) => ({
      id: game.id,
      identifier: game.identifier,
      name: game.name,
      studio_name: game.studioName,
      type: typeOf(game.type),
      listed: game.listed,
    })),
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
