// The page's search and sharing tags: <title>, meta description, Open Graph (og:title, og:description,
// og:url, og:image), the canonical link and robots. The shell sets them per route from the SEO table; a
// page with its own subject (a promotion, a legal page) names it with useSeoOverride.
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface SeoTags {
  readonly title: string;
  readonly description: string;
  /** Path of the page (query and hash dropped); canonical URL and og:url. */
  readonly path: string;
  /** Path or URL of the sharing image. */
  readonly image: string;
  /** Private pages (the account, the cashier's returns) are not indexed. */
  readonly index: boolean;
  readonly siteName: string;
  /** The title is the whole document title (a game's page: the game's name alone), without the site's. */
  readonly exactTitle?: boolean | undefined;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

export function applySeo(tags: SeoTags): void {
  const origin = window.location.origin;
  const url = `${origin}${tags.path}`;
  const image = new URL(tags.image, origin).toString();
  document.title =
    tags.exactTitle || tags.title.includes(tags.siteName) ? tags.title : `${tags.title} | ${tags.siteName}`;
  upsertMeta('name', 'description', tags.description);
  upsertMeta('name', 'robots', tags.index ? 'index, follow' : 'noindex, nofollow');
  upsertMeta('property', 'og:type', 'website');
  upsertMeta('property', 'og:site_name', tags.siteName);
  upsertMeta('property', 'og:title', tags.title);
  upsertMeta('property', 'og:description', tags.description);
  upsertMeta('property', 'og:url', url);
  upsertMeta('property', 'og:image', image);
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertCanonical(url);
}

interface Override {
  readonly title: string;
  /** Without one, the route's description from the SEO table stands. */
  readonly description?: string | undefined;
  readonly image?: string | undefined;
  readonly exactTitle?: boolean | undefined;
}

// The subject a page named for its path; the shell reads it when it sets the route's tags, so whichever
// effect runs last, the page's own title wins.
const overrides = new Map<string, Override>();
const listeners = new Set<() => void>();

export function seoOverrideFor(path: string): Override | undefined {
  return overrides.get(path);
}

export function onSeoOverride(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the current page's subject (title, description, image) once it is known. */
export function useSeoOverride(override: Override | undefined): void {
  const { pathname } = useLocation();
  const title = override?.title;
  const description = override?.description;
  const image = override?.image;
  const exactTitle = override?.exactTitle;
  useEffect(() => {
    if (title === undefined) return;
    overrides.set(pathname, { title, description, image, exactTitle });
    for (const listener of listeners) listener();
    return () => {
      overrides.delete(pathname);
      for (const listener of listeners) listener();
    };
  }, [pathname, title, description, image, exactTitle]);
}
