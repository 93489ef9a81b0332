// What provably fair means at Reelvault Studio, in plain words.
import { useTranslation } from 'react-i18next';

export function FairnessExplainer() {
  const { t } = useTranslation();
  return (
    <section className="flex max-w-prose flex-col gap-3">
      <p>{t('fairness.intro')}</p>
      <h2 className="text-lg font-bold">{t('fairness.howTitle')}</h2>
      <p className="text-muted">{t('fairness.how')}</p>
    </section>
  );
}
