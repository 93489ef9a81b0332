// /admin/aggregators/:code/reconciliation?date=: a day's reconciliation with one aggregator (decision 0721).
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AggregatorReconciliation } from '../../features/aggregators/components/aggregator-reconciliation';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function AggregatorReconciliationPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const title = t('aggregators.reconciliation.title', { code });
  useDocumentTitle(title);
  return (
    <Permitted permission="reports.read">
      <section className="page">
        <p>
          <Link to="/aggregators">{t('aggregators.back')}</Link>
        </p>
        <h1>{title}</h1>
        <AggregatorReconciliation key={code} code={code} />
      </section>
    </Permitted>
  );
}
