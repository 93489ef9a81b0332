// Why the cashier stays closed to an inactive player (spec: status 2 the inactive-player popup; the
// verification popup of statuses 6 and 7 is the verification feature's).
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { buttonClasses } from '@/components/ui/button';

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
