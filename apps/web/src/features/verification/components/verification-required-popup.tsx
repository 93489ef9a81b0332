// The verification popup (spec: deposit, withdraw, review and redeem open it at user status 6 or 7; the
// play page's verification-required state opens it too): what verification is needed for, what it still
// needs (the checklist), and the way to the verification page. Status 7 also asks for the card selfie.
import { needsVerification, userStatus } from '@reelvault/contract/constants/statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { PlayerVerificationChecklist } from './verification-checklist';

export function VerificationRequiredPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const status = session.user?.status;
  return (
    <Dialog title={t('cashier.access.verificationTitle')} onClose={close}>
      <p>{t('cashier.access.verification')}</p>
      {status !== undefined && needsVerification(status) ? <p>{t('cashier.access.cashierClosed')}</p> : null}
      {status === userStatus.needsVerificationWithCardSelfie ? <p>{t('cashier.access.cardSelfie')}</p> : null}
      <PlayerVerificationChecklist />
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
