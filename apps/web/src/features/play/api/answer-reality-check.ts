// POST /api/account/reality-check: the player's answer to the reality check (Continue or Stop), recorded
// by the server once per check. The call is idempotent, so server and network failures are retried.
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import type { RealityCheckAnswer } from '@reelvault/contract/calls/compliance';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shouldRetry } from '@/lib/query-client';

export interface RealityCheckReply {
  readonly answer: RealityCheckAnswer;
  /** Whole seconds the dialog was on screen before the answer. */
  readonly shownSeconds: number;
}

export function answerRealityCheck({ answer, shownSeconds }: RealityCheckReply) {
  return api.call(complianceCalls.answerRealityCheck, { body: { answer, shown_seconds: shownSeconds } });
}

export function useAnswerRealityCheck() {
  return useMutation({ mutationFn: answerRealityCheck, retry: shouldRetry });
}
