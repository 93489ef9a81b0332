// The lobby's live bets board (spec 000, "Home"): the latest rounds settled on the site by any player, as
// they settle, a row each, 8 kept. Real rounds only: an empty board says so instead of inventing any.
import { formatMoney } from '@reelvault/contract/money';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/i18n/use-locale';
import { useLiveBets } from '@/features/live-bets/api/use-live-bets';
import { gameArtSources } from '@/lib/game-art';
import { DataName } from '@/components/ui/data-name';

export function LiveBetsBoard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const { bets, connection } = useLiveBets();
  const time = new Intl.DateTimeFormat(locale.bcp47, { timeStyle: 'short' });

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3" data-live-bets>
      <div className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`size-2.5 rounded-full ${connection === 'open' ? 'bg-emerald-400 motion-safe:animate-pulse' : 'bg-night-600'}`}
        />
        <h2 id={titleId} className="text-lg font-bold sm:text-xl">
          {t('liveBets.title')}
        </h2>
        {connection === 'reconnecting' ? (
          <span className="ms-auto text-xs text-muted">{t('liveBets.reconnecting')}</span>
        ) : null}
      </div>
      <div className="overflow-hidden rounded-2xl border border-night-700 bg-night-900">
        <table className="w-full table-fixed text-sm">
          <thead className="bg-night-800 text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('liveBets.game')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('liveBets.player')}
              </th>
              <th scope="col" className="px-3 py-2 text-start font-semibold max-md:hidden">
                {t('liveBets.time')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold max-sm:hidden">
                {t('liveBets.bet')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold max-md:hidden">
                {t('liveBets.multiplier')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('liveBets.payout')}
              </th>
            </tr>
          </thead>
          <tbody aria-live="polite" aria-relevant="additions">
            {bets.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-muted">
                  {connection === 'connecting' ? t('liveBets.loading') : t('liveBets.empty')}
                </td>
              </tr>
            ) : (
              bets.map((bet) => {
                const won = /[1-9]/.test(bet.win);
                return (
                  <tr key={bet.id} className="border-t border-night-800" data-live-bet={bet.id}>
                    <td className="truncate px-3 py-2">
                      {bet.game ? (
                        <Link
                          to={`/play/${bet.game.id}`}
                          className="flex items-center gap-2 font-semibold text-ink hover:text-gold-300"
                        >
                          <img
                            {...gameArtSources(bet.game.image, '1.5rem')}
                            alt=""
                            width={24}
                            height={32}
                            loading="lazy"
                            className="h-8 w-6 shrink-0 rounded object-cover"
                          />
                          <DataName className="block min-w-0 truncate">{bet.game.name}</DataName>
                        </Link>
                      ) : (
                        <span className="text-muted">{t('liveBets.unknownGame')}</span>
                      )}
                    </td>
                    <td className="truncate px-3 py-2 text-muted" dir="ltr" translate="no">
                      {bet.player}
                    </td>
                    <td className="px-3 py-2 text-muted tabular-nums max-md:hidden">
                      <time dateTime={bet.settled_at}>{time.format(new Date(bet.settled_at))}</time>
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums max-sm:hidden">
                      {formatMoney(locale.bcp47, bet.bet_amount, bet.currency)}
                    </td>
                    <td className="px-3 py-2 text-end tabular-nums max-md:hidden">{bet.multiplier}×</td>
                    <td
                      className={`px-3 py-2 text-end font-semibold tabular-nums ${won ? 'text-emerald-300' : 'text-muted'}`}
                    >
                      {formatMoney(locale.bcp47, bet.win, bet.currency)}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
