// /promotions-detail/{id}. The detail's Activate Bonus reaches the cashier, support and, when the
// promotion backs a bonus offer, the offer's activation through here (features do not import each other).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePlayerCurrency } from '@/features/bonuses/hooks/use-player-currency';
import { useBonuses } from '@/features/bonuses/api/get-bonuses';
import { OfferAction } from '@/features/bonuses/components/offer-card';
import { PromotionDetail } from '@/features/content/components/promotion-detail';
import { useOpenCashier } from '@/features/cashier/hooks/use-open-cashier';
import { useOpenSupport } from '@/features/support/hooks/use-open-support';
import { useSession } from '@/lib/auth';

export function PromotionDetailRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const session = useSession();
  const bonuses = useBonuses(session.status === 'player');
  const openCashier = useOpenCashier();
  const openSupport = useOpenSupport();
  const promotionId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const offer = bonuses.data?.offers.find((candidate) => candidate.promotion_id === promotionId);
  const currency = usePlayerCurrency();
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <PromotionDetail
        key={promotionId}
        id={promotionId}
        offerAction={
          offer ? (
            <OfferAction offer={offer} currency={currency} onDeposit={() => openCashier('deposit')} />
          ) : undefined
        }
        offerLoading={bonuses.isPending}
        onDeposit={() => openCashier('deposit')}
        onChat={(message) =>
          openSupport({ topic: 'promotions_bonuses', subject: t('promotions.activateSubject'), message })
        }
      />
    </div>
  );
}
