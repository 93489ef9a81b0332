// A withdrawal refused because a bonus is still being wagered (409 WALLET_WAGERING_INCOMPLETE): the spec's
// wallet.error.wagering alert and the player's choice, to forfeit the bonus and withdraw anyway (the same
// request again with forfeit_bonus), or to keep the bonus and not withdraw. A withdrawal is never blocked
// otherwise; only the bonus is given up, never cash.
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';

/** Whether a failed withdrawal request waits for the player's choice about an unwagered bonus. */
export function isWageringIncomplete(error: unknown): boolean {
  return isApiError(error) && error.code === 'WALLET_WAGERING_INCOMPLETE';
}

export function WageringChoice({
  pending,
  onForfeit,
  onKeep,
}: {
  pending: boolean;
  onForfeit: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border-s-4 border-gold-400 bg-night-800 px-4 py-3 text-sm"
    >
      <p>{t('wallet.error.wagering')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={onForfeit}
          className={buttonClasses('primary', 'sm')}
        >
          {t('wallet.wagering.forfeit')}
        </button>
        <button type="button" onClick={onKeep} className={buttonClasses('secondary', 'sm')}>
          {t('wallet.wagering.keep')}
        </button>
      </div>
    </div>
  );
}
