// What the player's bonuses page reads and does: the active and queued bonuses with their progress, the
// offers the player may take (the offers part of the module answers them), and cancelling a bonus.
import type { BonusOffer, PlayerBonusesReply, RakebackPeriodReply } from '@reelvault/contract/calls/bonuses';
import { bonusSourceOf } from '@reelvault/contract/constants/bonus-terms';
import type { Locale } from '@reelvault/contract/constants/locales';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { translatorFor, type ServerTextKey } from '../../i18n/server-texts';
import { createPlayerBonusesRepository } from './player-bonuses-repository';
import type { BonusWallet, PlayerBonusesService } from './player-bonuses-service';
import { bonusTitle, playerBonusesReplyOf, playerBonusOut, type ListedBonus } from './player-view';

/** The offers a player may take, as the bonuses page lists them. */
export type ListOffers = (player: { id: number; currency: string }, locale: Locale) => Promise<BonusOffer[]>;

/** The text key naming a bonus by its source (`promo:<code>` is a promo code's). */
function sourceKey(source: string): ServerTextKey {
  return `bonusSources.${bonusSourceOf(source)}`;
}

export function createPlayerBonusesPage(dependencies: {
  db: Db;
  wallet: Pick<BonusWallet, 'playerBalance'>;
  bonuses: Pick<PlayerBonusesService, 'endBonus'>;
  offers: ListOffers;
  /** The player's rakeback periods not settled yet (decision 1124). */
  rakeback?: (playerId: number, language: string) => Promise<RakebackPeriodReply[]>;
}) {
  const { db, wallet, bonuses, offers } = dependencies;
  return {
    async list(player: { id: number; currency: string }, locale: Locale): Promise<PlayerBonusesReply> {
      const t = translatorFor(locale);
      const [rows, balance, offered, rakeback] = await Promise.all([
        createPlayerBonusesRepository(db).list(player.id, ['active', 'queued']),
        wallet.playerBalance(db, player.id),
        offers(player, locale),
        dependencies.rakeback?.(player.id, locale.code) ?? [],
      ]);
      const out = (row: ListedBonus) =>
        playerBonusOut(
          row,
          bonusTitle(row.title, locale.code, t(sourceKey(row.bonus.source))),
          row.bonus.status === 'active' ? (balance?.bonus ?? 0n) : row.bonus.granted,
        );
      return playerBonusesReplyOf(
        rows.filter((row) => row.bonus.status === 'active').map(out),
        rows.filter((row) => row.bonus.status === 'queued').map(out),
        offered,
        rakeback,
      );
    },

    /** Cancels the player's own active or queued bonus: its balance is forfeited. */
    async cancel(playerId: number, bonusId: bigint): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await createPlayerBonusesRepository(tx).lockById(bonusId);
        if (!row || row.playerId !== playerId) throw new AppError('BONUS_NOT_FOUND');
        await bonuses.endBonus(tx, bonusId, 'cancelled');
      });
    },
  };
}

export type PlayerBonusesPage = ReturnType<typeof createPlayerBonusesPage>;
