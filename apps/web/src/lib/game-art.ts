// The <img> sources of a game's art: the platform's own art comes in several widths (a srcset the contract
// describes), so a card on a phone fetches the small picture and a sharp screen the large one.
import { gameArtSrcSet, gameCardArtSizes } from '@reelvault/contract/calls/catalogue';

/** How wide a card in a row or a grid is drawn. */
export const cardArtSizes = gameCardArtSizes;

export function gameArtSources(
  image: string,
  sizes: string,
): { sizes?: string; srcSet?: string; src: string } {
  const srcSet = gameArtSrcSet(image);
  // In this order: an <img> picks its picture when `src` is set, by the `sizes` and `srcset` it has then.
  return srcSet ? { sizes, srcSet, src: image } : { src: image };
}
