// A game page's document title: the game's name alone, once it is known. It goes through the shell's SEO
// tags (an override for the page's path), so the route's own title never replaces it, whichever of the
// two is set last (the game can be known in the page's very first render).
import { useSeoOverride } from '@/lib/seo';

export function useDocumentTitle(title: string | undefined): void {
  useSeoOverride(title ? { title, exactTitle: true } : undefined);
}
