// POST /api/user/offers/{id}/activate: a no-deposit offer is credited now; a deposit offer is recorded as
// a claim that the next qualifying deposit fulfils. Either way the bonuses and the balance are read again.
import * as offerCalls from '@reelvault/contract/calls/offers';
import { api } from '@/lib/api';
import { useBonusMoneyMutation } from './get-bonuses';

/**
 * What activating an offer or redeeming a code did: credited a bonus now, started a rakeback period, or
 * waits for a deposit.
 */
export type ActivationOutcome = 'granted' | 'rakeback' | 'waiting';

export function activationOutcome(data: {
  readonly bonus?: unknown;
  readonly rakeback?: unknown;
}): ActivationOutcome {
  if (data.bonus) return 'granted';
  return data.rakeback ? 'rakeback' : 'waiting';
}

export async function activateOffer(id: number): Promise<ActivationOutcome> {
  const reply = await api.call(offerCalls.activateOffer, { params: { id } });
  return activationOutcome(reply.data);
}

export const useActivateOffer = () => useBonusMoneyMutation(activateOffer);
