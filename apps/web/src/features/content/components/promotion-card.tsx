// One promotion in a list or the Other Promotions carousel: its picture, title, the short description
// (60 characters, spec 001 section 9) and a link to its detail page.
import { promotionShortDescription, type Promotion } from '@reelvault/contract/calls/content';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function PromotionCard({
  promotion,
  eager = false,
}: {
  readonly promotion: Promotion;
  /** Load the picture at once, first (a card in the first screenful), rather than when scrolled to. */
  readonly eager?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-title`}
      data-promotion={promotion.id}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-night-700 bg-night-900"
    >
      <img
        src={promotion.thumbnail_image_url}
        alt=""
        width={600}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        className="aspect-3/2 h-auto w-full bg-night-800 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-night-700 px-3 py-0.5 text-xs font-semibold text-gold-300">
          {t(`promotions.types.${promotion.type}`)}
        </span>
        <h2 id={`${id}-title`} className="text-lg leading-snug font-bold text-ink">
          {promotion.title}
        </h2>
        <p className="text-sm text-muted">{promotionShortDescription(promotion.details)}</p>
        <Link
          to={`/promotions-detail/${promotion.id}`}
          className="relative mt-auto self-start pt-2 text-sm font-semibold text-gold-300 underline-offset-4 hover:underline"
        >
          {t('promotions.readMore')}
          {/* Six "Read more" links alike would not say where each goes (to a screen reader, to a search
              engine): the promotion's title completes each one's text. The link is its containing block:
              in a sideways-scrolling row, a hidden text placed by the page would widen the page on phones. */}
          <span className="sr-only"> {promotion.title}</span>
        </Link>
      </div>
    </article>
  );
}
