// POST /api/game/{id}/play: opens the game after the server's launch checks; the answer carries the
// studio's page (its session token in the fragment) and whether it should take the whole screen.
import * as playCalls from '@reelvault/contract/calls/play';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function playGame(gameId: number, device: 1 | 2) {
  return api.call(playCalls.playGame, { params: { id: gameId }, body: { device } });
}

export function usePlayGame() {
  return useMutation({
    mutationFn: ({ gameId, device }: { gameId: number; device: 1 | 2 }) => playGame(gameId, device),
  });
}
