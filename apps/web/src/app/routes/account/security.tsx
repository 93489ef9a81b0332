// /account/security: password, two-factor authentication and the security log.
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { SecurityLog } from '@/features/account/components/security-log';
import { TwoFactorPanel } from '@/features/account/components/two-factor-panel';

export function AccountSecurityRoute() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-extrabold">{t('account.tabs.security')}</h1>
      <PasswordChangeForm form="security" />
      <TwoFactorPanel />
      <SecurityLog />
    </>
  );
}
