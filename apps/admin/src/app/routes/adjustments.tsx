// /admin/adjustments: manual credits and debits of a player's cash or bonus balance, with a reason
// category and a note (decision 0707); above the currency's four-eyes threshold a second operator approves
// or refuses. The request form is for who may request; the list (status tab in the URL) for either.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../features/auth/api/operator';
import { AdjustmentForm } from '../../features/adjustments/components/adjustment-form';
import { AdjustmentList } from '../../features/adjustments/components/adjustment-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function AdjustmentsPage() {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  useDocumentTitle(t('nav.adjustments'));
  return (
    <Permitted permission="adjustments.request" orPermission="adjustments.decide">
      <section className="page">
        <h1>{t('nav.adjustments')}</h1>
        {role !== undefined && adminMay(role, 'adjustments.request') ? <AdjustmentForm /> : null}
        <AdjustmentList />
      </section>
    </Permitted>
  );
}
