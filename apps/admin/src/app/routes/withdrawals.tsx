// /admin/withdrawals: the money going out, bank and crypto in one server-paged queue with each
// withdrawal's context beside it (decision 0713); its status, method and page are in the URL.
import { useTranslation } from 'react-i18next';
import { WithdrawalQueue } from '../../features/withdrawals/components/withdrawal-queue';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function WithdrawalsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('withdrawals.title'));
  return (
    <Permitted permission="withdrawals.read">
      <section className="page">
        <h1>{t('withdrawals.title')}</h1>
        <WithdrawalQueue />
      </section>
    </Permitted>
  );
}
