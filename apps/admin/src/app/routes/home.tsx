// /admin: the first screen the operator's role may open; a role with none is told so.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useOperator } from '../../features/auth/api/operator';
import { useDocumentTitle } from '../../lib/use-document-title';
import { navigationFor } from '../navigation';

export function HomePage() {
  const { t } = useTranslation();
  const operator = useOperator().data;
  useDocumentTitle(t('app.name'));
  const first = operator ? navigationFor(operator.role)[0] : undefined;
  if (first) return <Navigate to={first.path} replace />;
  return (
    <section className="page">
      <h1>{t('home.title')}</h1>
      <p>{t('home.nothingForRole', { role: operator ? t(`roles.${operator.role}`) : '' })}</p>
    </section>
  );
}
