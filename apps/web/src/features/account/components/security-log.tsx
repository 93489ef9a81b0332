// The security log (GET /api/account/logs): logins, failed logins, password and two-factor changes and
// ended sessions, newest first, 10 per page, each with its time, device and IP address.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { Pagination } from '@/components/ui/pagination';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import { useSecurityLog } from '@/features/account/api/get-security-log';
import { DeviceName } from './device-name';

export function SecurityLog() {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const log = useSecurityLog({ page });
  const events = log.data?.data ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('account.log.title')}
      </h2>
      {log.isError ? (
        <FormMessage tone="error">
          {t('account.log.error')} {errorText(t, log.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void log.refetch()}>
            {t('errors.retry')}
          </button>
        </FormMessage>
      ) : null}
      {log.isPending ? <p className="text-sm text-muted">{t('app.loading')}</p> : null}
      {log.isSuccess && events.length === 0 ? (
        <p className="text-sm text-muted">{t('account.log.empty')}</p>
      ) : null}
      {events.length > 0 ? (
        <ol className="divide-y divide-night-700 rounded-xl border border-night-700">
          {events.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-4 py-3"
            >
              <div className="flex flex-col">
                <span className="font-semibold">{t(`account.log.events.${entry.event}`)}</span>
                <span className="text-xs text-muted">
                  {[entry.browser, entry.ip].filter(Boolean).join(' · ')}
                </span>
              </div>
              <div className="flex flex-col items-end text-sm">
                <time dateTime={entry.created_at}>{formatDateTime(bcp47, entry.created_at)}</time>
                <span className="text-xs text-muted">
                  <DeviceName device={entry.device} />
                </span>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {log.data ? (
        <Pagination page={log.data.pagination.page} pages={log.data.pagination.pages} onPage={setPage} />
      ) : null}
    </section>
  );
}
