// /promotions. The detail page is its own route module (promotion-detail.tsx): it renders markdown, whose
// library the list does not need on its first load.
import { PromotionsList } from '@/features/content/components/promotions-list';

export function PromotionsRoute() {
  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col px-4 py-6 lg:px-8">
      <PromotionsList />
    </div>
  );
}
