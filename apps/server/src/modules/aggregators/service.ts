// The aggregators module's service (decision 0808): the connected aggregators and their adapters, the
// catalogue sync of their games lists, the launch of their games, their free rounds for bonuses and the
// reconciliation of a day with their reports. Each aggregator is a game provider of the wallet API (the
// gaming module checks its signatures and books its bets) and a source of the catalogue.
import { findCurrency } from '@reelvault/contract/constants/currencies';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CatalogueService, LaunchTarget } from '../catalogue/service';
import {
  minorToWire,
  walletUser,
  type FreeRoundsAward,
  type FreeRoundsProvider,
  type GamingService,
} from '../gaming/service';
import { AggregatorError, type AggregatorAdapter } from './adapter';
import { launchOf, type GameLaunch, type LaunchContext } from './launch-answer';
import { aggregatorRound, type AggregatorRound, type RoundRequest } from './round-details';
import { catalogueFeedOf, frameSourcesOf, imageHostsOf } from './catalogue-mapping';
import { createHub88Adapter } from './hub88';
import { dayWindow, reconcileTransactions, type BookedTransaction, type Reconciliation } from './reconcile';
import type { SecretBox } from '../../security/secret-box';
import * as repository from './repository';
import { viewOf, type AggregatorRow, type AggregatorSettings, type AggregatorView } from './repository';

export type { AggregatorView } from './repository';

export interface AggregatorsDependencies {
  readonly database: Database;
  readonly catalogue: CatalogueService;
  readonly gaming: GamingService;
  /**
   * The player's country (identity), for the games an aggregator blocks per country; the commands, which
   * launch nothing, go without it.
   */
  readonly playerCountry?: (playerId: number) => Promise<string | null>;
  /** The site's public address: the games' lobby and deposit links. */
  readonly publicUrl: string;
  readonly log: {
    warn(details: object, message: string): void;
    info(details: object, message: string): void;
  };
  /**
   * Seals the operator's private keys at rest (the two-factor key, secrets.ts): the table holds them
   * sealed to their aggregator's code, so a copy of the database alone signs nothing.
   */
  readonly secretBox: SecretBox;
  /**
   * The adapter of an aggregator, given its row with the key opened: Hub88's by default, the one kind built
   * in. Tests pass another to stand for an aggregator whose API answers differently (a script launch).
   */
  readonly adapterOf?: (row: AggregatorRow) => AggregatorAdapter;
}

/** What an aggregator's sealed private key is bound to: its code. */
const keyContext = (code: string) => `aggregator-key:${code}`;

/** What an aggregator's catalogue sync changed. */
export interface SyncReport {
  readonly aggregator: string;
  readonly listed: number;
  readonly added: number;
  readonly updated: number;
  readonly retired: number;
  readonly unchanged: number;
  /** Games left out: no declared RTP, disabled, or their code taken by another source. */
  readonly skipped: readonly { code: string; reason: string }[];
}

const hub88AdapterOf = (row: AggregatorRow): AggregatorAdapter =>
  createHub88Adapter({
    baseUrl: row.baseUrl,
    operatorId: Number(row.operatorId),
    privateKeyPem: row.privateKey,
  });

export function createAggregatorsService(dependencies: AggregatorsDependencies) {
  const { database, catalogue, gaming, log } = dependencies;
  const db = database.db;
  const { secretBox } = dependencies;
  const adapterOfOpened = dependencies.adapterOf ?? hub88AdapterOf;
  const adapterOf = (row: AggregatorRow) =>
    adapterOfOpened({ ...row, privateKey: secretBox.open(row.privateKey, keyContext(row.code)) });
  // Adapters are made once per aggregator and settings (a changed key or address makes a new one).
  const adapters = new Map<string, { version: number; adapter: AggregatorAdapter }>();
  let imageHosts: readonly string[] = [];
  let frameSources: readonly string[] = [];

  function adapterFor(row: AggregatorRow): AggregatorAdapter {
    const version = row.updatedAt.getTime();
    const known = adapters.get(row.code);
    if (known && known.version === version) return known.adapter;
    const adapter = adapterOf(row);
    adapters.set(row.code, { version, adapter });
    return adapter;
  }

  async function aggregator(code: string): Promise<AggregatorRow> {
    const row = await repository.aggregatorByCode(db, code);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function refreshImageHosts(): Promise<readonly string[]> {
    const rows = await repository.allAggregators(db);
    frameSources = frameSourcesOf(rows.map((row) => row.baseUrl));
    imageHosts = [...new Set(rows.flatMap((row) => row.imageHosts))].sort();
    return imageHosts;
  }

  /** A sync; a failure is noted on the aggregator (the back office shows it) and thrown on. */
  async function syncCatalogue(code: string): Promise<SyncReport> {
    const row = await aggregator(code);
    try {
      return await syncGames(row);
    } catch (error) {
      await repository.markSyncFailed(db, row.id);
      throw error;
    }
  }

  async function syncGames(row: AggregatorRow): Promise<SyncReport> {
    const games = await adapterFor(row).gamesList();
    const { feed, skipped } = catalogueFeedOf(row.code, games);
    const report = await catalogue.importSourceFeed(feed);
    const foreign = new Set(report.foreignGames);
    const kept = games.filter((game) => game.enabled && game.rtp !== null && !foreign.has(game.code));
    await repository.replaceGames(
      db,
      row.id,
      [...new Map(kept.map((game) => [game.code, game])).values()].map((game) => ({
        gameCode: game.code,
        kind: game.kind,
        freeBets: game.freeBets,
        platforms: [...game.platforms],
        blockedCountries: [...game.blockedCountries],
      })),
      imageHostsOf(kept),
    );
    await refreshImageHosts();
    const result: SyncReport = {
      aggregator: row.code,
      listed: games.length,
      ...report.games,
      skipped: [
        ...skipped,
        ...report.foreignGames.map((gameCode) => ({ code: gameCode, reason: 'code taken' })),
      ],
    };
    log.info(
      { aggregator: row.code, ...report.games, skipped: result.skipped.length },
      'aggregator catalogue synced',
    );
    return result;
  }

  /** A free-round award at the aggregator that serves the game (the bonus id as the platform's reference). */
  async function awardFreeRounds(row: AggregatorRow, award: FreeRoundsAward): Promise<void> {
    const bonusId = BigInt(award.rewardUuid);
    const known = await repository.rewardOfBonus(db, row.id, bonusId);
    if (known) return;
    const game = await repository.gameOf(db, row.id, award.gameCode);
    if (!game?.freeBets) {
      log.warn({ aggregator: row.code, game: award.gameCode }, 'free rounds: the game takes no free bets');
      return;
    }
    const { rewardUuid } = await adapterFor(row).createFreeRounds({
      user: award.user,
      gameCode: award.gameCode,
      currency: award.currency,
      count: award.count,
      betValue: award.betValue,
      startsAt: new Date(),
      endsAt: award.validUntil,
      reference: award.rewardUuid,
    });
    await repository.insertReward(db, { aggregatorId: row.id, bonusId, rewardUuid });
  }

  async function cancelFreeRounds(row: AggregatorRow, bonusReference: string): Promise<void> {
    const bonusId = BigInt(bonusReference);
    const known = await repository.rewardOfBonus(db, row.id, bonusId);
    if (!known || known.cancelled) return;
    await adapterFor(row).cancelFreeRounds(known.rewardUuid);
    await repository.markRewardCancelled(db, row.id, bonusId);
  }

  /** The aggregator serving a game code, if one does. */
  async function aggregatorOfGame(gameCode: string): Promise<AggregatorRow | undefined> {
    const id = await repository.aggregatorOfGame(db, gameCode);
    if (id === undefined) return undefined;
    return (await repository.allAggregators(db)).find((row) => row.id === id);
  }

  return {
    /**
     * Connects an aggregator or changes its settings: its game provider (the public key its wallet calls are
     * signed with) and its row. Answers the settings without the private key.
     */
    async configure(settings: AggregatorSettings & { publicKeyPem: string }): Promise<AggregatorView> {
      if (settings.kind === 'hub88' && !/^\d+$/.test(settings.operatorId)) {
        throw new Error("Hub88's operator id is a number");
      }
      // The key must be one: a bad PEM stops here rather than at the first launch.
      hub88AdapterOf({
        ...settings,
        id: 0,
        imageHosts: [],
        lastSyncAt: null,
        lastSyncFailedAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const row = await db.transaction(async (tx) => {
        await gaming.registerProvider(tx, {
          code: settings.code,
          name: settings.name,
          publicKeyPem: settings.publicKeyPem,
        });
        return repository.upsertAggregator(tx, {
          ...settings,
          privateKey: secretBox.seal(settings.privateKey, keyContext(settings.code)),
        });
      });
      return viewOf(row);
    },

    async list(): Promise<AggregatorView[]> {
      const [rows, games] = await Promise.all([repository.allAggregators(db), repository.gameCounts(db)]);
      return rows.map((row) => viewOf(row, games.get(row.id)));
    },

    syncCatalogue,

    /** Every aggregator's catalogue, one after the other; a failure of one is logged and the next runs. */
    async syncAll(): Promise<SyncReport[]> {
      const reports: SyncReport[] = [];
      for (const row of await repository.allAggregators(db)) {
        try {
          reports.push(await syncCatalogue(row.code));
        } catch (error) {
          log.warn({ aggregator: row.code, err: error }, 'aggregator catalogue sync failed');
        }
      }
      return reports;
    },

    /** The origins of configured aggregators' pictures (the site's CSP reads these). */
    imageHosts: () => imageHosts,
    /**
     * What the play page's frame may show once an aggregator is connected: any https origin, and the
     * aggregators' own origins that are not https. An aggregator hands out each studio's own launch host,
     * which changes without notice, and a page's policy is fixed when it loads, so a list learned from
     * launches would block the first game of every new host (decision 0808). Scripts stay limited to the
     * site's own origin.
     */
    frameSources: (): readonly string[] => frameSources,
    refreshImageHosts,

    /**
     * Launches an aggregator's game (the gaming launcher's external launch): the game's country block, a
     * fresh game session, the free spins of the player's bonus awarded again, and the aggregator's URL.
     */
    async launch(
      playerId: number,
      target: LaunchTarget,
      context: LaunchContext,
      freeSpins?: (playerId: number, gameCode: string) => Promise<void>,
    ): Promise<GameLaunch | undefined> {
      if (target.source === null) return undefined;
      const row = await repository.aggregatorByCode(db, target.source);
      if (!row) return undefined;
      const game = await repository.gameOf(db, row.id, target.identifier);
      if (!game) throw new AppError('GAME_LAUNCH_REFUSED');
      if (!dependencies.playerCountry) throw new AppError('GAME_LAUNCH_REFUSED');
      const country = await dependencies.playerCountry(playerId);
      if (country && game.blockedCountries.includes(country.toUpperCase())) {
        throw new AppError('GAME_COUNTRY_NOT_ALLOWED');
      }
      const wanted = context.device === 2 ? 'mobile' : 'desktop';
      const platform = game.platforms.includes(wanted) ? wanted : (game.platforms[0] ?? wanted);
      if (platform !== 'desktop' && platform !== 'mobile') throw new AppError('GAME_LAUNCH_REFUSED');
      await freeSpins?.(playerId, target.identifier).catch((error: unknown) => {
        log.warn({ err: error, game: target.identifier }, 'free spins: the award at launch failed');
      });
      const session = await gaming.openGameSession({
        playerId,
        providerCode: row.code,
        gameCode: target.identifier,
      });
      const site = dependencies.publicUrl.replace(/\/+$/, '');
      try {
        const answer = await adapterFor(row).launch({
          user: session.user,
          token: session.token,
          gameCode: target.identifier,
          currency: session.currency,
          language: context.language.slice(0, 2).toLowerCase(),
          platform,
          country,
          lobbyUrl: `${site}/`,
          depositUrl: `${site}/deposit`,
        });
        return launchOf(answer, session.expiresAt);
      } catch (error) {
        await gaming.endGameSession(session.token);
        if (!(error instanceof AggregatorError)) throw error;
        // The aggregator's reason is logged, never shown: the player reads the spec's 571 texts.
        log.warn(
          { aggregator: row.code, game: target.identifier, status: error.status, reason: error.reason },
          'aggregator launch refused',
        );
        throw new AppError(
          /country/i.test(error.reason) ? 'GAME_COUNTRY_NOT_ALLOWED' : 'GAME_LAUNCH_REFUSED',
        );
      }
    },

    /** Where a round can be seen at its aggregator (round-details.ts); undefined when `code` is none. */
    async roundDetails(code: string, request: RoundRequest): Promise<AggregatorRound | undefined> {
      const row = await repository.aggregatorByCode(db, code);
      return row ? aggregatorRound(adapterFor(row), row, request, log) : undefined;
    },

    /**
     * The free-rounds provider of a game (decision 1113's interface): its aggregator's Freebets API when
     * an aggregator serves the game, otherwise `fallback` (the in-house studio).
     */
    freeRoundsProviderOf(gameCode: string, fallback: FreeRoundsProvider | undefined): FreeRoundsProvider {
      return {
        async award(award) {
          const row = await aggregatorOfGame(gameCode);
          if (row) await awardFreeRounds(row, award);
          else await fallback?.award(award);
        },
        async cancel(rewardUuid) {
          const row = await aggregatorOfGame(gameCode);
          if (row) await cancelFreeRounds(row, rewardUuid);
          else await fallback?.cancel(rewardUuid);
        },
      };
    },

    /** The bonus id behind an aggregator's reward uuid (the wallet API's free rounds). */
    async bonusOfReward(providerCode: string, rewardUuid: string): Promise<string | undefined> {
      const bonusId = await repository.bonusOfReward(db, providerCode, rewardUuid);
      return bonusId === undefined ? undefined : bonusId.toString();
    },

    /** Compares the aggregator's report of a UTC day with what the platform booked. */
    async reconcile(
      code: string,
      day: string,
    ): Promise<Reconciliation & { aggregator: string; day: string }> {
      const window = dayWindow(day);
      if (!window)
        throw new AppError('VALIDATION_FAILED', undefined, { date: ['Give a date as YYYY-MM-DD.'] });
      const row = await aggregator(code);
      const [reported, recorded] = await Promise.all([
        adapterFor(row).transactions(window),
        gaming.providerTransactionsBetween(row.code, window.from, window.to),
      ]);
      const booked = recorded.flatMap((entry): BookedTransaction[] => {
        const currency = findCurrency(entry.currency);
        if (!currency) return [];
        return [
          {
            transactionUuid: entry.transactionUuid,
            kind: entry.kind,
            user: walletUser(entry.playerId),
            round: entry.round,
            currency: entry.currency,
            amount: minorToWire(entry.amount, currency.exponent),
          },
        ];
      });
      return { aggregator: row.code, day, ...reconcileTransactions(reported, booked) };
    },
  };
}

export type AggregatorsService = ReturnType<typeof createAggregatorsService>;
