// A titled row that scrolls sideways (cards, providers), with buttons that move it by about a screen and
// an optional "Show all" link. The row keeps its height while its content loads.
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { ChevronEndIcon, ChevronStartIcon } from '@/components/ui/icons';
import { reducedMotionQuery } from '@/lib/use-media-query';

export interface ScrollRowProps {
  readonly title: string;
  readonly showAll?: string | undefined;
  readonly children: ReactNode;
  readonly sectionRef?: Ref<HTMLElement>;
  readonly busy?: boolean;
}

export function ScrollRow({ title, showAll, children, sectionRef, busy = false }: ScrollRowProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    // Right-to-left pages scroll towards negative offsets.
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    // Smooth only here, for the buttons' moves, never as the row's own scroll-behavior: then every change
    // of its content (cards replacing skeletons) would glide it back to its snap point, a scroll the
    // browser takes for the visitor's and after which it stops timing the page's largest paint.
    const smooth = !window.matchMedia(reducedMotionQuery).matches;
    element.scrollBy({
      left: direction * sign * element.clientWidth * 0.85,
      behavior: smooth ? 'smooth' : 'auto',
    });
  };
  return (
    // Off screen, a row is neither styled, laid out nor painted (content-visibility), its box kept at a
    // phone row's height until it has been drawn once: a game page's half-dozen rows below the stage cost
    // a phone nothing until the player scrolls to them (decision record 1012).
    <section
      ref={sectionRef}
      aria-labelledby={titleId}
      aria-busy={busy}
      className="flex flex-col gap-3 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <div className="flex items-center gap-3">
        <h2 id={titleId} className="text-lg font-bold sm:text-xl">
          {title}
        </h2>
        <div className="ms-auto flex items-center gap-2">
          {showAll ? (
            <Link
              to={showAll}
              aria-label={t('games.showAllOf', { title })}
              className="rounded-full px-3 py-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
            >
              {t('games.showAll')}
            </Link>
          ) : null}
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={t('games.scrollBack', { title })}
            className={buttonClasses('icon', 'none', 'size-8 max-md:hidden')}
          >
            <ChevronStartIcon className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={t('games.scrollForward', { title })}
            className={buttonClasses('icon', 'none', 'size-8 max-md:hidden')}
          >
            <ChevronEndIcon className="size-4" />
          </button>
        </div>
      </div>
      {/* The snap positions keep the row's inline padding (scroll-padding): without it the browser snaps
          the first card to the screen's edge as the row is laid out, and the row opens scrolled. */}
      <ul
        ref={track}
        className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:scroll-px-0 lg:px-0"
      >
        {children}
      </ul>
    </section>
  );
}

/** Width of a card in a row: about three on a phone, more on wider screens. */
export const rowItemClasses = 'w-[30%] shrink-0 snap-start sm:w-40 lg:w-44';
