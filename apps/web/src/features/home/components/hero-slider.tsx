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
import {
  dailyCashbackRate,
  heroSlides,
  referralReward,
  welcomeBonusUpTo,
  type HeroSlideId,
} from '@/features/home/utils/hero-slides';
import { HeroArt } from './hero-art';

function useSlideTexts(): Record<HeroSlideId, { title: string; text: string; cta: string }> {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const euros = (value: { amount: string; currency: string }) =>
    formatMoney(bcp47, value.amount, value.currency, { whole: true });
  const percent = new Intl.NumberFormat(bcp47, { style: 'percent' }).format(dailyCashbackRate);
  return {
    welcome: { title: t('hero.welcome.title'), text: t('hero.welcome.text'), cta: t('hero.welcome.cta') },
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
  const texts = useSlideTexts();
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const [current, setCurrent] = useState(0);
  const [pausedByPlayer, setPausedByPlayer] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = heroSlides.length;
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
              className={`col-start-1 row-start-1 flex flex-col-reverse items-center gap-6 bg-linear-to-br px-6 pt-8 pb-20 transition-opacity duration-700 motion-reduce:transition-none sm:px-10 md:flex-row md:gap-10 md:px-14 md:pt-12 lg:px-20 ${slide.tone} ${
                active ? 'visible opacity-100' : 'invisible opacity-0'
              }`}
            >
              <div className="flex max-w-xl flex-1 flex-col items-start gap-4 text-start">
                <h2 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                  {text.title}
                </h2>
                <p className="text-base text-ink/85 sm:text-lg">{text.text}</p>
                <Link to={slide.to} className={buttonClasses('primary', 'md', 'mt-2')}>
                  {text.cta}
                </Link>
                <p className="text-xs text-muted">{t('hero.terms')}</p>
              </div>
              <HeroArt art={slide.art} className="h-36 w-auto shrink-0 sm:h-44 lg:h-56" />
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 px-4 pb-4">
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
