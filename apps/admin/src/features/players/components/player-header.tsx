// The head of a player's page: who the player is, the statuses, the balances per currency (cash, bonus,
// held, incoming) and the totals (deposited, withdrawn, bet, won), and what responsible gambling holds.
import { TableScroll } from '../../../components/table-scroll';
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { PlayerStatuses } from '../../../components/player-statuses';
import { interfaceLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format';
import type { AdminPlayerDetail } from '../api/players';
import { StatusBadges } from './status-badges';

export function money(amount: string | null, currency: string): string {
  return amount === null ? '' : formatMoney(interfaceLanguage(), amount, currency);
}

function Fact({ label, value }: { readonly label: string; readonly value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || t('players.none')}</dd>
    </>
  );
}

export function PlayerHeader({ player }: { readonly player: AdminPlayerDetail }) {
  const { t } = useTranslation();
  const { profile } = player;
  const rg = player.responsible_gambling;
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);
  return (
    <header className="player-head">
      <div className="player-head__title">
        <h1>{profile.username}</h1>
        <StatusBadges
          status={player.status}
          playerStatus={player.player_status}
          selfExcluded={rg.state !== 'none'}
        />
      </div>
      <div className="player-head__grid">
        <section aria-labelledby="player-profile">
          <h2 id="player-profile">{t('player.profile')}</h2>
          <dl className="facts">
            <Fact label={t('player.fields.id')} value={String(profile.id)} />
            <Fact
              label={t('player.fields.name')}
              value={[profile.name, profile.surname].filter(Boolean).join(' ')}
            />
            <Fact label={t('player.fields.email')} value={profile.email} />
            <Fact label={t('player.fields.phone')} value={profile.phone} />
            <Fact label={t('player.fields.birthday')} value={profile.birthday} />
            <Fact
              label={t('player.fields.address')}
              value={[profile.address, profile.city, profile.country?.name].filter(Boolean).join(', ')}
            />
            <Fact label={t('player.fields.currency')} value={profile.currency} />
            <Fact label={t('player.fields.locale')} value={profile.locale} />
            <Fact
              label={t('player.fields.twoFactor')}
              value={profile.two_factor_enabled ? t('players.filters.yes') : t('players.filters.no')}
            />
            <Fact label={t('player.fields.registered')} value={when(profile.registered_at)} />
            <Fact label={t('player.fields.lastLogin')} value={when(profile.last_login_at)} />
            <Fact label={t('player.fields.affiliate')} value={profile.affiliate_id} />
          </dl>
        </section>
        <section aria-labelledby="player-standing">
          <h2 id="player-standing">{t('player.standing')}</h2>
          <PlayerStatuses status={player.status} playerStatus={player.player_status} />
          <dl className="facts">
            <Fact
              label={t('player.fields.verificationLevel')}
              value={t('player.verificationLevel', { level: player.verification.level })}
            />
            <Fact
              label={t('player.fields.pendingReview')}
              value={String(player.verification.pending_review)}
            />
            <Fact
              label={t('player.fields.exclusion')}
              value={
                rg.state === 'none'
                  ? null
                  : t(`player.exclusion.${rg.state}`, {
                      until: rg.permanent ? t('player.permanent') : when(rg.until),
                    })
              }
            />
          </dl>
        </section>
      </div>
      <MoneyTables player={player} />
    </header>
  );
}

function MoneyTables({ player }: { readonly player: AdminPlayerDetail }) {
  const { t } = useTranslation();
  const balanceColumns = ['cash', 'bonus', 'held', 'incoming'] as const;
  const totalColumns = ['deposited', 'withdrawn', 'bet', 'won', 'refunded'] as const;
  return (
    <div className="player-head__grid">
      <TableScroll label={t('player.balances')}>
        <table>
          <caption>{t('player.balances')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('player.currency')}</th>
              {balanceColumns.map((key) => (
                <th key={key} scope="col">
                  {t(`player.balance.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {player.balances.map((row) => (
              <tr key={row.currency}>
                <th scope="row">{row.currency}</th>
                {balanceColumns.map((key) => (
                  <td key={key}>{money(row[key], row.currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <TableScroll label={t('player.totals')}>
        <table>
          <caption>{t('player.totals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('player.currency')}</th>
              {totalColumns.map((key) => (
                <th key={key} scope="col">
                  {t(`player.total.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {player.totals.map((row) => (
              <tr key={row.currency}>
                <th scope="row">{row.currency}</th>
                {totalColumns.map((key) => (
                  <td key={key}>{money(row[key], row.currency)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
