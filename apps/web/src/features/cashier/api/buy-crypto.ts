// POST /api/account/buy-crypto: the signed page of the card-to-crypto provider, paying into the player's
// own deposit address.
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function buyCrypto(coin: string) {
  const reply = await api.call(cashierCalls.buyCrypto, { body: { coin } });
  return reply.data;
}

export const useBuyCrypto = () => useMutation({ mutationFn: buyCrypto });
