// /register and /register/{username}: the sign-up form. A successful registration logs the player in,
// sets the flag that makes the cashier open the deposit dialog, and goes to the lobby.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { RegistrationForm } from '@/features/auth/components/registration-form';
import { forgetReferral, storeAffiliate, storeReferral } from '@/features/auth/utils/referral';
import { useSession } from '@/lib/auth';
import { browserStorage, storageKeys } from '@/lib/storage';

/** /register/{username}: the referring player is stored as the referral id before the form reads it. */
export function referralLoader({ params }: LoaderFunctionArgs) {
  if (params.username) storeReferral(params.username);
  return null;
}

/** /register/{affiliate_id}/{campaign_id}: both ids are stored, then the visitor goes to the lobby. */
export function affiliateLoader({ params }: LoaderFunctionArgs) {
  if (params.affiliateId && params.campaignId) storeAffiliate(params.affiliateId, params.campaignId);
  return null;
}

export function AffiliateRedirect() {
  return <Navigate to="/" replace />;
}

export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  if (session.status === 'player') return <Navigate to="/" replace />;
  return (
    <AuthScreen title={t('auth.register.title')} intro={t('auth.register.intro')}>
      <RegistrationForm
        onRegistered={() => {
          forgetReferral();
          browserStorage.set(storageKeys.openDepositAfterSignup, '1');
          void navigate('/', { replace: true });
        }}
      />
    </AuthScreen>
  );
}
