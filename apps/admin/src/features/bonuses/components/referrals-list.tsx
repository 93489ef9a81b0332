// The referrals screen (decision 1132): every referred player with the referral's outcome, by outcome in
// tabs and filtered by the referrer's or the friend's username and the registration days, all in the URL.
import { referralOutcomes } from '@reelvault/contract/calls/backoffice-referrals';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listQueryProps } from '../../../components/data-table';
import { FilterText } from '../../../components/table-filters';
import { patchTableParams, useTableParams } from '../../../lib/table-params';
import { referralListParams, useReferrals } from '../api/referrals';
import { ReferralTable } from './referral-table';

export function ReferralsList({ role }: { readonly role: AdminRole }) {
  const { t } = useTranslation();
  const { params, search } = useTableParams(referralListParams);
  const list = useReferrals(params);
  const tabSearch = (outcome: string | undefined) => {
    const text = patchTableParams(search, { outcome }).toString();
    return text ? `?${text}` : '';
  };
  return (
    <>
      <nav className="tabs" aria-label={t('bonuses.referrals.outcomes')}>
        {[undefined, ...referralOutcomes].map((outcome) => (
          <Link
            key={outcome ?? 'all'}
            to={{ search: tabSearch(outcome) }}
            aria-current={outcome === params.outcome ? 'page' : undefined}
          >
            {outcome ? t(`bonuses.referrals.outcome.${outcome}`) : t('bonuses.referrals.all')}
          </Link>
        ))}
      </nav>
      <div className="filters">
        <FilterText
          name="referrer"
          label={t('bonuses.referrals.filters.referrer')}
          value={params.referrer ?? ''}
        />
        <FilterText name="friend" label={t('bonuses.referrals.filters.friend')} value={params.friend ?? ''} />
        <FilterText
          name="from"
          type="date"
          label={t('bonuses.referrals.filters.from')}
          value={params.from ?? ''}
        />
        <FilterText name="to" type="date" label={t('bonuses.referrals.filters.to')} value={params.to ?? ''} />
      </div>
      <ReferralTable
        caption={t('bonuses.referrals.caption')}
        role={role}
        {...listQueryProps(list)}
        onRetry={() => void list.refetch()}
        emptyText={t('bonuses.referrals.empty')}
      />
    </>
  );
}
