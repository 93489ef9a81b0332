// /promotions-detail/{id}: breadcrumb, the promotion's picture, title and text, Activate Bonus, and the
// Other Promotions carousel.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { promotionShortDescription } from '@reelvault/contract/calls/content';
import { isApiError } from '@/lib/api-error';
import { useSeoOverride } from '@/lib/seo';
import { usePromotion } from '@/features/content/api/get-promotion';
import { ActivateBonus, type ActivateBonusProps } from './activate-bonus';
import { Breadcrumb } from './breadcrumb';
import { MarkdownText } from './markdown-text';
import { OtherPromotions } from './other-promotions';

export interface PromotionDetailProps extends Omit<ActivateBonusProps, 'promotion'> {
  readonly id: number;
}

export function PromotionDetail({ id, offerAction, offerLoading, onDeposit, onChat }: PromotionDetailProps) {
  const { t } = useTranslation();
  const promotion = usePromotion(id);
  useSeoOverride(
    promotion.data
      ? {
          title: promotion.data.title,
          description: promotionShortDescription(promotion.data.details, 155),
          image: promotion.data.cover_image_url,
        }
      : undefined,
  );
  const crumbs = [
    { label: t('content.home'), to: '/' },
    { label: t('promotions.title'), to: '/promotions' },
  ];

  if (promotion.isPending) {
    return (
      <p role="status" className="text-muted">
        {t('promotions.loading')}
      </p>
    );
  }
  if (promotion.isError) {
    const gone = isApiError(promotion.error) && promotion.error.status === 404;
    return (
      <section className="flex flex-col items-start gap-4">
        <Breadcrumb crumbs={crumbs} />
        <h1 className="text-2xl font-bold text-ink">
          {gone ? t('promotions.notFound') : t('promotions.detailFailed')}
        </h1>
        <Link to="/promotions" className={buttonClasses('secondary', 'md')}>
          {t('promotions.backToList')}
        </Link>
      </section>
    );
  }
  const data = promotion.data;
  return (
    <div className="flex flex-col gap-10">
      <article className="flex flex-col gap-6" aria-labelledby="promotion-title">
        <Breadcrumb crumbs={[...crumbs, { label: data.title }]} />
        <img
          src={data.cover_image_url}
          alt=""
          width={1200}
          height={480}
          className="aspect-5/2 h-auto w-full rounded-2xl bg-night-800 object-cover"
        />
        <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-4">
            <h1 id="promotion-title" className="text-3xl font-bold text-ink">
              {data.title}
            </h1>
            <MarkdownText text={data.details} />
          </div>
          <aside className="flex flex-col gap-4 self-start rounded-2xl border border-night-700 bg-night-900 p-6">
            <p className="text-sm text-muted">{t(`promotions.types.${data.type}`)}</p>
            <ActivateBonus
              promotion={data}
              offerAction={offerAction}
              offerLoading={offerLoading}
              onDeposit={onDeposit}
              onChat={onChat}
            />
            <Link
              to="/pages/7"
              className="text-sm text-muted underline underline-offset-4 hover:text-gold-300"
            >
              {t('promotions.bonusPolicy')}
            </Link>
          </aside>
        </div>
      </article>
      <OtherPromotions currentId={data.id} />
    </div>
  );
}
