// What the platform asks of a game aggregator, whatever its API (decision 0808): its games list, a game's
// launch for real and demo play, a round's details, free rounds created and cancelled, and its report of
// a day's wallet transactions. Hub88's Operator API is the first adapter (hub88.ts); another aggregator's
// adapter answers the same shapes, so the catalogue sync, the launch, the free rounds and the
// reconciliation do not change with it. Amounts are in wallet units (x 100000), as the wallet API's.

export const aggregatorGameKinds = ['slot', 'live', 'game_show', 'table'] as const;
export type AggregatorGameKind = (typeof aggregatorGameKinds)[number];

/** A game of the aggregator's list, in the platform's words. */
export interface AggregatorGame {
  /** The aggregator's code of the game (the wallet API's `game_code`). */
  readonly code: string;
  readonly name: string;
  /** The studio that made it, as the aggregator names it. */
  readonly studio: string;
  readonly kind: AggregatorGameKind;
  /** The aggregator's category names ("Video Slots", "Live Roulette", ...). */
  readonly categories: readonly string[];
  readonly imageUrl: string | null;
  /** Percent as declared ("96.50"), or null when the list has none. */
  readonly rtp: string | null;
  readonly volatility: 'low' | 'medium' | 'high' | null;
  readonly freeBets: boolean;
  readonly platforms: readonly ('desktop' | 'mobile')[];
  /** ISO 3166-1 alpha-2, upper case. */
  readonly blockedCountries: readonly string[];
  readonly releasedAt: string | null;
  /** The aggregator offers it now; a disabled game is retired from the catalogue. */
  readonly enabled: boolean;
}

export interface LaunchRequest {
  readonly user: string;
  /** The game session token the wallet API's calls carry. */
  readonly token: string;
  readonly gameCode: string;
  readonly currency: string;
  /** ISO 639-1. */
  readonly language: string;
  readonly platform: 'desktop' | 'mobile';
  /** ISO 3166-1 alpha-2 of the player, when known. */
  readonly country: string | null;
  readonly lobbyUrl: string;
  readonly depositUrl: string;
}

export interface DemoRequest {
  readonly gameCode: string;
  readonly language: string;
  readonly platform: 'desktop' | 'mobile';
  readonly lobbyUrl: string;
}

/** The spec's two launch types: a URL to frame or open, or a script to run in a sandboxed frame. */
export type AggregatorLaunch =
  { readonly type: 'url'; readonly url: string } | { readonly type: 'script'; readonly script: string };

export interface FreeRoundsGrant {
  readonly user: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly count: number;
  /** One round's stake in wallet units. */
  readonly betValue: bigint;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The platform's reference of the grant (the bonus id). */
  readonly reference: string;
}

export const aggregatorTransactionKinds = ['bet', 'win', 'rollback'] as const;
export type AggregatorTransactionKind = (typeof aggregatorTransactionKinds)[number];

/** One wallet transaction as the aggregator reports it. */
export interface AggregatorTransaction {
  readonly transactionUuid: string;
  readonly kind: AggregatorTransactionKind;
  readonly user: string;
  readonly round: string;
  readonly gameCode: string;
  readonly currency: string;
  /** Wallet units. */
  readonly amount: bigint;
  /** Whether the operator's wallet took it (a declined one moved nothing). */
  readonly accepted: boolean;
}

export interface AggregatorAdapter {
  gamesList(): Promise<AggregatorGame[]>;
  launch(request: LaunchRequest): Promise<AggregatorLaunch>;
  demoLaunch(request: DemoRequest): Promise<AggregatorLaunch>;
  /** Where the round's details can be seen (for support and the back office). */
  roundDetails(request: { user: string; round: string; transactionUuid: string }): Promise<{ url: string }>;
  /** Creates the free rounds; answers the aggregator's reward id. */
  createFreeRounds(grant: FreeRoundsGrant): Promise<{ rewardUuid: string }>;
  cancelFreeRounds(rewardUuid: string): Promise<void>;
  /** The wallet transactions it sent between `from` (included) and `to` (excluded). */
  transactions(window: { from: Date; to: Date }): Promise<AggregatorTransaction[]>;
}

/**
 * A call to an aggregator that did not succeed: its HTTP status (none when it did not answer) and the
 * reason it gave, which is logged and never shown to a player as it is.
 */
export class AggregatorError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly reason: string,
  ) {
    super(`aggregator call failed${status === undefined ? '' : ` (HTTP ${status})`}: ${reason}`);
    this.name = 'AggregatorError';
  }
}
