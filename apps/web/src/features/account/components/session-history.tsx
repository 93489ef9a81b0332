// The player's sessions (GET /api/account/session-history): a date range (by default the last 2 days,
// 00:00:00 to 23:59:59), then browser, version, device, IP and date, 10 per page with page links; an empty
// and an error state.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryView } from '@/components/history/history-view';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';
import { rangeQuery } from '@/lib/history-range';
import { useHistoryWindow } from '@/lib/use-history-window';
import { useSessionHistory } from '@/features/account/api/get-session-history';
import { DeviceName } from './device-name';

export function SessionHistory() {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const historyWindow = useHistoryWindow('sessions', new Date());
  const { range, page } = historyWindow;
  const query = useMemo(() => ({ ...rangeQuery(range), page }), [range, page]);
  const history = useSessionHistory(query);

  return (
    <HistoryView
      title={t('account.sessions.title')}
      intro={t('account.sessions.intro')}
      range={range}
      onRange={historyWindow.setRange}
      history={history}
      errorTitle={t('account.sessions.error')}
      emptyText={t('account.sessions.empty')}
      headings={[
        t('account.sessions.browser'),
        t('account.sessions.version'),
        t('account.sessions.device'),
        t('account.sessions.ip'),
        t('account.sessions.date'),
        t('account.sessions.state'),
      ]}
      onPage={historyWindow.setPage}
      renderRow={(row) => (
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
      )}
    />
  );
}
