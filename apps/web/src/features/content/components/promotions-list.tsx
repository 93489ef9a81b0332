// /promotions: the active promotions with a filter by type (All and the types present).
import { promotionTypes, type PromotionType } from '@reelvault/contract/calls/content';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePromotions } from '@/features/content/api/get-promotions';
import { PromotionCard } from './promotion-card';

function typeFrom(value: string | null): PromotionType | undefined {
  return promotionTypes.find((type) => type === value);
}

export function PromotionsList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const type = typeFrom(search.get('type'));
  // The filter lists every type that has a promotion, so the full list is read once and filtered here.
  const promotions = usePromotions();
  const all = promotions.data ?? [];
  const shown = type ? all.filter((promotion) => promotion.type === type) : all;
  const present = promotionTypes.filter((candidate) => all.some((promotion) => promotion.type === candidate));
  const filters: readonly (PromotionType | undefined)[] = [undefined, ...present];

  return (
    <section className="flex flex-col gap-6" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="text-3xl font-bold text-ink">
        {t('promotions.title')}
      </h1>
      <div role="group" aria-label={t('promotions.filter')} className="flex flex-wrap gap-2">
        {filters.map((filter) => {
          const selected = filter === type;
          return (
            <button
              key={filter ?? 'all'}
              type="button"
              aria-pressed={selected}
              onClick={() => setSearch(filter ? { type: filter } : {}, { replace: true })}
              className={`h-9 rounded-full px-4 text-sm font-semibold transition-colors ${
                selected ? 'bg-gold-400 text-night-950' : 'bg-night-800 text-ink hover:bg-night-700'
              }`}
            >
              {filter ? t(`promotions.types.${filter}`) : t('promotions.all')}
            </button>
          );
        })}
      </div>
      {promotions.isPending ? (
        <p role="status" className="text-muted">
          {t('promotions.loading')}
        </p>
      ) : promotions.isError ? (
        <p role="alert" className="text-muted">
          {t('promotions.loadFailed')}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('promotions.empty')}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {shown.map((promotion, index) => (
            <li key={promotion.id}>
              {/* The first row is the page's first sight on any screen: its pictures load at once. */}
              <PromotionCard promotion={promotion} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
