// PUT /api/account/limits: lowering applies at once; raising or removing waits 24 hours.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { limitsQueryOptions } from './get-limits';

export function setLimit(body: BodyOf<typeof routes.setPlayerLimit>) {
  return api.call(routes.setPlayerLimit, { body });
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsQueryOptions().queryKey }),
  });
}
