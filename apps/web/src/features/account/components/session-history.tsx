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
      columns={[
        {
          heading: t('account.sessions.browser'),
          className: 'font-semibold',
          cell: (row) => row.browser ?? t('account.sessions.unknown'),
        },
        { heading: t('account.sessions.version'), cell: (row) => row.version ?? '–' },
        {
          heading: t('account.sessions.device'),
          cell: (row) => <DeviceName device={row.device} os={row.os} />,
        },
        {
          heading: t('account.sessions.ip'),
          className: 'font-mono',
          cell: (row) => (
            <span translate="no" dir="ltr">
              {row.ip ?? '–'}
            </span>
          ),
        },
        {
          heading: t('account.sessions.date'),
          className: 'whitespace-nowrap',
          cell: (row) => <time dateTime={row.created_at}>{formatDateTime(bcp47, row.created_at)}</time>,
        },
        {
          heading: t('account.sessions.state'),
          cell: (row) =>
            row.current ? (
              <span className="font-semibold text-gold-300">{t('account.sessions.current')}</span>
            ) : row.active ? (
              <span className="text-emerald-300">{t('account.sessions.active')}</span>
            ) : (
              <span className="text-muted">{t('account.sessions.ended')}</span>
            ),
        },
      ]}
      rowKey={(row) => row.id}
      onPage={historyWindow.setPage}
    />
  );
}
