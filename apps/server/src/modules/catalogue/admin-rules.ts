// The catalogue back office's rules (decision 0718): what an operator sees of a studio and a game, the RTP
// players are shown and where it comes from, and which categories a game may take.
import type { AdminCatalogueGame, AdminStudio } from '@reelvault/contract/calls/backoffice-catalogue';
import { gameType } from '@reelvault/contract/constants/statuses';
import type { AdminGameRow, AdminStudioRow } from './admin-repository';
import { engineRtp } from './engine-rtp';

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
  };
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
