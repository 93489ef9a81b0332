// Self-exclusion calls: POST /api/account/deactive-account (a period), POST /api/account/cool-down (24
// hours) and POST /api/user/status (status 1: self-exclusion that starts with a 24-hour cool-down). Each
// logs the player out at once (the server ends every session).
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ExclusionRequest =
  { kind: 'deactivate'; code: number } | { kind: 'cool_down' } | { kind: 'self_exclusion' };

export function requestExclusion(request: ExclusionRequest) {
  if (request.kind === 'deactivate') {
    return api.call(complianceCalls.deactivateAccount, {
      body: { type: request.code, method: 'self_exclusion' },
    });
  }
  if (request.kind === 'cool_down') return api.call(complianceCalls.coolDown);
  return api.call(complianceCalls.selfExclusionRequest, { body: { status: 1 } });
}

export function useRequestExclusion() {
  return useMutation({ mutationFn: requestExclusion });
}
