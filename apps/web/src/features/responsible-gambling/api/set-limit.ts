// PUT /api/account/limits: lowering applies at once; raising or removing waits 24 hours.
import type { BodyOf } from '@reelvault/contract/route';
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { limitsQueryOptions } from './get-limits';

export function setLimit(body: BodyOf<typeof complianceCalls.setPlayerLimit>) {
  return api.call(complianceCalls.setPlayerLimit, { body });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }),
  });
}
