// One of the player's bonuses on the bonuses page: what was granted and what is left, the wagering bar
// with its figures, the expiry, and under Bonus Details the terms copied at the grant (game contributions,
// maximum bet, maximum conversion, free spins left). Cancel Bonus asks for a confirmation first.
import type { PlayerBonus } from '@reelvault/contract/calls/bonuses';
import { contributionCategories } from '@reelvault/contract/constants/bonus-terms';
import { formatMoney } from '@reelvault/contract/money';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';
import { bonusSourceOf, percentText } from '@/features/bonuses/utils/bonus-terms';
import { CancelBonusDialog } from './cancel-bonus-dialog';

function WageringBar({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(locale.bcp47, amount, bonus.currency);
  const figures = t('bonuses.wageringFigures', {
    wagered: money(bonus.wagered),
    required: money(bonus.wagering_required),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="text-muted">{t('bonuses.wagering')}</span>
        <span className="font-semibold tabular-nums">
          {figures} · {percentText(locale.bcp47, bonus.progress)}
        </span>
      </div>
      <ProgressBar label={t('bonuses.wagering')} value={bonus.progress} valueText={figures} />
    </div>
  );
}

function BonusDetails({ bonus, id }: { bonus: PlayerBonus; id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: string) => formatMoney(locale.bcp47, amount, bonus.currency);
  return (
    <dl id={id} className="grid gap-3 rounded-xl bg-night-800 p-4 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-muted">{t('bonuses.contributions')}</dt>
        <dd>
          <ul>
            {contributionCategories.map((category) => (
              <li key={category}>
                {t(`bonuses.contribution.${category}`, {
                  percent: percentText(locale.bcp47, bonus.contributions[category]),
                })}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {[
        { label: t('bonuses.maxBet'), cap: bonus.max_bet },
        { label: t('bonuses.maxConversion'), cap: bonus.max_conversion },
      ].map((line) => (
        <div key={line.label}>
          <dt className="text-muted">{line.label}</dt>
          <dd className="font-semibold">{line.cap === null ? t('bonuses.noLimit') : money(line.cap)}</dd>
        </div>
      ))}
      {bonus.free_spins_left > 0 ? (
        <div>
          <dt className="text-muted">{t('bonuses.freeSpinsLeft')}</dt>
          <dd className="font-semibold">
            {bonus.free_spins_game
              ? t('bonuses.freeSpinsOn', { spins: bonus.free_spins_left, game: bonus.free_spins_game })
              : bonus.free_spins_left}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function BonusCard({ bonus }: { bonus: PlayerBonus }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const detailsId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const money = (amount: string) => formatMoney(locale.bcp47, amount, bonus.currency);
  const queued = bonus.status === 'queued';
  return (
    <article
      aria-labelledby={titleId}
      data-bonus-id={bonus.id}
      className="flex flex-col gap-4 rounded-2xl border border-night-700 bg-night-900 p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <h3 id={titleId} className="text-lg font-bold text-ink">
            {bonus.title}
          </h3>
          <p className="text-sm text-muted">{t(`bonuses.sources.${bonusSourceOf(bonus.source)}`)}</p>
        </div>
        {queued ? (
          <span className="rounded-full bg-night-700 px-3 py-1 text-xs font-semibold text-muted">
            {t('bonuses.queuedBadge')}
          </span>
        ) : null}
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('bonuses.granted')}</dt>
          <dd className="font-semibold tabular-nums">{money(bonus.granted)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('bonuses.balance')}</dt>
          <dd className="font-semibold text-gold-300 tabular-nums">{money(bonus.balance)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('bonuses.expires')}</dt>
          <dd className="font-semibold">{formatDateTime(locale.bcp47, bonus.expires_at)}</dd>
        </div>
      </dl>
      <WageringBar bonus={bonus} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen((open) => !open)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('bonuses.details')}
        </button>
        <button
          type="button"
          onClick={() => setCancelling(true)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('bonuses.cancel')}
        </button>
      </div>
      {detailsOpen ? <BonusDetails bonus={bonus} id={detailsId} /> : null}
      {cancelling ? <CancelBonusDialog bonus={bonus} onClose={() => setCancelling(false)} /> : null}
    </article>
  );
}
