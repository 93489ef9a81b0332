// Why the cashier stays closed (spec: status 2 the inactive-player popup, 6 or 7 the verification popup;
// 7 also asks for a selfie with the credit card).
import { userStatus } from '@reelvault/contract/constants/statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth';

export function InactivePlayerPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('cashier.access.inactiveTitle')} onClose={close}>
      <p>{t('cashier.access.inactive')}</p>
      <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'self-start')}>
        {t('cashier.result.ok')}
      </button>
    </Dialog>
  );
}

export function VerificationRequiredPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Dialog title={t('cashier.access.verificationTitle')} onClose={close}>
      <p>{t('cashier.access.verification')}</p>
      {session.user?.status === userStatus.needsVerificationWithCardSelfie ? (
        <p>{t('cashier.access.cardSelfie')}</p>
      ) : null}
      <Link
        to="/account/verification"
        onClick={close}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('cashier.access.verifyNow')}
      </Link>
    </Dialog>
  );
}
