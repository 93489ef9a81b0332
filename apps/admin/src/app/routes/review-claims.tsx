// /admin/review-claims: the review-claims queue, approved (the reward credited) or rejected with a reason.
import { useTranslation } from 'react-i18next';
import { ReviewClaims } from '../../features/bonuses/components/review-claims';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Permitted } from '../shell/permitted';

export function ReviewClaimsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.reviewClaims'));
  return (
    <Permitted permission="reviews.decide">
      <section className="page">
        <h1>{t('nav.reviewClaims')}</h1>
        <ReviewClaims />
      </section>
    </Permitted>
  );
}
