// After 10 s on a running game, it joins the recent games (spec: saved to the front, once, at most 50).
import { timings } from '@reelvault/contract/constants/timings';
import { useEffect } from 'react';
import { saveRecentGame, type RecentGame } from '@/lib/recent-games';

export function useRecentGameSaver(game: RecentGame | undefined, running: boolean): void {
  useEffect(() => {
    if (!game || !running) return;
    const timer = setTimeout(() => saveRecentGame(game), timings.recentGameSaved);
    return () => clearTimeout(timer);
    // The game's id is what matters: a refetched copy of the same game does not start the wait again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [game?.id, running]);
}
