// On the play page, while the player has an active bonus with a maximum bet: the limit said before the
// player meets it. The platform refuses a larger bet through the wallet API and the studio then says so
// (decision 0142); this line is why, with the way to the bonus's details.
import { formatMoney } from '@reelvault/contract/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '@/i18n/use-locale';
import { useSession } from '@/lib/auth';
import { useBonuses } from '@/features/bonuses/api/get-bonuses';

export function MaxBetNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const bonuses = useBonuses(session.status === 'player');
  const limited = bonuses.data?.active.find((bonus) => bonus.max_bet !== null);
  if (session.status !== 'player' || !limited?.max_bet) return null;
  return (
    <p role="note" className="mx-auto w-full max-w-6xl rounded-xl bg-night-800 px-4 py-2 text-sm text-muted">
      {t('bonuses.maxBetNotice', {
        title: limited.title,
        amount: formatMoney(locale.bcp47, limited.max_bet, limited.currency),
      })}{' '}
      <Link to="/account/bonuses" className="font-semibold text-gold-300 underline-offset-4 hover:underline">
        {t('bonuses.details')}
      </Link>
    </p>
  );
}
