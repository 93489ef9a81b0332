// GET /api/user/bonuses: the player's active and queued bonuses with their wagering progress, and the
// offers the player may take. The bonuses page, the promotion pages' Activate Bonus and the redeem popup
// read the one cached answer; anything that moves bonus money asks again, and so does every new balance (a
// round at a game may have played a free spin or moved bonus money).
import * as bonusCalls from '@reelvault/contract/calls/bonuses';
import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';
import { balanceQueryOptions } from '@/lib/balance';

export async function getBonuses(signal?: AbortSignal) {
  const reply = await api.call(bonusCalls.playerBonuses, signal ? { signal } : {});
  return reply.data;
}

export function bonusesQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'bonuses'],
    queryFn: ({ signal }) => getBonuses(signal),
  });
}

/** Reads the bonuses again whenever a new balance arrives (pushed by the server, or refreshed). */
function useBonusesFollowBalance(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const balanceKey = hashKey(balanceQueryOptions().queryKey);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryHash !== balanceKey) return;
      // Several readers hear the same balance: one reading of the bonuses serves them all.
      void queryClient.invalidateQueries(
        { queryKey: bonusesQueryOptions().queryKey },
        { cancelRefetch: false },
      );
    });
  }, [enabled, queryClient]);
}

export const useBonuses = (enabled = true) => {
  useBonusesFollowBalance(enabled);
  return useQuery({ ...bonusesQueryOptions(), enabled });
};

/** After a grant, a claim, a cancel or a forfeit: the bonuses and the balance are read again. */
export function refreshBonusMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bonusesQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
  ]);
}

/** A call that may move bonus money (an activation, a redemption): the bonuses and balance follow it. */
export function useBonusMoneyMutation<Input, Outcome>(mutationFn: (input: Input) => Promise<Outcome>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshBonusMoney(queryClient) });
}
