// The Other Promotions carousel under a promotion: up to 6 other active promotions (spec 001, section 9),
// a row that scrolls sideways with buttons and with the keyboard.
import { listSizes } from '@reelvault/contract/constants/paging';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePromotions } from '@/features/content/api/get-promotions';
import { PromotionCard } from './promotion-card';

export function OtherPromotions({ currentId }: { readonly currentId: number }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const promotions = usePromotions();
  const others = (promotions.data ?? [])
    .filter((promotion) => promotion.id !== currentId)
    .slice(0, listSizes.otherPromotions);
  if (others.length === 0) return null;
  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    // In a right-to-left page the row scrolls the other way.
    const sign = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * sign * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section aria-labelledby="other-promotions" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="other-promotions" className="text-2xl font-bold text-ink">
          {t('promotions.others')}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={t('promotions.previous')}
            className="size-10 rounded-full bg-night-800 text-ink hover:bg-night-700"
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={t('promotions.next')}
            className="size-10 rounded-full bg-night-800 text-ink hover:bg-night-700"
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </div>
      </div>
      <ul ref={row} className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
        {others.map((promotion) => (
          <li key={promotion.id} className="w-72 shrink-0 snap-start">
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
    </section>
  );
}
