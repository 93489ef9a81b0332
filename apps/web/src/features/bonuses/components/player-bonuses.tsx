// The logged-in player's bonuses page (/bonuses, /account/bonuses): Active Bonuses with their wagering,
// the bonuses queued behind them (one bonus is active at a time; the next starts when it ends), the
// rakeback periods running beside them, and Other Offers with Activate Bonus where it applies. Guests see
// the promotions instead (content's view).
import type { PlayerBonus } from '@reelvault/contract/calls/bonuses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerCurrency } from '@/features/bonuses/hooks/use-player-currency';
import { useBonuses } from '@/features/bonuses/api/get-bonuses';
import { BonusCard } from './bonus-card';
import { OfferCard } from './offer-card';
import { RakebackCard } from './rakeback-card';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BonusList({ bonuses }: { bonuses: readonly PlayerBonus[] }) {
  return (
    <ul className="grid gap-5 xl:grid-cols-2">
      {bonuses.map((bonus) => (
        <li key={bonus.id}>
          <BonusCard bonus={bonus} />
        </li>
      ))}
    </ul>
  );
}

const emptyClasses = 'rounded-2xl border border-night-700 bg-night-900 p-5 text-muted';

export function PlayerBonuses({ onDeposit }: { onDeposit: () => void }) {
  const { t } = useTranslation();
  const bonuses = useBonuses();
  const currency = usePlayerCurrency();

  let body: ReactNode;
  if (bonuses.isPending) {
    body = (
      <p role="status" className="text-muted">
        {t('bonuses.loading')}
      </p>
    );
  } else if (bonuses.isError) {
    body = (
      <p role="alert" className={emptyClasses}>
        {t('bonuses.loadFailed')}
      </p>
    );
  } else {
    const { active, queued, offers, rakeback } = bonuses.data;
    body = (
      <>
        <Section id="active-bonuses" title={t('bonuses.active')}>
          {active.length === 0 ? (
            <p className={emptyClasses}>{t('bonuses.none')}</p>
          ) : (
            <BonusList bonuses={active} />
          )}
        </Section>
        {queued.length > 0 ? (
          <Section id="queued-bonuses" title={t('bonuses.queued')}>
            <p className="text-sm text-muted">{t('bonuses.queuedIntro')}</p>
            <BonusList bonuses={queued} />
          </Section>
        ) : null}
        {rakeback.length > 0 ? (
          <Section id="active-rakeback" title={t('bonuses.rakeback.title')}>
            <p className="text-sm text-muted">{t('bonuses.rakeback.intro')}</p>
            <ul className="grid gap-5 xl:grid-cols-2">
              {rakeback.map((period) => (
                <li key={period.id}>
                  <RakebackCard rakeback={period} />
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
        <Section id="other-offers" title={t('bonuses.others')}>
          {offers.length === 0 ? (
            <p className={emptyClasses}>{t('bonuses.noOffers')}</p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} currency={currency} onDeposit={onDeposit} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </>
    );
  }
  return (
    <div className="flex flex-col gap-10">
      <h1 className="text-3xl font-bold text-ink">{t('bonuses.title')}</h1>
      {body}
    </div>
  );
}
