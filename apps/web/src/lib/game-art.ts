// The <img> sources of a game's art: the platform's own art comes in several widths (a srcset the contract
// describes), so a card on a phone fetches the small picture and a sharp screen the large one. `sizes` is
// how wide the page draws it (cards: the contract's `gameCardArtSizes`, which the server's preloads use).
import { gameArtSrcSet } from '@reelvault/contract/calls/catalogue';

export function gameArtSources(
  image: string,
  sizes: string,
): { sizes?: string; srcSet?: string; src: string } {
  const srcSet = gameArtSrcSet(image);
  // In this order: an <img> picks its picture when `src` is set, by the `sizes` and `srcset` it has then.
  return srcSet ? { sizes, srcSet, src: image } : { src: image };
}
