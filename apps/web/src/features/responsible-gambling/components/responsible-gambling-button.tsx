// The footer's badges as one button that opens the 18+ and responsible-gambling dialog.
import { useTranslation } from 'react-i18next';
import { usePopups } from '@/lib/popup-store';
import { AgeBadge, ResponsibleGamblingBadge } from './responsible-gambling-badges';

export function ResponsibleGamblingButton() {
  const { t } = useTranslation();
  const popups = usePopups();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      title={t('footer.aboutAge')}
      onClick={() => popups.open('responsible-gambling')}
      className="flex items-center gap-3 rounded-xl p-1 text-muted transition-colors hover:text-gold-300"
    >
      <AgeBadge />
      <ResponsibleGamblingBadge />
      <span className="max-w-32 text-start text-sm font-semibold leading-tight">
        {t('footer.responsibleGambling')}
      </span>
    </button>
  );
}
