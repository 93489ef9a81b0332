// The home hero's five slides (spec, "Home"): what each one offers, in the spec's figures, and where its
// button leads. Texts live in the locale files under hero.<id>.
export type HeroSlideId = 'welcome' | 'bonus' | 'cashback' | 'withdrawal' | 'referral';

export interface HeroSlide {
  readonly id: HeroSlideId;
  readonly to: string;
  readonly art: 'reels' | 'chest' | 'cashback' | 'clock' | 'friends';
  /** Tailwind gradient of the slide's background. */
  readonly tone: string;
}

/** "65,000€ bonus" and "50€ refer-a-friend": whole euros as decimal strings, in the player's language. */
export const welcomeBonusUpTo = { amount: '65000', currency: 'EUR' } as const;
export const referralReward = { amount: '50', currency: 'EUR' } as const;
/** "15% daily cashback". */
export const dailyCashbackRate = 0.15;

export const heroSlides: readonly HeroSlide[] = [
  { id: 'welcome', to: '/register', art: 'reels', tone: 'from-royal-600 via-night-700 to-night-900' },
  { id: 'bonus', to: '/register', art: 'chest', tone: 'from-gold-500/70 via-night-700 to-night-900' },
  {
    id: 'cashback',
    // The spec's banners link promotions 4 (daily cashback) and 5 (24-hour withdrawals).
    to: '/promotions-detail/4',
    art: 'cashback',
    tone: 'from-emerald-600/70 via-night-700 to-night-900',
  },
  {
    id: 'withdrawal',
    to: '/promotions-detail/5',
    art: 'clock',
    tone: 'from-sky-600/70 via-night-700 to-night-900',
  },
  { id: 'referral', to: '/register', art: 'friends', tone: 'from-fuchsia-600/70 via-night-700 to-night-900' },
];
