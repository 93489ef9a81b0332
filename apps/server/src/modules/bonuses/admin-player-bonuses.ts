// A player's bonuses in the back office (decisions 1131, 0715): the list with wagering figures, a grant by
// hand with an offer's terms or the defaults (up to the one-operator ceiling at once, above it a four-eyes
// request whose approval grants the bonus), and a cancel; each audited in the transaction that moves the
// money through the engine.
import { randomUUID } from 'node:crypto';
import type { AdminPlayerBonus } from '@reelvault/contract/calls/backoffice-bonuses';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdjustmentRecord, AdminCaller } from '../backoffice/service';
import { grantCeiling } from './admin-offer-rules';
import { createAdminRepository } from './admin-repository';
import type { BonusAdminDependencies } from './admin-dependencies';
import type { PlayerBonusRow } from './player-bonuses-repository';
import { bonusTransferIds } from './player-bonuses-service';
import type { LocalisedText } from './schema';
import { defaultOfferTerms, progressOf, termsOf } from './wagering';

const sourceTitles: Record<string, string> = {
  manual: 'Bonus granted by the casino',
  welcome: 'Welcome bonus',
  crypto_deposit: 'Crypto deposit bonus',
  cashback: 'Cashback',
  vip_level_up: 'VIP level-up bonus',
  referral: 'Referral reward',
  review: 'Review reward',
  free_spins: 'Free spins',
};

function bonusTitle(source: string, title: LocalisedText | null): string {
  if (title) return title.en;
  if (source.startsWith('promo:')) return `Promo code ${source.slice('promo:'.length)}`;
  return sourceTitles[source] ?? source;
}

/** A bonus as the player's page lists it; `bonusBalance` is the player's bonus account. */
function playerBonusOut(
  bonus: PlayerBonusRow,
  title: LocalisedText | null,
  bonusBalance: bigint,
): AdminPlayerBonus {
  const money = (amount: bigint) => formatCurrencyAmount(amount, bonus.currency);
  const balance = bonus.status === 'active' ? bonusBalance : bonus.status === 'queued' ? bonus.granted : 0n;
  return {
    id: String(bonus.id),
    title: bonusTitle(bonus.source, title),
    source: bonus.source,
    offer_id: bonus.offerId,
    currency: bonus.currency,
    status: bonus.status,
    granted: money(bonus.granted),
    balance: money(balance),
    wagering_required: money(bonus.wageringRequired),
    wagered: money(bonus.wagered),
    progress: progressOf(bonus.wagered, bonus.wageringRequired),
    max_bet: bonus.maxBet === null ? null : money(bonus.maxBet),
    max_conversion: bonus.maxConversion === null ? null : money(bonus.maxConversion),
    converted: money(bonus.converted),
    forfeited: money(bonus.forfeited),
    free_spins_left: bonus.freeSpinsLeft,
    expires_at: bonus.expiresAt.toISOString(),
    created_at: bonus.createdAt.toISOString(),
    closed_at: bonus.closedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a bonus. */
const bonusFacts = (bonus: AdminPlayerBonus) => ({
  bonus_id: bonus.id,
  status: bonus.status,
  currency: bonus.currency,
  granted: bonus.granted,
  balance: bonus.balance,
  wagering_required: bonus.wagering_required,
  wagered: bonus.wagered,
  forfeited: bonus.forfeited,
});

export function createPlayerBonusesAdmin(dependencies: BonusAdminDependencies) {
  const { db, clock, backoffice, bonuses, wallet } = dependencies;
  const reads = createAdminRepository(db);
  const may = backoffice.requirePermission;

  /** The player's currency, or 404. */
  async function playerCurrency(playerId: number): Promise<string> {
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts) throw new AppError('AUTH_PLAYER_NOT_FOUND');
    return accounts.cash.currency;
  }

  async function bonusBalance(executor: DbExecutor, playerId: number): Promise<bigint> {
    return (await wallet.playerBalance(executor, playerId))?.bonus ?? 0n;
  }
  return {
    async playerBonuses(admin: AuthenticatedAdmin, playerId: number) {
      may(admin, 'bonuses.read');
      const currency = await playerCurrency(playerId);
      const [rows, balance, rakeback] = await Promise.all([
        reads.playerBonuses(playerId),
        bonusBalance(db, playerId),
        dependencies.rakeback?.(playerId) ?? [],
      ]);
      const ceiling = grantCeiling(dependencies.thresholds, currency);
      return {
        data: rows.map((row) => playerBonusOut(row.bonus, row.title, balance)),
        rakeback,
        grant_limit: ceiling === null ? null : formatCurrencyAmount(ceiling, currency),
        currency,
      };
    },

    /**
     * A bonus granted by hand in the player's currency (decision 1131): up to the four-eyes ceiling, with
     * an offer's terms or the defaults, queued behind an active bonus; idempotent on `id`.
     */
    async grant(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      playerId: number,
      input: { id?: string | undefined; amount: string; offerId: number | null; reason: string },
    ) {
      may(admin, 'bonuses.grant');
      const currency = await playerCurrency(playerId);
      const exponent = findCurrency(currency)?.exponent ?? 0;
      let amount: bigint;
      try {
        amount = parseCurrencyAmount(input.amount, currency);
      } catch {
        throw validationError({
          amount: [`The amount may have at most ${exponent} decimals in ${currency}.`],
        });
      }
      if (amount <= 0n) throw validationError({ amount: ['The amount must be more than zero.'] });
      const offer = input.offerId === null ? null : await reads.offer(input.offerId);
      if (input.offerId !== null && !offer)
        throw validationError({ offer_id: ['The offer does not exist.'] });
      const grantId = `manual:${input.id ?? randomUUID()}`;
      const repeated = await reads.bonusByGrantId(grantId);
      if (repeated) {
        if (repeated.playerId !== playerId || repeated.granted !== amount) {
          throw new AppError('WALLET_TRANSFER_CONFLICT', 'A bonus with this id exists already.');
        }
        const bonus = playerBonusOut(repeated, null, await bonusBalance(db, playerId));
        return { bonus, request: null, created: false };
      }
      const ceiling = grantCeiling(dependencies.thresholds, currency);
      if (ceiling === null || amount > ceiling) {
        // Four eyes (decision 0715): a second operator's approval grants it with these terms.
        const { adjustment, created } = await dependencies.adjustments.requestBonusGrant(admin, caller, {
          id: input.id,
          playerId,
          currency,
          amount: input.amount,
          offerId: offer?.id ?? null,
          note: input.reason,
        });
        return { bonus: null, request: adjustment, created };
      }
      const bonus = await backoffice.audited(
        admin,
        caller,
        'bonuses.grant',
        { action: 'bonus.grant', type: 'player', id: String(playerId) },
        async (tx) => {
          const before = await bonusBalance(tx, playerId);
          const row = await bonuses.grantBonus(tx, {
            grantId,
            playerId,
            currency,
            amount,
            source: 'manual',
            terms: termsOf(offer ?? defaultOfferTerms, currency, { bonus: amount }, clock.now()),
          });
          const result = playerBonusOut(row, null, await bonusBalance(tx, playerId));
          return {
            before: { bonus_balance: formatCurrencyAmount(before, currency) },
            after: {
              ...bonusFacts(result),
              terms: offer ? { offer_id: offer.id, offer_key: offer.key } : 'defaults',
              reason: input.reason,
            },
            result,
          };
        },
      );
      return { bonus, request: null, created: true };
    },

    /**
     * Grants the bonus of a request above the threshold when a second operator approves it (decision
     * 0715), in the approval's transaction: the offer's terms or the defaults, counted from now.
     */
    async grantRequested(tx: DbExecutor, request: AdjustmentRecord) {
      const offer = request.offerId === null ? null : await createAdminRepository(tx).offer(request.offerId);
      if (request.offerId !== null && !offer) {
        throw validationError({ offer_id: ['The offer does not exist.'] });
      }
      const before = await bonusBalance(tx, request.playerId);
      const grantId = `manual:${request.id}`;
      const row = await bonuses.grantBonus(tx, {
        grantId,
        playerId: request.playerId,
        currency: request.currency,
        amount: request.amount,
        source: 'manual',
        terms: termsOf(offer ?? defaultOfferTerms, request.currency, { bonus: request.amount }, clock.now()),
      });
      const after = await bonusBalance(tx, request.playerId);
      const result = playerBonusOut(row, null, after);
      return {
        transferId: bonusTransferIds.grant(grantId),
        before,
        after,
        bonus: {
          ...bonusFacts(result),
          max_bet: result.max_bet,
          expires_at: result.expires_at,
          terms: offer ? { offer_id: offer.id, offer_key: offer.key } : 'defaults',
        },
      };
    },

    /** Cancels an active or queued bonus of the player: its bonus balance is forfeited, cash untouched. */
    async cancel(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      playerId: number,
      bonusId: bigint,
      reason: string,
    ) {
      may(admin, 'bonuses.grant');
      return backoffice.audited(
        admin,
        caller,
        'bonuses.grant',
        { action: 'bonus.cancel', type: 'player', id: String(playerId) },
        async (tx) => {
          const found = await createAdminRepository(tx).playerBonus(playerId, bonusId);
          if (!found) throw new AppError('BONUS_NOT_FOUND');
          const before = playerBonusOut(found.bonus, found.title, await bonusBalance(tx, playerId));
          const closed = await bonuses.endBonus(tx, bonusId, 'cancelled');
          const result = playerBonusOut(closed, found.title, await bonusBalance(tx, playerId));
          return { before: bonusFacts(before), after: { ...bonusFacts(result), reason }, result };
        },
      );
    },
  };
}
