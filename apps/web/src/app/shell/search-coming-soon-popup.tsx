// What the bottom bar's search button opens until game search exists (the spec's "under" popup).
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/popups/dialog';
import type { PopupComponentProps } from '../../components/popups/popup-host';
import { buttonClasses } from '../../components/ui/button';

export function SearchComingSoonPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('comingSoon.title')} onClose={close}>
      <p className="text-muted">{t('comingSoon.search')}</p>
      <button type="button" onClick={close} className={buttonClasses('primary', 'md', 'self-end')}>
        {t('popup.close')}
      </button>
    </Dialog>
  );
}
