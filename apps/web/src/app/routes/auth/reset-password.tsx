// /reset-password: the request form, or with the token of the e-mailed link (#token=..., or ?token= in a
// link mailed earlier) the new-password form.
import { useTranslation } from 'react-i18next';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { useLinkToken } from '@/lib/link-token';

export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const token = useLinkToken();
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
