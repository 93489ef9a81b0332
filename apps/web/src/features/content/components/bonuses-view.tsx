// /bonuses: Active Bonuses and Other Offers (spec 000, "Other screens"). The bonus engine of a later issue
// fills Active Bonuses and wires Bonus Details and Cancel Bonus; until then the page says there is none
// and lists the promotions that apply to the visitor: a player who has deposited no longer sees sign-up
// offers.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { usePromotions } from '@/features/content/api/get-promotions';
import { PromotionCard } from './promotion-card';

export function BonusesView() {
  const { t } = useTranslation();
  const session = useSession();
  const promotions = usePromotions();
  const deposited = Number(session.user?.user_detail.total_deposit ?? 0) > 0;
  const offers = (promotions.data ?? []).filter((promotion) => !(deposited && promotion.type === 'signup'));
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-3xl font-bold text-ink">{t('bonuses.title')}</h1>
      <section aria-labelledby="active-bonuses" className="flex flex-col gap-3">
        <h2 id="active-bonuses" className="text-2xl font-bold text-ink">
          {t('bonuses.active')}
        </h2>
        {session.status === 'guest' ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-night-700 bg-night-900 p-5">
            <p className="text-muted">{t('bonuses.loginToSee')}</p>
            <Link to="/login?next=%2Fbonuses" className={buttonClasses('primary', 'sm')}>
              {t('bonuses.login')}
            </Link>
          </div>
        ) : (
          <p className="rounded-2xl border border-night-700 bg-night-900 p-5 text-muted">
            {t('bonuses.none')}
          </p>
        )}
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
            {offers.map((promotion) => (
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
