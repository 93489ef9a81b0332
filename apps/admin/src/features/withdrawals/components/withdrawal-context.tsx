// What an operator weighs beside a withdrawal (decision 0713): who asks and how far verified, what the
// player paid in and took out to date, the last 7 days of play, and the other players seen on the same
// IP addresses.
import { useTranslation } from 'react-i18next';
import { PlayerStatuses } from '../../../components/player-statuses';
import { formatAmount, formatDateTime } from '../../../lib/format';
import type { QueuedWithdrawal } from '../api/withdrawal-queue';

export function WithdrawalContext({ row }: { readonly row: QueuedWithdrawal }) {
  const { t } = useTranslation();
  const { player } = row;
  const shared = row.shared_addresses;
  return (
    <aside className="details-panel" aria-label={t('withdrawals.context.title', { player: player.username })}>
      <h2>{t('withdrawals.context.title', { player: player.username })}</h2>
      <p className="muted">
        {t('players.id', { id: player.id })} · {formatAmount(row.amount, row.currency)} ·{' '}
        {formatDateTime(row.requested_at)}
      </p>
      <h3>{t('withdrawals.context.verification')}</h3>
      <PlayerStatuses status={player.verification.status} playerStatus={player.verification.player_status} />
      <p>{t('withdrawals.context.level', { level: player.verification.level })}</p>

      <h3>{t('withdrawals.context.toDate')}</h3>
      {row.to_date.length === 0 ? (
        <p className="muted">{t('withdrawals.context.noMoney')}</p>
      ) : (
        <table className="compact">
          <thead>
            <tr>
              <th scope="col">{t('withdrawals.context.currency')}</th>
              <th scope="col">{t('withdrawals.context.deposited')}</th>
              <th scope="col">{t('withdrawals.context.withdrawn')}</th>
            </tr>
          </thead>
          <tbody>
            {row.to_date.map((entry) => (
              <tr key={entry.currency}>
                <th scope="row">{entry.currency}</th>
                <td>{formatAmount(entry.deposited, entry.currency)}</td>
                <td>{formatAmount(entry.withdrawn, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('withdrawals.context.recentPlay')}</h3>
      {row.recent_play.by_currency.length === 0 ? (
        <p className="muted">{t('withdrawals.context.noPlay')}</p>
      ) : (
        <table className="compact">
          <thead>
            <tr>
              <th scope="col">{t('withdrawals.context.currency')}</th>
              <th scope="col">{t('withdrawals.context.bets')}</th>
              <th scope="col">{t('withdrawals.context.wins')}</th>
              <th scope="col">{t('withdrawals.context.rounds')}</th>
            </tr>
          </thead>
          <tbody>
            {row.recent_play.by_currency.map((entry) => (
              <tr key={entry.currency}>
                <th scope="row">{entry.currency}</th>
                <td>{formatAmount(entry.bets, entry.currency)}</td>
                <td>{formatAmount(entry.wins, entry.currency)}</td>
                <td>{entry.rounds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3>{t('withdrawals.context.sharedAddresses')}</h3>
      {shared.count === 0 ? (
        <p className="muted">{t('withdrawals.context.noneShared')}</p>
      ) : (
        <>
          <p>{t('withdrawals.context.sharedCount', { count: shared.count })}</p>
          <ul>
            {shared.players.map((other) => (
              <li key={other.id}>
                {other.username} ({t('players.id', { id: other.id })})
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
