// The player's last rounds of this game: when, what was staked, what it paid, and a link to check it.
import type { RoundRecordReply } from '@reelvault/contract/calls/studio';
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { locale, t } from '../i18n';

export function Results({ rounds, currency }: { rounds: readonly RoundRecordReply[]; currency: string }) {
  if (rounds.length === 0) return <p>{t('noResults')}</p>;
  const time = new Intl.DateTimeFormat(locale().bcp47, { timeStyle: 'medium' });
  return (
    <table className="results">
      <thead>
        <tr>
          <th scope="col">{t('time')}</th>
          <th scope="col">{t('stake')}</th>
          <th scope="col">{t('paid')}</th>
          <th scope="col">{t('seed.check')}</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <tr key={round.id}>
            <td>{time.format(new Date(round.created_at))}</td>
            <td>{formatMoney(locale().bcp47, walletAmountDecimal(round.stake), currency)}</td>
            <td className={BigInt(round.payout ?? '0') > BigInt(round.stake) ? 'won' : ''}>
              {round.payout === null
                ? '…'
                : formatMoney(locale().bcp47, walletAmountDecimal(round.payout), currency)}
            </td>
            <td>
              <a href={`/fairness?round=${round.id}`} target="_blank" rel="noopener">
                {t('seed.nonce')} {round.nonce ?? '—'}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The last few payouts, always in view. */
export function ResultStrip({ rounds, currency }: { rounds: readonly RoundRecordReply[]; currency: string }) {
  return (
    <ol className="strip" aria-label={t('lastResults')}>
      {rounds.slice(0, 8).map((round) => (
        <li key={round.id} className={BigInt(round.payout ?? '0') > BigInt(round.stake) ? 'won' : ''}>
          {formatMoney(locale().bcp47, walletAmountDecimal(round.payout ?? '0'), currency)}
        </li>
      ))}
    </ol>
  );
}
