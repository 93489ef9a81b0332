// The lobby's highlight figures. The spec lists games and providers too; those counts come from the
// catalogue once it exists, so only round-the-clock support is shown for now.
import { useTranslation } from 'react-i18next';
import { HeadsetIcon } from '../../../components/ui/icons';

export function StatsStrip() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('stats.label')}>
      <dl className="flex flex-wrap justify-center gap-4">
        <div className="flex items-center gap-3 rounded-2xl border border-night-700 bg-night-900 px-6 py-4">
          <HeadsetIcon className="size-8 text-gold-400" />
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-muted">{t('stats.support')}</dt>
            <dd className="text-2xl font-bold text-ink">{t('stats.supportValue')}</dd>
          </div>
        </div>
      </dl>
    </section>
  );
}
