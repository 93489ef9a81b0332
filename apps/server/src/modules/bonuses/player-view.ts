// The player's bonuses as `GET /api/user/bonuses` answers them: amounts in major units of the bonus's
// currency, the wagering progress as an integer percent, the title in the request's language.
import type {
  BonusOffer,
  PlayerBonus,
  PlayerBonusesReply,
  RakebackPeriodReply,
} from '@reelvault/contract/calls/bonuses';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { PlayerBonusRow } from './player-bonuses-repository';
import type { LocalisedText } from './schema';
import { progressOf } from './wagering';

/** A bonus with its offer's title (null for one granted without an offer). */
export interface ListedBonus {
  readonly bonus: PlayerBonusRow;
  readonly title: LocalisedText | null;
}

/** The title of a bonus: its offer's in `language` (English where it has none), else the source's text. */
export function bonusTitle(title: LocalisedText | null, language: string, sourceText: string): string {
  if (!title) return sourceText;
  return title[language] ?? title.en;
}

export function playerBonusOut(
  { bonus }: ListedBonus,
  title: string,
  /** What is left of the bonus money: the bonus balance while active, the grant while queued. */
  balance: bigint,
): PlayerBonus {
  const money = (amount: bigint) => formatCurrencyAmount(amount, bonus.currency);
  const { slots, table, live } = bonus.contributions;
  return {
    id: String(bonus.id),
    title,
    source: bonus.source,
    currency: bonus.currency,
    granted: money(bonus.granted),
    balance: money(balance),
    wagering_required: money(bonus.wageringRequired),
    wagered: money(bonus.wagered < bonus.wageringRequired ? bonus.wagered : bonus.wageringRequired),
    progress: progressOf(bonus.wagered, bonus.wageringRequired),
    expires_at: bonus.expiresAt.toISOString(),
    max_bet: bonus.maxBet === null ? null : money(bonus.maxBet),
    contributions: { slots, table, live },
    max_conversion: bonus.maxConversion === null ? null : money(bonus.maxConversion),
    free_spins_left: bonus.freeSpinsLeft,
    free_spins_game: bonus.freeSpinsGame,
    status: bonus.status,
  };
}

export function playerBonusesReplyOf(
  active: PlayerBonus[],
  queued: PlayerBonus[],
  offers: BonusOffer[],
  rakeback: RakebackPeriodReply[] = [],
): PlayerBonusesReply {
  return { status: 'success', data: { active, queued, offers, rakeback } };
}
