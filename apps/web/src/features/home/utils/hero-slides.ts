// The home hero's five slides (spec, "Home"): what each one offers, in the spec's figures, and where its
// button leads. Texts live in the locale files under hero.<id>. A logged-in player is offered no sign-up:
// their welcome and bonus slides lead to the deposit, and the refer-a-friend slide (a sign-up) is left out
// (decision record 0137).
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

/** What a logged-in player sees instead of the sign-up slides. */
const playerDestinations: Partial<Record<HeroSlideId, string | null>> = {
  welcome: '/deposit',
  bonus: '/deposit',
  referral: null,
};

/** The slides for a guest, or for a logged-in player with no sign-up among them. */
export function heroSlidesFor(loggedIn: boolean): readonly HeroSlide[] {
  if (!loggedIn) return heroSlides;
  return heroSlides.flatMap((slide) => {
    const to = playerDestinations[slide.id];
    if (to === null) return [];
    return [to === undefined ? slide : { ...slide, to }];
  });
}
