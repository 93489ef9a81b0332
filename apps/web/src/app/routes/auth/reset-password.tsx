// /reset-password: the request form, or with ?token= (the e-mailed link) the new-password form.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthScreen } from '../../../features/auth/components/auth-screen';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { ResetRequestForm } from '../../../features/auth/components/reset-request-form';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) {
    return (
      <AuthScreen title={t('auth.reset.newTitle')}>
        <NewPasswordForm token={token} />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <ResetRequestForm />
    </AuthScreen>
  );
}
