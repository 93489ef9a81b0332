// A small footer indicator of the platform's health, read from GET /api/health.
import { useTranslation } from 'react-i18next';
import { useHealth } from '@/features/system/api/get-health';

export function ServiceStatus() {
  const { t } = useTranslation();
  const health = useHealth();

  // A draining server answers 503 (an error here); its body's status is shown as degraded all the same.
  const status = health.data?.status === 'draining' ? 'degraded' : health.data?.status;
  const state = health.isPending ? 'checking' : health.isError || !status ? 'unreachable' : status;
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
