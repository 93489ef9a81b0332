// The SEO table (spec 000, section 3: entries of name, title, og_url, og_title, og_description,
// og_image): each public route's title and description (translated, under seo.<name>), its sharing
// image, and whether it may be indexed. The first entry whose path matches applies.
export interface SeoEntry {
  readonly name: SeoName;
  readonly matches: (path: string) => boolean;
  readonly image: string;
  readonly index: boolean;
}

export type SeoName =
  | 'home'
  | 'slots'
  | 'liveCasino'
  | 'browse'
  | 'providers'
  | 'promotions'
  | 'pages'
  | 'sports'
  | 'vip'
  | 'bonuses'
  | 'play'
  | 'fairness'
  | 'login'
  | 'register'
  | 'resetPassword'
  | 'favorites'
  | 'account'
  | 'site';

const defaultImage = '/og-image.png';
const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);

const entry = (name: SeoName, matches: (path: string) => boolean, index = true, image = defaultImage) => ({
  name,
  matches,
  image,
  index,
});

export const seoTable: readonly SeoEntry[] = [
  entry('home', (path) => path === '/' || path === '/home'),
  entry('slots', under('/slots')),
  entry('liveCasino', under('/live-casino')),
  entry('browse', under('/browse')),
  entry('providers', under('/providers')),
  entry(
    'promotions',
    (path) => under('/promotions')(path) || path.startsWith('/promotions-detail/'),
    true,
    '/promotions/welcome-cover.svg',
  ),
  entry('pages', under('/pages')),
  entry('sports', under('/sports')),
  entry('vip', under('/vip')),
  entry('bonuses', under('/bonuses')),
  entry('play', (path) => under('/play')(path) || under('/launcher')(path)),
  entry('fairness', under('/fairness')),
  entry('login', under('/login'), false),
  entry('register', under('/register')),
  entry('resetPassword', under('/reset-password'), false),
  entry('favorites', under('/favorites'), false),
  entry(
    'account',
    (path) =>
      [
        '/account',
        '/deposit',
        '/withdraw',
        '/pathly',
        '/logout',
        '/confirm-email',
        '/contact',
        '/redeem',
        '/onboarding',
        '/cooldown',
        '/self-exclusion',
      ].some((p) => under(p)(path)),
    false,
  ),
];

export const fallbackSeo: SeoEntry = entry('site', () => true);

export function seoEntryFor(path: string): SeoEntry {
  return seoTable.find((candidate) => candidate.matches(path)) ?? fallbackSeo;
}
