// The home hero's slides come from the server (decision 0313): the operator writes them in the back office,
// each for guests, for logged-in players or for both. A logged-in player is offered no sign-up: the slides
// seeded from the site's first five lead them to the deposit and leave the refer-a-friend slide out
// (decision record 0137). Each of the site's own pictures brings its background.
import type { HeroArtPreset } from '@reelvault/contract/constants/hero-slides';
import type { HeroSlide } from '@reelvault/contract/calls/hero-slides';

/** Tailwind gradient of a slide's background, by its picture. */
export const heroTones: Record<HeroArtPreset, string> = {
  reels: 'from-royal-600 via-night-700 to-night-900',
  chest: 'from-gold-500/70 via-night-700 to-night-900',
  cashback: 'from-emerald-600/70 via-night-700 to-night-900',
  clock: 'from-sky-600/70 via-night-700 to-night-900',
  friends: 'from-fuchsia-600/70 via-night-700 to-night-900',
};

/** The background of a slide showing an uploaded picture. */
export const pictureTone = 'from-night-700 via-night-800 to-night-900';

/** The slides for a guest, or for a logged-in player. */
export function heroSlidesFor(slides: readonly HeroSlide[], loggedIn: boolean): readonly HeroSlide[] {
  const hidden = loggedIn ? 'guests' : 'players';
  return slides.filter((slide) => slide.audience !== hidden);
}
