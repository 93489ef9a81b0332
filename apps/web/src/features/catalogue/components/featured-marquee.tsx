// The lobby's featured games (the home page's list 300, one game from each of a dozen studios) moving
// slowly across the screen. It stops under the pointer or focus and with its pause button (WCAG 2.2.2),
// and does not move at all for players who ask for reduced motion: then it is a row to scroll.
import { homePageLists } from '@reelvault/contract/constants/categories';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { reducedMotionQuery, useMediaQuery } from '@/lib/use-media-query';
import { useHomePageList } from '@/features/catalogue/api/get-home-page';
import { GameCard, GameCardSkeleton } from './game-card';

const itemClasses = 'w-32 shrink-0 sm:w-36';
/** Seconds each game takes to cross, so that a longer list does not move faster. */
const secondsPerGame = 5;

export function FeaturedMarquee() {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useHomePageList(homePageLists.onboardingPopular);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion && !paused && list.games.length > 0;
  if (!list.isPending && list.games.length === 0) return null;

  return (
    <section aria-labelledby={titleId} aria-busy={list.isPending} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="text-lg font-bold sm:text-xl">
          {t('lobby.featured')}
        </h2>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? t('lobby.playFeatured') : t('lobby.pauseFeatured')}
            className={buttonClasses('icon', 'none', 'ms-auto size-8')}
          >
            {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
          </button>
        )}
      </div>
      <div
        className={`group -mx-4 px-4 lg:mx-0 lg:px-0 ${moving ? 'overflow-hidden' : 'overflow-x-auto pb-2'}`}
      >
        <ul
          data-moving={moving}
          style={moving ? { animationDuration: `${list.games.length * secondsPerGame}s` } : undefined}
          className={`flex w-max gap-3 ${
            moving
              ? 'animate-marquee pe-3 will-change-transform group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] rtl:animate-marquee-rtl'
              : ''
          }`}
        >
          {list.isPending
            ? Array.from({ length: 10 }, (_, index) => (
                <li key={index} className={itemClasses}>
                  <GameCardSkeleton />
                </li>
              ))
            : list.games.map((game) => (
                <li key={game.id} className={itemClasses}>
                  <GameCard game={game} />
                </li>
              ))}
          {/* The second copy only closes the loop; it is neither read out nor reachable. */}
          {moving
            ? list.games.map((game) => (
                <li key={`copy-${game.id}`} className={itemClasses} aria-hidden="true" inert>
                  <GameCard game={game} />
                </li>
              ))
            : null}
        </ul>
      </div>
    </section>
  );
}
