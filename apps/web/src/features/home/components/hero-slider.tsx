// The lobby's hero carousel (spec, "Home"), built on the WAI-ARIA carousel pattern: a labelled region of
// slides, previous/next buttons, one button per slide, a pause button, and automatic rotation that stops
// while the pointer or focus is inside, when the player pauses it, and for players who ask for reduced
// motion.
import { formatMoney } from '@reelvault/contract/money';
import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronEndIcon, ChevronStartIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { timings } from '@reelvault/contract/constants/timings';
import { useLocale } from '@/i18n/use-locale';
import { reducedMotionQuery, useMediaQuery } from '@/lib/use-media-query';
import { useAuthToken } from '@/lib/auth-store';
import {
  dailyCashbackRate,
  heroSlidesFor,
  referralReward,
  welcomeBonusUpTo,
  type HeroSlideId,
} from '@/features/home/utils/hero-slides';
import { HeroArt } from './hero-art';

function useSlideTexts(loggedIn: boolean): Record<HeroSlideId, { title: string; text: string; cta: string }> {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const euros = (value: { amount: string; currency: string }) =>
    formatMoney(bcp47, value.amount, value.currency, { whole: true });
  const percent = new Intl.NumberFormat(bcp47, { style: 'percent' }).format(dailyCashbackRate);
  return {
    welcome: {
      title: t('hero.welcome.title'),
      text: t('hero.welcome.text'),
      cta: loggedIn ? t('hero.welcome.playerCta') : t('hero.welcome.cta'),
    },
    bonus: {
      title: t('hero.bonus.title', { amount: euros(welcomeBonusUpTo) }),
      text: t('hero.bonus.text'),
      cta: t('hero.bonus.cta'),
    },
    cashback: {
      title: t('hero.cashback.title', { percent }),
      text: t('hero.cashback.text'),
      cta: t('hero.cashback.cta'),
    },
    withdrawal: {
      title: t('hero.withdrawal.title'),
      text: t('hero.withdrawal.text'),
      cta: t('hero.withdrawal.cta'),
    },
    referral: {
      title: t('hero.referral.title', { amount: euros(referralReward) }),
      text: t('hero.referral.text'),
      cta: t('hero.referral.cta'),
    },
  };
}

export function HeroSlider() {
  const { t } = useTranslation();
  // A stored session counts from the first render, so that a returning player never sees a sign-up slide
  // while the profile loads.
  const loggedIn = useAuthToken() !== null;
  const texts = useSlideTexts(loggedIn);
  const heroSlides = heroSlidesFor(loggedIn);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [shown, setCurrent] = useState(0);
  const [pausedByPlayer, setPausedByPlayer] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = heroSlides.length;
  // Logging in or out changes the number of slides.
  const current = shown % total;
  const rotating = !reducedMotion && !pausedByPlayer && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % total), timings.heroSlide);
    return () => clearTimeout(timer);
  }, [rotating, current, total]);

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
        {heroSlides.map((slide, index) => {
          const active = index === current;
          const text = texts[slide.id];
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('hero.slide', { current: index + 1, total })}
              aria-hidden={!active}
              inert={!active}
              className={`col-start-1 row-start-1 flex items-center gap-3 bg-linear-to-br ps-5 pe-4 pt-4 pb-11 transition-opacity duration-700 motion-reduce:transition-none sm:gap-6 sm:px-10 sm:pt-8 sm:pb-20 md:gap-10 md:px-14 md:pt-12 lg:px-20 ${slide.tone} ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              {/* On a phone the slide is a short banner, its picture beside the text, so that the games
                  start on the first screen (decision record 0137). */}
              <div className="flex max-w-xl min-w-0 flex-1 flex-col items-start gap-2 text-start sm:gap-4">
                <h2 className="text-xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {text.title}
                </h2>
                <p className="text-sm text-ink/85 sm:text-lg">{text.text}</p>
                <Link
                  to={slide.to}
                  className={buttonClasses('primary', 'sm', 'mt-1 sm:mt-2 sm:h-11 sm:px-6 sm:text-base')}
                >
                  {text.cta}
                </Link>
                <p className="text-xs text-muted">{t('hero.terms')}</p>
              </div>
              <HeroArt art={slide.art} className="h-16 w-auto shrink-0 sm:h-44 lg:h-56" />
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
