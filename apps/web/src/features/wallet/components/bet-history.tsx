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
      headings={[
        t('wallet.bets.date'),
        t('wallet.bets.game'),
        t('wallet.bets.bet'),
        t('wallet.bets.status'),
        t('wallet.bets.win'),
      ]}
      onPage={historyWindow.setPage}
      renderRow={(row) => (
        <tr key={row.id}>
          <td className="px-4 py-3 whitespace-nowrap">
            <time dateTime={row.date}>{formatDateTime(bcp47, row.date)}</time>
          </td>
          <td className="px-4 py-3">
            <span className="block font-semibold" translate="no">
              {row.game_info.name}
            </span>
            <span className="block text-xs text-muted" translate="no">
              {row.game_info.provider}
            </span>
            {row.fairness_round ? (
              <Link
                to={`/fairness?round=${encodeURIComponent(row.fairness_round)}`}
                className="text-xs font-semibold text-gold-400 underline-offset-2 hover:underline"
              >
                {t('wallet.bets.verify')}
              </Link>
            ) : null}
          </td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            {formatMoney(bcp47, row.bet_amount, row.currency)}
          </td>
          <td className={`px-4 py-3 font-semibold ${betStatusTone[row.status]}`}>
            {t(betStatusText[row.status])}
          </td>
          <td className="px-4 py-3 whitespace-nowrap tabular-nums">
            {row.status === betStatus.win ? (
              <span className="font-semibold text-emerald-300">
                {formatMoney(bcp47, row.win, row.currency)}
              </span>
            ) : (
              <span className="text-muted">–</span>
            )}
          </td>
        </tr>
      )}
    />
  );
}
