// Where an aggregator shows a round of a player (its game round details), for the back office's view of
// the round (decision 0808): a link the operator opens, so only an http(s) address; a null URL when the
// aggregator did not answer or answered something else, its reason logged.
import { walletUser } from '../gaming/service';
import { AggregatorError, type AggregatorAdapter } from './adapter';
import { safeAggregatorUrl } from './launch-answer';

export interface AggregatorRound {
  /** The aggregator's name, as the back office shows it. */
  readonly aggregator: string;
  readonly url: string | null;
}

export interface RoundRequest {
  readonly playerId: number;
  readonly round: string;
  /** One of the round's wallet transactions (Hub88 asks for one). */
  readonly transactionUuid: string;
}

export async function aggregatorRound(
  adapter: AggregatorAdapter,
  aggregator: { readonly code: string; readonly name: string },
  request: RoundRequest,
  log: { warn(details: object, message: string): void },
): Promise<AggregatorRound> {
  try {
    const { url } = await adapter.roundDetails({
      user: walletUser(request.playerId),
      round: request.round,
      transactionUuid: request.transactionUuid,
    });
    if (!safeAggregatorUrl(url)) throw new AggregatorError(200, 'the round details URL is not http(s)');
    return { aggregator: aggregator.name, url };
  } catch (error) {
    if (!(error instanceof AggregatorError)) throw error;
    log.warn(
      { aggregator: aggregator.code, round: request.round, status: error.status, reason: error.reason },
      'aggregator round details refused',
    );
    return { aggregator: aggregator.name, url: null };
  }
}
