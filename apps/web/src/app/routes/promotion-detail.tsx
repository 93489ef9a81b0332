// /promotions-detail/{id}. The detail's Activate Bonus reaches the cashier and support through here
// (features do not import each other).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PromotionDetail } from '@/features/content/components/promotion-detail';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { useOpenSupport } from '@/features/support/hooks/use-open-support';

export function PromotionDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const openCashier = useOpenCashier();
  const openSupport = useOpenSupport();
  const promotionId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <PromotionDetail
        key={promotionId}
        id={promotionId}
        onDeposit={() => openCashier('deposit')}
        onChat={(message) =>
          openSupport({ topic: 'promotions_bonuses', subject: t('promotions.activateSubject'), message })
        }
      />
    </div>
  );
}
