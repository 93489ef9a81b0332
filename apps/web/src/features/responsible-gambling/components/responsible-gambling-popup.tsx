// The "18+ and responsible gambling" dialog, opened from the footer's badges.
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { HelpOrganisationLinks } from './help-organisation-links';
import { AgeBadge } from './responsible-gambling-badges';

export function ResponsibleGamblingPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('responsibleGambling.title')} onClose={close} width="wide">
      <div className="flex items-start gap-4">
        <AgeBadge className="size-14 shrink-0 text-gold-400" />
        <p className="text-muted">{t('responsibleGambling.age')}</p>
      </div>
      <p className="text-muted">{t('responsibleGambling.play')}</p>
      <p className="text-muted">{t('responsibleGambling.help')}</p>
      <HelpOrganisationLinks />
    </Dialog>
  );
}
