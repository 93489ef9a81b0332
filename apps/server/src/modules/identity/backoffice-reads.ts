// What the back office reads of players (decision 0709): the player search, a player's record, their
// sessions, and the addresses they were seen on with the other players seen there. Reads only: the
// back office's actions on a player go through the services that own them.
import type { IdentityContext } from './context';
import { isExcluded } from './context';
import * as sqlRepository from './backoffice-repository';
import type { IdentityBackofficeRepository, PlayerSearch } from './backoffice-repository';
import type { SessionRow, UserRow } from './repository';

export type { PlayerFilters, PlayerMatchers, PlayerSearch } from './backoffice-repository';

/** A player as the back office sees them: every field of the account but its secrets. */
export interface PlayerRecord {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly name: string | null;
  readonly surname: string | null;
  readonly birthday: string | null;
  readonly address: string | null;
  readonly city: string | null;
  readonly countryId: number | null;
  readonly currency: string;
  readonly phone: string | null;
  readonly gender: string | null;
  readonly status: number;
  readonly playerStatus: number;
  readonly excludedUntil: Date | null;
  readonly excludedPermanently: boolean;
  /** A cool-down or self-exclusion keeps the player out now. */
  readonly selfExcluded: boolean;
  readonly refId: string | null;
  readonly affiliateId: string | null;
  readonly campaignId: string | null;
  readonly siteCode: string | null;
  readonly locale: string;
  readonly twoFactorEnabled: boolean;
  readonly ageConfirmedAt: Date;
  readonly passwordChangedAt: Date;
  readonly lastLoginAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface PlayerSession {
  readonly id: string;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly revokedReason: string | null;
  readonly active: boolean;
}

export interface PlayerAddress {
  readonly ip: string;
  readonly firstSeenAt: Date;
  readonly lastSeenAt: Date;
  readonly uses: number;
  readonly otherPlayers: readonly { id: number; username: string; status: number }[];
}

/** How many addresses the sessions tab lists. */
export const addressesShown = 20;
/** A search counts its players up to this many; past it the total is "at least" (decision 0709). */
export const searchCountCap = 1_000;

function recordOf(user: UserRow, now: Date): PlayerRecord {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    surname: user.surname,
    birthday: user.birthday,
    address: user.address,
    city: user.city,
    countryId: user.countryId,
    currency: user.currency,
    phone: user.phone,
    gender: user.gender,
    status: user.status,
    playerStatus: user.playerStatus,
    excludedUntil: user.excludedUntil,
    excludedPermanently: user.excludedPermanently,
    selfExcluded: isExcluded(user, now),
    refId: user.refId,
    affiliateId: user.affiliateId,
    campaignId: user.campaignId,
    siteCode: user.siteCode,
    locale: user.locale,
    twoFactorEnabled: user.totpEnabledAt !== null,
    ageConfirmedAt: user.ageConfirmedAt,
    passwordChangedAt: user.passwordChangedAt,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

function sessionOf(row: SessionRow, now: Date): PlayerSession {
  return {
    id: row.id,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    revokedReason: row.revokedReason,
    active: row.revokedAt === null && row.expiresAt > now,
  };
}

export function createBackofficeReads(
  context: Pick<IdentityContext, 'db' | 'clock' | 'repository'>,
  repository: IdentityBackofficeRepository = sqlRepository,
) {
  const { db, clock } = context;
  return {
    /**
     * A page of the players the search finds, and how many it finds: counted up to `searchCountCap`, past
     * which `totalCapped` says the total is a lower bound.
     */
    async searchPlayers(
      search: Omit<PlayerSearch, 'now'>,
      offset: number,
      limit: number,
    ): Promise<{ players: PlayerRecord[]; total: number; totalCapped: boolean }> {
      const now = clock.now();
      const full = { ...search, now };
      // Past the first page the count rides in the page's own statement; on the first page it is needed
      // only when the page is full. A last page that is not empty tells the total by itself.
      const page = await repository.searchPlayers(
        db,
        full,
        offset,
        limit,
        offset > 0 ? searchCountCap + 1 : undefined,
      );
      const rows = page.rows;
      const counted =
        rows.length > 0 && rows.length < limit
          ? offset + rows.length
          : offset === 0 && rows.length === 0
            ? 0
            : (page.counted ?? (await repository.countPlayers(db, full, searchCountCap + 1)));
      return {
        players: rows.map((row) => recordOf(row, now)),
        total: Math.min(counted, searchCountCap),
        totalCapped: counted > searchCountCap,
      };
    },

    async playerRecord(playerId: number): Promise<PlayerRecord | undefined> {
      const user = await context.repository.findUserById(db, playerId);
      return user ? recordOf(user, clock.now()) : undefined;
    },

    async playerSessions(
      playerId: number,
      offset: number,
      limit: number,
    ): Promise<{ sessions: PlayerSession[]; total: number }> {
      const { rows, total } = await repository.sessionsPage(db, playerId, offset, limit);
      const now = clock.now();
      return { sessions: rows.map((row) => sessionOf(row, now)), total };
    },

    /** The player's latest addresses, each with the other players seen on it (sessions or login log). */
    async playerAddresses(playerId: number): Promise<PlayerAddress[]> {
      const addresses = await repository.addressesOf(db, playerId, addressesShown);
      const neighbours = await repository.playersOnAddresses(
        db,
        playerId,
        addresses.map((address) => address.ip),
      );
      return addresses.map((address) => ({
        ...address,
        otherPlayers: neighbours
          .filter((neighbour) => neighbour.ip === address.ip)
          .map(({ id, username, status }) => ({ id, username, status })),
      }));
    },
  };
}
