// /confirm-email#token=...: the link mailed to a new e-mail address (the token in the fragment, or in the
// query of an older link).
import { useTranslation } from 'react-i18next';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { EmailConfirmation } from '@/features/account/components/email-confirmation';
import { useLinkToken } from '@/lib/link-token';

export function ConfirmEmailRoute() {
  const { t } = useTranslation();
  const token = useLinkToken();
  return (
    <AuthScreen
      title={t('account.confirmEmail.title')}
      {...(token ? { intro: t('account.confirmEmail.intro') } : {})}
    >
      <EmailConfirmation token={token} />
    </AuthScreen>
  );
}
