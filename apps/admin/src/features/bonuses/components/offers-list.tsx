// The offers, newest first: title and key, kind and trigger, the terms at a glance (percent, wagering,
// expiry), the schedule and where the offer stands now; an operator who manages bonuses creates one,
// edits one, pauses or resumes it.
import type { AdminBonusOffer } from '@reelvault/contract/calls/backoffice-bonuses';

import { useTranslation } from 'react-i18next';
import { column, DataTable, listQueryProps } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { useTableParams } from '../../../lib/table-params';
import { pageParams, useOffers, useSwitchOffer } from '../api/bonuses';
import { useManagedList } from './managed-list';
import { OfferForm } from './offer-form';

export function StateBadge({ state }: { readonly state: AdminBonusOffer['state'] }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${state}`}>{t(`bonuses.state.${state}`)}</span>;
}

export function Schedule({ from, to }: { readonly from: string | null; readonly to: string | null }) {
  const { t } = useTranslation();
  if (!from && !to) return <span className="muted">{t('bonuses.always')}</span>;
  return (
    <span className="stack">
      {from ? <span>{t('bonuses.from', { when: formatDateTime(from) })}</span> : null}
      {to ? <span>{t('bonuses.until', { when: formatDateTime(to) })}</span> : null}
    </span>
  );
}

export function OffersList() {
  const { t } = useTranslation();
  const { params } = useTableParams(pageParams);
  const list = useOffers(params.page);
  const managed = useManagedList<AdminBonusOffer>(useSwitchOffer());

  const columns = [
    column<AdminBonusOffer>('title', t('bonuses.offers.columns.title'), (row) => (
      <span className="stack">
        <strong>{row.title.en}</strong>
        <code className="muted">{row.key}</code>
      </span>
    )),
    column<AdminBonusOffer>('kind', t('bonuses.offers.columns.kind'), (row) => (
      <span className="stack">
        <span>{t(`bonuses.kind.${row.kind}`)}</span>
        <span className="muted">{t(`bonuses.trigger.${row.trigger}`)}</span>
      </span>
    )),
    column<AdminBonusOffer>('terms', t('bonuses.offers.columns.terms'), (row) => (
      <span className="stack">
        {row.percent === null ? null : <span>{t('bonuses.offers.percentOf', { percent: row.percent })}</span>}
        <span>
          {t('bonuses.offers.wagering', { multiplier: row.wagering_multiplier, days: row.expiry_days })}
        </span>
        {row.free_spins ? (
          <span>
            {t('bonuses.offers.spinsOn', { count: row.free_spins.count, game: row.free_spins.game })}
          </span>
        ) : null}
      </span>
    )),
    column<AdminBonusOffer>('schedule', t('bonuses.offers.columns.schedule'), (row) => (
      <Schedule from={row.starts_at} to={row.ends_at} />
    )),
    column<AdminBonusOffer>('state', t('bonuses.offers.columns.state'), (row) => (
      <StateBadge state={row.state} />
    )),
    column<AdminBonusOffer>('actions', t('bonuses.offers.columns.actions'), (row) =>
      managed.actions(row, row.key),
    ),
  ];

  return (
    <>
      {managed.head(t('bonuses.offers.new'), (offer) => (
        <OfferForm
          key={offer?.id ?? 'new'}
          offer={offer}
          onCancel={managed.cancel}
          onDone={(_saved, text) => managed.done(text)}
        />
      ))}
      <DataTable
        caption={t('bonuses.offers.caption')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => String(row.id)}
        emptyText={t('bonuses.offers.empty')}
      />
    </>
  );
}
