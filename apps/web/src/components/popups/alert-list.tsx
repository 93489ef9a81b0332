// Toast-like alerts in the top end corner. Errors are announced at once (role="alert"), the others
// politely; each hides by itself after 6000 ms (the store's timer) or with its close button.
import { useTranslation } from 'react-i18next';
import type { Alert } from '@/lib/popup-store';
import { CloseIcon } from '@/components/ui/icons';

const toneClasses: Record<Alert['tone'], string> = {
  info: 'border-royal-400/60',
  success: 'border-emerald-400/70',
  error: 'border-rose-400/80',
};

export function AlertList({
  alerts,
  onDismiss,
}: {
  alerts: readonly Alert[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none fixed end-4 top-4 z-50 flex w-[min(24rem,calc(100%-2rem))] flex-col gap-3">
      {alerts.map((alert) => (
        <div
          key={alert.key}
          role={alert.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border-s-4 bg-night-800 p-4 shadow-xl shadow-black/50 ${toneClasses[alert.tone]}`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{alert.title}</p>
            {alert.text ? <p className="mt-1 text-sm text-muted">{alert.text}</p> : null}
          </div>
          <button
            type="button"
            onClick={() => onDismiss(alert.key)}
            aria-label={t('popup.dismiss')}
            className="-me-1 -mt-1 rounded-full p-1 text-muted hover:text-ink"
          >
            <CloseIcon className="size-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
