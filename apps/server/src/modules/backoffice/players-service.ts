// The back office's player search and the reads of a player's page (permission `players.read`, decision
// 0709). Every fact comes from the module that owns it, through its service: players and sessions from
// identity, money from the wallet, rounds from gaming, payments from the cashier and the crypto cashier,
// documents, limits and exclusions from compliance, an in-house round's seeds from the studio.
import type {
  AdminPlayerDetail,
  AdminPlayerRow,
  AdminPlayersQuery,
} from '@reelvault/contract/calls/backoffice-players';
import type { RoundRecordReply } from '@reelvault/contract/calls/studio';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { CashierService, PaymentRecord } from '../cashier/service';
import type { ComplianceService } from '../compliance/service';
import type { CryptoCashier } from '../crypto/service';
import type { GamingService, PlayerRoundRow } from '../gaming/service';
import { roundStatus } from '../gaming/service';
import type { IdentityService, PlayerRecord } from '../identity/service';
import type { WalletService } from '../wallet/service';
import { fairnessOf } from './players-fairness';
import { mergeNewest, searchOf } from './players-filters';

export interface PlayersDependencies {
  readonly requirePermission: (admin: AuthenticatedAdmin, permission: 'players.read') => void;
  readonly identity: Pick<
    IdentityService,
    'searchPlayers' | 'playerRecord' | 'playerSessions' | 'playerAddresses' | 'countries'
  >;
  readonly wallet: Pick<WalletService, 'playerMoney' | 'playerMoneyTotals' | 'playerTransfers'>;
  readonly gaming: Pick<GamingService, 'playerRounds' | 'playerRound'>;
  readonly cashier: Pick<CashierService, 'playerPayments'>;
  readonly crypto: Pick<CryptoCashier, 'playerCryptoDeposits' | 'cryptoWithdrawalFacts'>;
  readonly compliance: Pick<
    ComplianceService,
    'verificationStatus' | 'limits' | 'playerDocuments' | 'playerExclusions' | 'exclusionInForce'
  >;
  /** The in-house studio's record of a round of the player; undefined when the studio is off or knows none. */
  readonly studioRound: (playerId: number, round: string) => Promise<RoundRecordReply | undefined>;
  /** The in-house studio's provider code: its rounds carry a fairness record. */
  readonly houseProviderCode: string;
  /**
   * Where an aggregator shows a round of the player (the aggregators module): undefined when the
   * provider is not an aggregator, a null URL when it did not answer.
   */
  readonly aggregatorRound: (
    providerCode: string,
    request: { playerId: number; round: string; transactionUuid: string },
  ) => Promise<{ aggregator: string; url: string | null } | undefined>;
}

export interface PageQuery {
  readonly page: number;
  readonly per_page: number;
}

/** Other players listed per address. */
export const neighboursShown = 20;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const pageOf = (query: PageQuery) => ({ offset: (query.page - 1) * query.per_page, limit: query.per_page });

function roundRow(row: PlayerRoundRow) {
  return {
    id: row.id,
    round: row.round,
    provider: { code: row.providerCode, name: row.providerName },
    game_code: row.gameCode,
    currency: row.currency,
    bet: formatCurrencyAmount(row.betTotal, row.currency),
    won: formatCurrencyAmount(row.winTotal, row.currency),
    refunded: formatCurrencyAmount(row.refundTotal, row.currency),
    closed: row.closed,
    status: roundStatus(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function paymentRow(row: PaymentRecord) {
  return {
    id: row.id,
    type: row.type,
    channel: row.channel,
    method: row.method,
    status: row.status,
    amount: row.amount === null ? null : formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    detail: { ...row.detail },
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function createPlayersService(dependencies: PlayersDependencies) {
  const { identity, wallet, gaming, cashier, crypto, compliance } = dependencies;
  const countries = identity.countries().data;
  const countryOf = (id: number | null) => {
    const found = id === null ? undefined : countries.find((country) => country.id === id);
    return found ? { id: found.id, slug: found.slug, name: found.name } : null;
  };
  const countryIdOf = (slug: string) => countries.find((country) => country.slug === slug)?.id;

  function listRow(player: PlayerRecord): AdminPlayerRow {
    return {
      id: player.id,
      username: player.username,
      email: player.email,
      name: player.name,
      surname: player.surname,
      phone: player.phone,
      country: countryOf(player.countryId),
      currency: player.currency,
      status: player.status,
      player_status: player.playerStatus,
      self_excluded: player.selfExcluded,
      registered_at: player.createdAt.toISOString(),
      last_login_at: iso(player.lastLoginAt),
    };
  }

  /** The player, once the operator may read players; 404 for an unknown id. */
  async function playerFor(admin: AuthenticatedAdmin, playerId: number): Promise<PlayerRecord> {
    dependencies.requirePermission(admin, 'players.read');
    const player = await identity.playerRecord(playerId);
    if (!player) throw new AppError('NOT_FOUND', 'There is no player with this id.');
    return player;
  }

  async function responsibleGambling(player: PlayerRecord) {
    const inForce = await compliance.exclusionInForce(player.id);
    const excluded = player.selfExcluded;
    return {
      state: !excluded ? ('none' as const) : (inForce?.kind ?? ('self_exclusion' as const)),
      until: excluded && !player.excludedPermanently ? iso(player.excludedUntil) : null,
      permanent: excluded && player.excludedPermanently,
    };
  }

  return {
    async searchPlayers(admin: AuthenticatedAdmin, query: AdminPlayersQuery) {
      dependencies.requirePermission(admin, 'players.read');
      const search = searchOf(query, countryIdOf);
      const { offset, limit } = pageOf(query);
      const { players, total, totalCapped } = await identity.searchPlayers(search, offset, limit);
      return {
        data: players.map(listRow),
        pagination: paginationOf(total, query.page, query.per_page),
        total_capped: totalCapped,
      };
    },

    async player(admin: AuthenticatedAdmin, playerId: number): Promise<AdminPlayerDetail> {
      const player = await playerFor(admin, playerId);
      const [verification, money, totals, limits, rg] = [
        await compliance.verificationStatus(player.id),
        await wallet.playerMoney(player.id),
        await wallet.playerMoneyTotals(player.id),
        await compliance.limits(player.id),
        await responsibleGambling(player),
      ];
      return {
        profile: {
          id: player.id,
          username: player.username,
          email: player.email,
          name: player.name,
          surname: player.surname,
          birthday: player.birthday,
          address: player.address,
          city: player.city,
          country: countryOf(player.countryId),
          currency: player.currency,
          phone: player.phone,
          gender: player.gender,
          locale: player.locale,
          ref_id: player.refId,
          affiliate_id: player.affiliateId,
          campaign_id: player.campaignId,
          site_code: player.siteCode,
          two_factor_enabled: player.twoFactorEnabled,
          age_confirmed_at: player.ageConfirmedAt.toISOString(),
          password_changed_at: player.passwordChangedAt.toISOString(),
          registered_at: player.createdAt.toISOString(),
          updated_at: player.updatedAt.toISOString(),
          last_login_at: iso(player.lastLoginAt),
        },
        status: player.status,
        player_status: player.playerStatus,
        verification: {
          level: verification.level,
          required: verification.required,
          submitted: verification.data,
          pending_review: verification.documents.filter((document) => document.status === 'pending_review')
            .length,
        },
        balances: money.map((entry) => ({
          currency: entry.currency,
          cash: formatCurrencyAmount(entry.cash, entry.currency),
          bonus: formatCurrencyAmount(entry.bonus, entry.currency),
          held: formatCurrencyAmount(entry.held, entry.currency),
          incoming: formatCurrencyAmount(entry.incoming, entry.currency),
        })),
        totals: totals.map((entry) => ({
          currency: entry.currency,
          deposited: formatCurrencyAmount(entry.deposited, entry.currency),
          withdrawn: formatCurrencyAmount(entry.withdrawn, entry.currency),
          bet: formatCurrencyAmount(entry.bet, entry.currency),
          won: formatCurrencyAmount(entry.won, entry.currency),
          refunded: formatCurrencyAmount(entry.refunded, entry.currency),
        })),
        responsible_gambling: {
          ...rg,
          limits: limits.data.filter((limit) => limit.amount !== null || limit.pending),
        },
      };
    },

    async transfers(
      admin: AuthenticatedAdmin,
      playerId: number,
      query: PageQuery & { kind?: string | undefined },
    ) {
      const player = await playerFor(admin, playerId);
      const { transfers, total } = await wallet.playerTransfers(player.id, {
        kind: query.kind,
        ...pageOf(query),
      });
      return {
        data: transfers.map((transfer) => ({
          id: transfer.id,
          kind: transfer.kind,
          phase: transfer.phase,
          pending_id: transfer.pendingId,
          direction: transfer.direction,
          account: transfer.account,
          counterparty: { kind: transfer.counterKind, reference: transfer.counterReference },
          amount: formatCurrencyAmount(transfer.amount, transfer.currency),
          currency: transfer.currency,
          metadata: { ...transfer.metadata },
          created_at: transfer.createdAt.toISOString(),
        })),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },

    async rounds(admin: AuthenticatedAdmin, playerId: number, query: PageQuery) {
      const player = await playerFor(admin, playerId);
      const { offset, limit } = pageOf(query);
      const { rows, total } = await gaming.playerRounds(player.id, offset, limit);
      return { data: rows.map(roundRow), pagination: paginationOf(total, query.page, query.per_page) };
    },

    async round(admin: AuthenticatedAdmin, playerId: number, roundId: number) {
      const player = await playerFor(admin, playerId);
      const found = await gaming.playerRound(player.id, String(roundId));
      if (!found) throw new AppError('NOT_FOUND', 'This player has no round with this id.');
      const house = found.round.providerCode === dependencies.houseProviderCode;
      const record = house ? await dependencies.studioRound(player.id, found.round.round) : undefined;
      const [first] = found.transactions;
      const atAggregator =
        !house && first
          ? await dependencies.aggregatorRound(found.round.providerCode, {
              playerId: player.id,
              round: found.round.round,
              transactionUuid: first.transactionUuid,
            })
          : undefined;
      return {
        round: roundRow(found.round),
        transactions: found.transactions.map((transaction) => ({
          transaction_uuid: transaction.transactionUuid,
          kind: transaction.kind,
          state: transaction.state,
          amount:
            transaction.amount === null
              ? null
              : formatCurrencyAmount(transaction.amount, found.round.currency),
          reference_transaction_uuid: transaction.referenceTransactionUuid,
          ledger_transfer_id: transaction.ledgerTransferId,
          created_at: transaction.createdAt.toISOString(),
        })),
        fairness: record ? fairnessOf(record) : null,
        aggregator_round: atAggregator ?? null,
      };
    },

    async payments(
      admin: AuthenticatedAdmin,
      playerId: number,
      query: PageQuery & { type?: 'deposit' | 'withdrawal' | undefined },
    ) {
      const player = await playerFor(admin, playerId);
      const { offset, limit } = pageOf(query);
      const reach = offset + limit;
      const fromCashier = await cashier.playerPayments(player.id, query.type, reach);
      const fromChains =
        query.type === 'withdrawal'
          ? { rows: [], total: 0 }
          : await crypto.playerCryptoDeposits(player.id, reach);
      const page = mergeNewest<PaymentRecord>([fromCashier.rows, fromChains.rows], offset, limit);
      const cryptoFacts = await crypto.cryptoWithdrawalFacts(
        page.filter((row) => row.type === 'withdrawal' && row.channel === 'crypto').map((row) => row.id),
      );
      return {
        data: page.map((row) =>
          paymentRow({ ...row, detail: { ...row.detail, ...cryptoFacts.get(row.id) } }),
        ),
        pagination: paginationOf(fromCashier.total + fromChains.total, query.page, query.per_page),
      };
    },

    async documents(
      admin: AuthenticatedAdmin,
      playerId: number,
      query: PageQuery & { status?: string | undefined },
    ) {
      const player = await playerFor(admin, playerId);
      const { offset, limit } = pageOf(query);
      const status = query.status === 'not_submitted' ? undefined : query.status;
      const { documents, total } = await compliance.playerDocuments(player.id, status, offset, limit);
      return {
        data: query.status === 'not_submitted' ? [] : documents,
        pagination: paginationOf(query.status === 'not_submitted' ? 0 : total, query.page, query.per_page),
      };
    },

    async limits(admin: AuthenticatedAdmin, playerId: number, query: PageQuery) {
      const player = await playerFor(admin, playerId);
      const { offset, limit } = pageOf(query);
      const { exclusions, total } = await compliance.playerExclusions(player.id, offset, limit);
      return {
        limits: await compliance.limits(player.id),
        responsible_gambling: await responsibleGambling(player),
        data: exclusions.map((exclusion) => ({
          id: exclusion.id,
          kind: exclusion.kind,
          period_code: exclusion.periodCode,
          source: exclusion.source,
          starts_at: exclusion.startsAt.toISOString(),
          ends_at: iso(exclusion.endsAt),
          active: exclusion.active,
        })),
        pagination: paginationOf(total, query.page, query.per_page),
      };
    },

    async sessions(admin: AuthenticatedAdmin, playerId: number, query: PageQuery) {
      const player = await playerFor(admin, playerId);
      const { offset, limit } = pageOf(query);
      const { sessions, total } = await identity.playerSessions(player.id, offset, limit);
      const addresses = await identity.playerAddresses(player.id);
      return {
        data: sessions.map((session) => ({
          id: session.id,
          ip: session.ip,
          user_agent: session.userAgent,
          created_at: session.createdAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          expires_at: session.expiresAt.toISOString(),
          revoked_at: iso(session.revokedAt),
          revoked_reason: session.revokedReason,
          active: session.active,
        })),
        pagination: paginationOf(total, query.page, query.per_page),
        addresses: addresses.map((address) => ({
          ip: address.ip,
          first_seen_at: address.firstSeenAt.toISOString(),
          last_seen_at: address.lastSeenAt.toISOString(),
          uses: address.uses,
          other_players: address.otherPlayers.slice(0, neighboursShown),
          other_players_total: address.otherPlayers.length,
        })),
      };
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
