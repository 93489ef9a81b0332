// The catalogue back office's rules (decision 0718): what an operator sees of a studio and a game, the RTP
// players are shown and where it comes from, and which categories a game may take.
import type {
  AdminCatalogueCategory,
  AdminCatalogueGame,
  AdminStudio,
  CategoryNames,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { gameBadges } from '@reelvault/contract/calls/catalogue';
import { isLocaleCode } from '@reelvault/contract/constants/locales';
import { gameType } from '@reelvault/contract/constants/statuses';
import type { AdminCategoryRow, AdminGameRow, AdminStudioRow } from './admin-repository';
import { engineRtp } from './engine-rtp';
import { belongsOnHomeList } from './home-lists';

/** The RTP players see: the in-house model's exact figure when the game runs on one, the feed's otherwise. */
export function shownRtp(game: { engine: string; model: string; rtp: string }): {
  rtp: string;
  source: 'engine' | 'feed';
} {
  const fromEngine = engineRtp(game.engine, game.model);
  return fromEngine === undefined ? { rtp: game.rtp, source: 'feed' } : { rtp: fromEngine, source: 'engine' };
}

/** The stored type as the contract names it: 5 live casino, 4 slots. */
export const typeOf = (type: number): 4 | 5 => (type === gameType.live ? gameType.live : gameType.slot);

export function adminStudioOut(row: AdminStudioRow): AdminStudio {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    active: row.isActive,
    enabled: row.isEnabled,
    game_count: row.gameCount,
    countries: row.countries,
    countries_set_here: row.countriesByOperator,
  };
}

export function adminGameOut(row: AdminGameRow): AdminCatalogueGame {
  const rtp = shownRtp(row);
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    type: typeOf(row.type),
    studio: { id: row.studioId, name: row.studioName, enabled: row.studioEnabled },
    active: row.isActive,
    enabled: row.isEnabled,
    listed: row.listed,
    category_ids: row.categoryIds,
    categories_set_here: row.categoriesByOperator,
    rtp: rtp.rtp,
    rtp_source: rtp.source,
    feed_rtp: row.rtp,
    badges: gameBadges.filter((badge) => row.badges.includes(badge)),
  };
}

export function adminCategoryOut(row: AdminCategoryRow): AdminCatalogueCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: typeOf(row.type),
    names: Object.fromEntries(
      Object.entries(row.names).filter(([code]) => isLocaleCode(code)),
    ) as CategoryNames,
    position: row.position,
    hidden: row.hidden,
    created_here: row.createdByOperator,
  };
}

/** A page address made from an English name: `Summer Hits!` -> `summer-hits`. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/**
 * The new order of a type's categories, or why not: it must name every category of the type, each once,
 * and none of another type.
 */
export function checkCategoryOrder(
  type: number,
  wanted: readonly number[],
  known: readonly { id: number; type: number }[],
): { ok: true } | { ok: false; message: string } {
  const ofType = known.filter((category) => category.type === type).map((category) => category.id);
  if (new Set(wanted).size !== wanted.length) return { ok: false, message: 'A category is named twice.' };
  const missing = ofType.filter((id) => !wanted.includes(id));
  const foreign = wanted.filter((id) => !ofType.includes(id));
  if (foreign.length > 0) {
    return { ok: false, message: `Category ${String(foreign[0])} is not a category of this type.` };
  }
  if (missing.length > 0)
    return { ok: false, message: `Category ${String(missing[0])} is missing from the order.` };
  return { ok: true };
}

/**
 * The games of a home list, or why not: each once, each in the catalogue (not retired), and only game
 * shows in the Game shows list (home-lists.ts).
 */
export function checkHomeList(
  listId: number,
  wanted: readonly number[],
  known: readonly {
    id: number;
    type: number;
    engine: string;
    categoryIds: readonly number[];
    isActive: boolean;
  }[],
): { ok: true } | { ok: false; message: string } {
  if (new Set(wanted).size !== wanted.length) return { ok: false, message: 'A game is in the list twice.' };
  const byId = new Map(known.map((game) => [game.id, game]));
  for (const id of wanted) {
    const game = byId.get(id);
    if (!game?.isActive) return { ok: false, message: `Game ${String(id)} is not in the catalogue.` };
    if (!belongsOnHomeList(listId, game)) {
      return {
        ok: false,
        message: `Game ${String(id)} is not a game show: this list holds game shows only.`,
      };
    }
  }
  return { ok: true };
}

/**
 * The categories a game is given, each once, in the order asked; or why not: a category that does not
 * exist, or one of the other type (a slot in a live category).
 */
export function checkGameCategories(
  game: { type: number },
  wanted: readonly number[],
  known: readonly { id: number; type: number }[],
): { ok: true; ids: number[] } | { ok: false; message: string } {
  const byId = new Map(known.map((category) => [category.id, category]));
  const ids = [...new Set(wanted)];
  for (const id of ids) {
    const category = byId.get(id);
    if (!category) return { ok: false, message: `Category ${String(id)} does not exist.` };
    if (category.type !== game.type) {
      return {
        ok: false,
        message: `Category ${String(id)} is for ${category.type === gameType.live ? 'live' : 'slot'} games only.`,
      };
    }
  }
  return { ok: true, ids };
}
