// /account/settings: the player's details (read only), contact details and the password form.
import { useTranslation } from 'react-i18next';
import { ContactDetailsForm } from '@/features/account/components/contact-details-form';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { PersonalDetails } from '@/features/account/components/personal-details';
import { useSession } from '@/lib/auth';

export function AccountSettingsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'player') return null;
  return (
    <>
      <h1 className="text-2xl font-extrabold">{t('account.tabs.account')}</h1>
      <PersonalDetails user={session.user} />
      <ContactDetailsForm user={session.user} />
      <PasswordChangeForm form="settings" />
    </>
  );
}
