// Games looked up by their code, for rows elsewhere that name a game by it: the card of a round (id, name,
// art) and the RTP the site shows (the rakeback's house edge, decision 1124).
import { gameArtPath } from '@reelvault/contract/calls/catalogue';
import { engineRtp } from './engine-rtp';
import { artRevision } from './game-art';
import type { CatalogueRepository } from './repository';

export function createGamesByCode(repository: Pick<CatalogueRepository, 'cards' | 'rtpRows'>) {
  return {
    /** Id, name and art of games by identifier, for rows that name a game by its code (rounds). */
    async gameCards(
      identifiers: readonly string[],
    ): Promise<Map<string, { id: number; name: string; image: string }>> {
      const rows = await repository.cards([...new Set(identifiers)]);
      return new Map(
        rows.map((row) => [
          row.identifier,
          {
            id: row.id,
            name: row.name,
            image: gameArtPath(row.identifier, `${row.artVersion}.${artRevision}`),
          },
        ]),
      );
    },

    /**
     * The RTP of games by identifier, in percent ("96.30"), as the site shows it: the model's figure for a
     * game on an in-house model, the feed's otherwise. A code the catalogue does not know is left out.
     */
    async gameRtps(identifiers: readonly string[]): Promise<Map<string, string>> {
      const rows = await repository.rtpRows([...new Set(identifiers)]);
      return new Map(rows.map((row) => [row.identifier, engineRtp(row.engine, row.model) ?? row.rtp]));
    },
  };
}
