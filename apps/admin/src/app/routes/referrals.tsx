// /admin/referrals: the refer-a-friend outcomes (decision 1132), paid, refused with the reason and the
// shared signals, or waiting with what each lacks; a refusal for shared signals can be overturned.
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../features/auth/api/operator';
import { ReferralsList } from '../../features/bonuses/components/referrals-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function ReferralsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.referrals'));
  const role = useOperator().data?.role;
  return (
    <Permitted permission="bonuses.read">
      <section className="page">
        <h1>{t('nav.referrals')}</h1>
        {role === undefined ? null : <ReferralsList role={role} />}
      </section>
    </Permitted>
  );
}
