// /bonuses for a visitor who is not logged in (spec 000, "Other screens"): Active Bonuses asks to log in,
// and Other Offers lists the active promotions. A logged-in player sees their own bonuses and offers
// instead (the bonuses feature; the route picks).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePromotions } from '@/features/content/api/get-promotions';
import { PromotionCard } from './promotion-card';

export function BonusesView() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-3xl font-bold text-ink">{t('bonuses.title')}</h1>
      <section aria-labelledby="active-bonuses" className="flex flex-col gap-3">
        <h2 id="active-bonuses" className="text-2xl font-bold text-ink">
          {t('bonuses.active')}
        </h2>
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-night-700 bg-night-900 p-5">
          <p className="text-muted">{t('bonuses.loginToSee')}</p>
          <Link to="/login?next=%2Fbonuses" className={buttonClasses('primary', 'sm')}>
            {t('bonuses.login')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="other-offers" className="flex flex-col gap-4">
        <h2 id="other-offers" className="text-2xl font-bold text-ink">
          {t('bonuses.others')}
        </h2>
        {promotions.isError ? (
          <p role="alert" className="text-muted">
            {t('promotions.loadFailed')}
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
            {(promotions.data ?? []).map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
