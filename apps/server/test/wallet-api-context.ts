// What the provider wallet API's integration tests share: an app whose player gate the tests steer, two
// registered providers with signing clients, and players with money and an open game session.
import { beforeAll } from 'vitest';
import type { PlayerGate } from '../src/modules/gaming/service';
import { useTestApp } from './helper';
import { fundedPlayer } from './ledger';
import {
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  type SessionFacts,
  type TestProvider,
} from './wallet-api';

export interface WalletApiParties {
  readonly provider: TestProvider;
  readonly otherProvider: TestProvider;
  readonly client: WalletApiClient;
  readonly otherClient: WalletApiClient;
}

/**
 * Call inside a `describe`: the app is built before its tests and closed after them; `overrides` are
 * settings (environment variables) of the app.
 */
export function useWalletApiContext(overrides: Record<string, string> = {}) {
  /** Players to refuse, players over their limit, and players whose check fails (an outage). */
  const gate = {
    disabled: new Set<number>(),
    limited: new Set<number>(),
    failing: new Set<number>(),
  };
  const playerGate: PlayerGate = {
    async playerStatus(playerId) {
      if (gate.failing.has(playerId)) throw new Error('the player service is down');
      return gate.disabled.has(playerId) ? 'disabled' : 'active';
    },
    async allowsBet({ playerId }) {
      return !gate.limited.has(playerId);
    },
  };
  const ctx = useTestApp(overrides, { playerGate });
  let registered: WalletApiParties | undefined;
  const parties = (): WalletApiParties => {
    if (!registered) throw new Error('the providers are registered in beforeAll');
    return registered;
  };
  const context = {
    ctx,
    gate,
    /** The providers and their clients, once the app is built (in `beforeAll`, after this one's). */
    parties,

    /** A player with `cents` of EUR (or `currency`) and an open session on `provider`. */
    async playerWithSession(
      cents: number,
      options: { providerCode?: string; gameCode?: string; ttlMinutes?: number; currency?: string } = {},
    ): Promise<SessionFacts & { playerId: number }> {
      const { playerId } = await fundedPlayer(ctx.app.wallet, BigInt(cents), options.currency ?? 'EUR');
      const session = await ctx.app.gaming.openGameSession({
        playerId,
        providerCode: options.providerCode ?? parties().provider.code,
        gameCode: options.gameCode ?? 'fruit-reels',
        ...(options.ttlMinutes !== undefined ? { ttlMinutes: options.ttlMinutes } : {}),
      });
      return {
        playerId,
        token: session.token,
        user: session.user,
        gameCode: options.gameCode ?? 'fruit-reels',
        currency: session.currency,
      };
    },

    async cashOf(playerId: number): Promise<bigint | undefined> {
      return (await ctx.app.wallet.playerBalance(ctx.app.database.db, playerId))?.cash;
    },
  };

  beforeAll(async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    const otherProvider = await registerTestProvider(ctx.app.gaming);
    const clientOf = (of: TestProvider) =>
      new WalletApiClient(injectTransport(ctx.app), of, ctx.app.walletApiPublicKey);
    registered = {
      provider,
      otherProvider,
      client: clientOf(provider),
      otherClient: clientOf(otherProvider),
    };
  });
  return context;
}
