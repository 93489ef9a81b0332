// GET /api/account/payment-methods?type=1|2: the deposit or withdrawal methods the operator offers.
import type { PaymentMethodType } from '@reelvault/contract/constants/cashier';
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getPaymentMethods(type: PaymentMethodType, signal?: AbortSignal) {
  const reply = await api.call(cashierCalls.paymentMethods, {
    query: { type },
    ...(signal ? { signal } : {}),
  });
  return reply.paymentMethods;
}

export function paymentMethodsQueryOptions(type: PaymentMethodType) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'payment-methods', type],
    queryFn: ({ signal }) => getPaymentMethods(type, signal),
  });
}

export const usePaymentMethods = (type: PaymentMethodType) => useQuery(paymentMethodsQueryOptions(type));
