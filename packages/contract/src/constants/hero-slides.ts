// The home page's hero slides (decision 0313): the site's own pictures a slide may show instead of an
// uploaded one (apps/web hero-art), and who sees a slide.
export const heroArtPresets = ['reels', 'chest', 'cashback', 'clock', 'friends'] as const;
export type HeroArtPreset = (typeof heroArtPresets)[number];

/** Visitors not logged in, logged-in players, or both. */
export const heroAudiences = ['guests', 'players', 'both'] as const;
export type HeroAudience = (typeof heroAudiences)[number];
