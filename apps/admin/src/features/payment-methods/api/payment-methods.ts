// Payment methods per currency and the gateways' status (decision 0717): GET and PUT
// /api/admin/payment-methods/:currency, GET /api/admin/payment-methods/gateways.
import {
  adminPaymentGateways,
  adminPaymentMethods,
  adminSavePaymentMethods,
  type AdminPaymentMethodInput,
} from '@reelvault/contract/calls/backoffice-payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

const methodsKey = ['admin', 'payment-methods'] as const;

export function usePaymentMethodSettings(currency: string) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...methodsKey, currency],
      queryFn: ({ signal }) => api.call(adminPaymentMethods, { params: { currency }, signal }),
    }),
  );
}

export function usePaymentGateways() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'payment-gateways'],
      queryFn: ({ signal }) => api.call(adminPaymentGateways, { signal }),
    }),
  );
}

export function useSavePaymentMethods(currency: string) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (methods: AdminPaymentMethodInput[]) =>
      api.call(adminSavePaymentMethods, { params: { currency }, body: { methods } }),
    onSuccess: (reply) => queryClient.setQueryData([...methodsKey, currency], { data: reply.data }),
  });
}
