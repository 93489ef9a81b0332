// /account/game-transactions: the player's game rounds (GET /api/account/history/game). A date range (by
// default the spec's 3 days back to today, 00:00:00 to 23:59:59), then date, game, bet, status and the
// win of a won round, 10 per page with five page links. A round of the in-house studio links to /fairness,
// which loads it into the verifier.
import { historyPaging } from '@reelvault/contract/constants/paging';
import { betStatus } from '@reelvault/contract/constants/statuses';
import { formatMoney } from '@reelvault/contract/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryView } from '@/components/history/history-view';
import { DataName } from '@/components/ui/data-name';
import { useLocale } from '@/i18n/use-locale';
import { formatDateTime } from '@/lib/format';
import { rangeQuery } from '@/lib/history-range';
import { useHistoryWindow } from '@/lib/use-history-window';
import { useGameHistory } from '@/features/wallet/api/get-game-history';
import { betStatusText, betStatusTone } from '@/features/wallet/utils/status-labels';

export function BetHistory({ today = new Date() }: { today?: Date }) {
  const { t } = useTranslation();
  const { bcp47 } = useLocale();
  const historyWindow = useHistoryWindow('bets', today);
  const { range, page } = historyWindow;
  const query = useMemo(
    () => ({ ...rangeQuery(range), page, per_page: historyPaging.perPage }),
    [range, page],
  );
  const history = useGameHistory(query);
  return (
    <HistoryView
      title={t('wallet.bets.title')}
      intro={t('wallet.bets.intro')}
      range={range}
      onRange={historyWindow.setRange}
      history={history}
      errorTitle={t('wallet.bets.error')}
      emptyText={t('wallet.bets.empty')}
      columns={[
        {
          heading: t('wallet.bets.date'),
          className: 'whitespace-nowrap',
          cell: (row) => <time dateTime={row.date}>{formatDateTime(bcp47, row.date)}</time>,
        },
        {
          heading: t('wallet.bets.game'),
          cell: (row) => (
            <>
              <DataName className="block font-semibold">{row.game_info.name}</DataName>
              <DataName className="block text-xs text-muted">{row.game_info.provider}</DataName>
              {row.fairness_round ? (
                <Link
                  to={`/fairness?round=${encodeURIComponent(row.fairness_round)}`}
                  className="text-xs font-semibold text-gold-400 underline-offset-2 hover:underline"
                >
                  {t('wallet.bets.verify')}
                </Link>
              ) : null}
            </>
          ),
        },
        {
          heading: t('wallet.bets.bet'),
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) => formatMoney(bcp47, row.bet_amount, row.currency),
        },
        {
          heading: t('wallet.bets.status'),
          className: 'font-semibold',
          cell: (row) => <span className={betStatusTone[row.status]}>{t(betStatusText[row.status])}</span>,
        },
        {
          heading: t('wallet.bets.win'),
          className: 'whitespace-nowrap tabular-nums',
          cell: (row) =>
            row.status === betStatus.win ? (
              <span className="font-semibold text-emerald-300">
                {formatMoney(bcp47, row.win, row.currency)}
              </span>
            ) : (
              <span className="text-muted">–</span>
            ),
        },
      ]}
      rowKey={(row) => row.id}
      onPage={historyWindow.setPage}
    />
  );
}
