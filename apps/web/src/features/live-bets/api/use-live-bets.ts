// The live bets board's feed: GET /api/live-bets as server-sent events. Each `bet` event is a settled
// round; the board keeps the latest 8 (spec), newest on top. The browser reconnects by itself after a
// drop; the server then sends its latest rounds again, which are not shown twice.
import { liveBetSchema, liveBetsKept, liveBetsPath, type LiveBet } from '@reelvault/contract/calls/play';
import { useEffect, useState } from 'react';

/** The board with `bet` on top, each round once, at most the spec's 8 rows. */
export function withLiveBet(board: readonly LiveBet[], bet: LiveBet): LiveBet[] {
  if (board.some((row) => row.id === bet.id)) return [...board];
  return [bet, ...board].slice(0, liveBetsKept);
}

export type LiveBetsConnection = 'connecting' | 'open' | 'reconnecting';

export function useLiveBets(): { bets: LiveBet[]; connection: LiveBetsConnection } {
  const [bets, setBets] = useState<LiveBet[]>([]);
  const [connection, setConnection] = useState<LiveBetsConnection>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(liveBetsPath);
    source.addEventListener('open', () => setConnection('open'));
    source.addEventListener('error', () => setConnection('reconnecting'));
    source.addEventListener('bet', (event) => {
      try {
        const parsed = liveBetSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) setBets((board) => withLiveBet(board, parsed.data));
      } catch {
        // A line that is not JSON is not a round; the next one may be.
      }
    });
    return () => source.close();
  }, []);
  return { bets, connection };
}
