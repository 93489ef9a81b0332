// /admin/operators: administrators create operators (the generated password shown once), change roles,
// deactivate and reactivate them and reset their two-factor (the next sign-in enrols again).
import { useTranslation } from 'react-i18next';
import { CreateOperator } from '../../features/operators/components/create-operator';
import { OperatorsList } from '../../features/operators/components/operators-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function OperatorsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.operators'));
  return (
    <Permitted permission="operators.manage">
      <section className="page">
        <h1>{t('nav.operators')}</h1>
        <CreateOperator />
        <OperatorsList />
      </section>
    </Permitted>
  );
}
