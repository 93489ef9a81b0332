// The lobby's hero carousel (spec, "Home"), built on the WAI-ARIA carousel pattern: a labelled region of
// slides, previous/next buttons, one button per slide, a pause button, and automatic rotation that stops
// while the pointer or focus is inside, when the player pauses it, and for players who ask for reduced
// motion. The slides are the operator's, from the server (decision 0313); until they come, the frame keeps
// a slide's height.
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { timings } from '@reelvault/contract/constants/timings';
import { reducedMotionQuery, useMediaQuery } from '@/lib/use-media-query';
import { useAuthToken } from '@/lib/auth-store';
import { useHeroSlides } from '@/features/home/api/get-hero-slides';
import { heroSlidesFor, heroTones, pictureTone } from '@/features/home/utils/hero-slides';
import { HeroArt } from './hero-art';

/** The slide's frame before the slides arrive: the height of a slide, so nothing moves when they come. */
const slideFrame =
  'col-start-1 row-start-1 flex items-center gap-3 bg-linear-to-br ps-5 pe-4 pt-4 pb-11 transition-opacity duration-700 motion-reduce:transition-none sm:gap-6 sm:px-10 sm:pt-8 sm:pb-20 md:gap-10 md:px-14 md:pt-12 lg:px-20';

export function HeroSlider() {
  const { t } = useTranslation();
  // A stored session counts from the first render, so that a returning player never sees a sign-up slide
  // while the profile loads.
  const loggedIn = useAuthToken() !== null;
  const slides = useHeroSlides();
  const heroSlides = heroSlidesFor(slides.data ?? [], loggedIn);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [shown, setCurrent] = useState(0);
  const [pausedByPlayer, setPausedByPlayer] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = Math.max(heroSlides.length, 1);
  // Logging in or out changes the number of slides.
  const current = shown % total;
  const rotating = !reducedMotion && !pausedByPlayer && !hovered && !focused;

  useEffect(() => {
    if (!rotating || heroSlides.length < 2) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % total), timings.heroSlide);
    return () => clearTimeout(timer);
  }, [rotating, current, total, heroSlides.length]);

  const show = (index: number) => setCurrent((index + total) % total);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="relative overflow-hidden rounded-3xl border border-night-700 bg-night-900"
    >
      <div className="grid" aria-live={rotating ? 'off' : 'polite'}>
        {heroSlides.length === 0 ? (
          <div aria-busy={slides.isPending} className={`${slideFrame} ${heroTones.reels}`}>
            <div className="h-28 flex-1 sm:h-56" />
          </div>
        ) : null}
        {heroSlides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slide', { current: index + 1, total })}
              aria-hidden={!active}
              inert={!active}
              className={`${slideFrame} ${slide.art ? heroTones[slide.art] : pictureTone} ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {/* On a phone the slide is a short banner, its picture beside the text, so that the games
                  start on the first screen (decision record 0137). */}
              <div className="flex max-w-xl min-w-0 flex-1 flex-col items-start gap-2 text-start sm:gap-4">
                <h2 className="text-xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {slide.title}
                </h2>
                <p className="text-sm text-ink/85 sm:text-lg">{slide.text}</p>
                <Link
                  to={slide.link}
                  className={buttonClasses('primary', 'sm', 'mt-1 sm:mt-2 sm:h-11 sm:px-6 sm:text-base')}
                >
                  {slide.cta}
                </Link>
                <p className="text-xs text-muted">{t('hero.terms')}</p>
              </div>
              {slide.image_url ? (
                <img
                  src={slide.image_url}
                  alt=""
                  width={480}
                  height={480}
                  className="h-16 w-auto shrink-0 rounded-2xl sm:h-44 lg:h-56"
                />
              ) : slide.art ? (
                <HeroArt art={slide.art} className="h-16 w-auto shrink-0 sm:h-44 lg:h-56" />
              ) : null}
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 px-4 pb-1 sm:pb-4">
        <button
          type="button"
          onClick={() => setPausedByPlayer((paused) => !paused)}
          aria-label={pausedByPlayer ? t('hero.play') : t('hero.pause')}
          className={buttonClasses('icon', 'none', 'size-9')}
          hidden={reducedMotion}
        >
          {pausedByPlayer ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
        <button
          type="button"
          onClick={() => show(current - 1)}
          aria-label={t('hero.previous')}
          className={buttonClasses('icon', 'none', 'size-9')}
        >
          <ChevronStartIcon className="size-4" />
        </button>
        <div className="flex items-center">
          {heroSlides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => show(index)}
              aria-label={t('hero.goTo', { number: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              className="group grid size-7 place-items-center"
            >
              <span
                className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${
                  index === current ? 'w-6 bg-gold-400' : 'w-2 bg-ink/40 group-hover:bg-ink/70'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={() => show(current + 1)}
          aria-label={t('hero.next')}
          className={buttonClasses('icon', 'none', 'size-9')}
        >
          <ChevronEndIcon className="size-4" />
        </button>
      </div>
    </section>
  );
}
