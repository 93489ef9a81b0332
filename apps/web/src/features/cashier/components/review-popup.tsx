// "Rate us and Win" (spec): a credit for reviewing Reelvault, 10.00 on the first platform and 5.00 on each
// of the two others; once a review is approved the player sends its link to live support.
import { reviewRewards } from '@reelvault/contract/constants/cashier';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/popups/dialog';
import type { PopupComponentProps } from '@/components/popups/popup-host';
import { useLocale } from '@/i18n/use-locale';
import { useSession } from '@/lib/auth';
import { CashierSwitcher } from './cashier-switcher';

export function ReviewPopup({ close }: PopupComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const currency = session.user?.currency ?? 'EUR';
  return (
    <Dialog title={t('cashier.review.title')} onClose={close} width="wide">
      <p>{t('cashier.review.intro')}</p>
      <ol className="flex flex-col gap-2">
        {reviewRewards.map((reward, index) => (
          <li key={index} className="flex items-center justify-between rounded-xl bg-night-800 px-4 py-3">
            <span>{t('cashier.review.platform', { number: index + 1 })}</span>
            <strong className="text-gold-300">{formatMoney(locale.bcp47, reward, currency)}</strong>
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted">{t('cashier.review.howToClaim')}</p>
      <CashierSwitcher hide={['review']} />
    </Dialog>
  );
}
