// Game providers and the game sessions the launch opens: providers registered with their RSA keys (kept
// for a few seconds, read on every wallet call; each key parsed once), and session tokens bound to player,
// provider, game and currency, valid for the configured time.
import type { KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import { hashToken, issueToken } from '../../security/tokens';
import type { GamingRepository, ProviderRow, SessionRow } from './repository';
import type { ProviderStatus } from './schema';
import { publicKeyPem, readRsaPublicKey } from './signatures';
import { walletUser, type GameProvider, type GamingWallet } from './wallet-rules';

export interface SessionsDependencies {
  readonly repository: GamingRepository;
  readonly transactor: Transactor;
  readonly wallet: Pick<GamingWallet, 'playerAccounts'>;
  readonly now: () => Date;
  readonly sessionTtlMinutes: number;
}

export interface OpenedGameSession {
  readonly token: string;
  readonly sessionId: bigint;
  readonly expiresAt: Date;
  readonly currency: string;
  readonly user: string;
}

const providerCacheMs = 30_000;
const providerCacheLimit = 1_000;
const sessionCacheMs = 5_000;
const sessionCacheLimit = 50_000;

export function createSessionsService(dependencies: SessionsDependencies) {
  const { repository, transactor, wallet, now, sessionTtlMinutes } = dependencies;
  const db = transactor.db;
  const providers = new LRUCache<number, GameProvider>({ max: providerCacheLimit, ttl: providerCacheMs });
  // Keyed by token hash; only found sessions are kept, so an unknown token is asked again every time.
  const sessions = new LRUCache<string, SessionRow>({ max: sessionCacheLimit, ttl: sessionCacheMs });
  // Parsed public keys by provider, with the PEM they came from: a provider row read again (by code on
  // every call that names its provider, all of them for a user/info without a token) reuses its KeyObject
  // until the stored key changes.
  const keys = new LRUCache<number, { pem: string; key: KeyObject }>({ max: providerCacheLimit });

  function toProvider(row: ProviderRow): GameProvider {
    let parsed = keys.get(row.id);
    if (parsed?.pem !== row.publicKey) {
      parsed = { pem: row.publicKey, key: readRsaPublicKey(row.publicKey) };
      keys.set(row.id, parsed);
    }
    return { id: row.id, code: row.code, name: row.name, status: row.status, publicKey: parsed.key };
  }

  function cacheProvider(row: ProviderRow): GameProvider {
    const provider = toProvider(row);
    providers.set(provider.id, provider);
    return provider;
  }

  async function providerByCode(code: string): Promise<GameProvider | undefined> {
    const row = await repository.findProviderByCode(db, code);
    return row ? cacheProvider(row) : undefined;
  }

  return {
    /** Registers a provider and its RSA public key, or replaces the name and key of an existing one. */
    async registerProvider(
      executor: DbExecutor,
      provider: { code: string; name: string; publicKeyPem: string },
    ): Promise<{ provider: GameProvider; created: boolean }> {
      // Stored as SPKI PEM whatever form it came in (PKCS#1 or SPKI).
      const publicKey = publicKeyPem(readRsaPublicKey(provider.publicKeyPem));
      if (!/^[a-z0-9][a-z0-9_-]{1,39}$/.test(provider.code)) {
        throw new Error('a provider code is 2 to 40 lowercase letters, digits, dashes or underscores');
      }
      const { row, created } = await repository.upsertProvider(executor, {
        code: provider.code,
        name: provider.name,
        publicKey,
      });
      providers.delete(row.id);
      return { provider: toProvider(row), created };
    },

    async setProviderStatus(code: string, status: ProviderStatus): Promise<boolean> {
      providers.clear();
      return repository.setProviderStatus(db, code, status);
    },

    providerByCode,

    async providerById(id: number): Promise<GameProvider | undefined> {
      const cached = providers.get(id);
      if (cached) return cached;
      const row = await repository.findProviderById(db, id);
      return row ? cacheProvider(row) : undefined;
    },

    async activeProviders(): Promise<GameProvider[]> {
      return (await repository.activeProviders(db)).map(cacheProvider);
    },

    /**
     * Opens a game session for a player (the game launch calls this): a random token bound to player,
     * provider, game and currency, valid for the configured time.
     */
    async openGameSession(request: {
      playerId: number;
      providerCode: string;
      gameCode: string;
      ttlMinutes?: number;
    }): Promise<OpenedGameSession> {
      const provider = await providerByCode(request.providerCode);
      if (!provider || provider.status !== 'active') throw new AppError('GAME_LAUNCH_REFUSED');
      const accounts = await wallet.playerAccounts(db, request.playerId);
      if (!accounts) throw new AppError('GAME_LAUNCH_REFUSED');
      const { token, hash: tokenHash } = issueToken();
      const expiresAt = new Date(now().getTime() + (request.ttlMinutes ?? sessionTtlMinutes) * 60_000);
      const row = await repository.insertSession(db, {
        tokenHash,
        playerId: request.playerId,
        providerId: provider.id,
        gameCode: request.gameCode,
        currency: accounts.cash.currency,
        expiresAt,
      });
      return {
        token,
        sessionId: row.id,
        expiresAt,
        currency: row.currency,
        user: walletUser(request.playerId),
      };
    },

    /** Ends a session: no more bets on it (wins and rollbacks of its rounds still settle). */
    async endGameSession(token: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      sessions.delete(tokenHash);
      return repository.endSession(db, tokenHash);
    },

    /**
     * The session behind a token. A session row never changes but for its end (`ended_at`), so a found
     * one is kept for a few seconds for the calls that settle whether or not it ended (wins, rollbacks).
     * With `current`, for the calls an ended session refuses (bets, balances), it is read from the
     * database every time: a session ended on any server node refuses them at once.
     */
    async findSession(token: string, options: { current?: boolean } = {}): Promise<SessionRow | undefined> {
      const tokenHash = hashToken(token);
      if (!options.current) {
        const cached = sessions.get(tokenHash);
        if (cached) return cached;
      }
      const session = await repository.findSessionByTokenHash(db, tokenHash);
      if (session) sessions.set(tokenHash, session);
      else sessions.delete(tokenHash);
      return session;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
