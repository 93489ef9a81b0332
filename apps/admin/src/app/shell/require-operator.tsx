// The gate in front of every screen but sign-in: no token goes to sign-in; with one, the operator is
// loaded (GET /api/admin/me) before the layout draws the navigation their role allows. A 401 on the way
// is handled by the API client (back to sign-in with "Your session has ended").
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { useOperator } from '../../features/auth/api/operator';
import { useServices } from '../../lib/services';
import type { SignInState } from '../sign-in-state';
import { AdminLayout } from './admin-layout';

export function RequireOperator() {
  const { session } = useServices();
  const location = useLocation();
  if (session.getToken() === null) {
    const state: SignInState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <OperatorGate />;
}

function OperatorGate() {
  const { t } = useTranslation();
  const operator = useOperator();
  if (operator.data) {
    return (
      <AdminLayout operator={operator.data}>
        <Outlet />
      </AdminLayout>
    );
  }
  if (operator.error) {
    return (
      <main id="main" className="gate">
        <ErrorNotice error={operator.error} onRetry={() => void operator.refetch()} />
      </main>
    );
  }
  return (
    <main id="main" className="gate">
      <p role="status">{t('app.loading')}</p>
    </main>
  );
}
