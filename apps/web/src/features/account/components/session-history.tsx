// The player's sessions (GET /api/account/session-history): a date range (by default the last 2 days,
// 00:00:00 to 23:59:59), then browser, version, device, IP and date, 10 per page with page links; an empty
// and an error state.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../../components/form/form-message';
import { Pagination } from '../../../components/ui/pagination';
import { useLocale } from '../../../i18n/use-locale';
import { errorText } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { useSessionHistory } from '../api/get-session-history';
import { defaultDayRange, rangeQuery, type DayRange } from '../utils/history-range';
import { DayRangeForm } from './day-range-form';
import { DeviceName } from './device-name';

export function SessionHistory() {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const titleId = useId();
  const [range, setRange] = useState<DayRange>(() => defaultDayRange('sessions', new Date()));
  const [page, setPage] = useState(1);
  const query = useMemo(() => ({ ...rangeQuery(range), page }), [range, page]);
  const history = useSessionHistory(query);
  const rows = history.data?.data ?? [];

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-extrabold">
          {t('account.sessions.title')}
        </h1>
        <p className="text-sm text-muted">{t('account.sessions.intro')}</p>
      </div>
      <DayRangeForm
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {history.isError ? (
        <FormMessage tone="error">
          {t('account.sessions.error')} {errorText(t, history.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void history.refetch()}>
            {t('errors.retry')}
          </button>
        </FormMessage>
      ) : null}
      {history.isPending ? <p className="text-sm text-muted">{t('app.loading')}</p> : null}
      {history.isSuccess && rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 px-4 py-8 text-center text-muted">
          {t('account.sessions.empty')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-night-700">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <thead className="bg-night-800 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.browser')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.version')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.device')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.ip')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.date')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('account.sessions.state')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="px-4 py-3 font-semibold">{row.browser ?? t('account.sessions.unknown')}</td>
                  <td className="px-4 py-3">{row.version ?? '–'}</td>
                  <td className="px-4 py-3">
                    <DeviceName device={row.device} os={row.os} />
                  </td>
                  <td className="px-4 py-3 font-mono" translate="no">
                    {row.ip ?? '–'}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={row.created_at}>{formatDateTime(bcp47, row.created_at)}</time>
                  </td>
                  <td className="px-4 py-3">
                    {row.current ? (
                      <span className="font-semibold text-gold-300">{t('account.sessions.current')}</span>
                    ) : row.active ? (
                      <span className="text-emerald-300">{t('account.sessions.active')}</span>
                    ) : (
                      <span className="text-muted">{t('account.sessions.ended')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {history.data ? (
        <Pagination
          page={history.data.pagination.page}
          pages={history.data.pagination.pages}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
