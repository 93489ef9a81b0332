// The confirmation before a bonus is cancelled: what is forfeited (the bonus balance and its winnings,
// never cash), then the cancel itself; a refusal is shown in the dialog, a success as an alert.
import type { PlayerBonus } from '@reelvault/contract/calls/bonuses';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { Dialog } from '@/components/popups/dialog';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { useCancelBonus } from '@/features/bonuses/api/cancel-bonus';

export function CancelBonusDialog({ bonus, onClose }: { bonus: PlayerBonus; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const popups = usePopups();
  const cancel = useCancelBonus();
  const confirm = () =>
    cancel.mutate(bonus.id, {
      onSuccess: () => {
        onClose();
        popups.alert({ tone: 'success', title: t('bonuses.cancelledTitle'), text: t('bonuses.cancelled') });
      },
    });
  return (
    <Dialog title={t('bonuses.cancelTitle')} onClose={onClose}>
      <p>
        {t('bonuses.cancelText', {
          title: bonus.title,
          amount: formatMoney(locale.bcp47, bonus.balance, bonus.currency),
        })}
      </p>
      {cancel.isError ? <FormMessage tone="error">{errorText(t, cancel.error)}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={confirm}
          disabled={cancel.isPending}
          className={buttonClasses('primary', 'sm')}
        >
          {t('bonuses.cancelConfirm')}
        </button>
        <button type="button" onClick={onClose} className={buttonClasses('secondary', 'sm')}>
          {t('bonuses.keep')}
        </button>
      </div>
    </Dialog>
  );
}
