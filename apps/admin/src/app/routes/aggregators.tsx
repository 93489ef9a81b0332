// /admin/aggregators: the connected game aggregators, their last sync and a sync on demand (decision 0721).
import { useTranslation } from 'react-i18next';
import { AggregatorsList } from '../../features/aggregators/components/aggregators-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function AggregatorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.aggregators'));
  return (
    <Permitted permission="catalogue.read">
      <section className="page">
        <h1>{t('nav.aggregators')}</h1>
        <AggregatorsList />
      </section>
    </Permitted>
  );
}
