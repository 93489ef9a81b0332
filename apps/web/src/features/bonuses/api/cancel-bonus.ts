// POST /api/user/bonuses/{id}/cancel: the player gives up a bonus; its balance is forfeited (cash is
// never touched) and the answer is the bonuses list as it now stands.
import * as bonusCalls from '@reelvault/contract/calls/bonuses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { bonusesQueryOptions } from './get-bonuses';

export async function cancelBonus(id: string) {
  const reply = await api.call(bonusCalls.cancelPlayerBonus, { params: { id } });
  return reply.data;
}

export function useCancelBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBonus,
    onSuccess: (data) => {
      queryClient.setQueryData(bonusesQueryOptions().queryKey, data);
      return queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
    },
  });
}
