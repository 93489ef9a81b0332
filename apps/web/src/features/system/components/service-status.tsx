// A small footer indicator of the platform's health, read from GET /api/health.
import { useTranslation } from 'react-i18next';
import { useHealth } from '@/features/system/api/get-health';

export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  const state = health.isPending ? 'checking' : health.isError ? 'unreachable' : health.data.status;
  const dot = {
    checking: 'bg-muted/60',
    ok: 'bg-emerald-400',
    degraded: 'bg-amber-400',
    unreachable: 'bg-rose-500',
  }[state];

  return (
    <p className="flex items-center gap-2 text-sm text-muted" data-state={state}>
      <span className="sr-only">{t('status.label')}</span>
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${dot}`} />
      {t(`status.${state}`)}
    </p>
  );
}
