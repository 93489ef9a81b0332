// /login: the login form; afterwards the page the guest asked for (?next=) or the lobby.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnParam, safeReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/auth';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeReturnPath(params.get(returnParam));
  const session = useSession();
  if (session.status === 'player') return <Navigate to={next} replace />;
  return (
    <AuthScreen title={t('auth.login.title')} intro={t('auth.login.intro')}>
      <LoginForm onLoggedIn={() => void navigate(next, { replace: true })} />
    </AuthScreen>
  );
}
