// The back office's operators (GET /api/admin/operators) and what administrators do with them: create one
// (the generated password comes back once), change a role, deactivate, reactivate, reset two-factor.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import {
  adminCreateOperator,
  adminDeactivateOperator,
  adminOperators,
  adminReactivateOperator,
  adminResetOperatorTwoFactor,
  adminSetOperatorRole,
} from '@reelvault/contract/calls/backoffice-operators';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export const operatorsParams = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const operatorsPerPage = 50;
const operatorsKey = ['admin', 'operators'] as const;

export function useOperators(params: { page: number }) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...operatorsKey, params],
    queryFn: ({ signal }) =>
      api.call(adminOperators, { query: { page: params.page, per_page: operatorsPerPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateOperator() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readonly email: string; readonly role: AdminRole }) =>
      api.call(adminCreateOperator, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}

export type OperatorAction =
  | { readonly kind: 'role'; readonly id: number; readonly role: AdminRole }
  | { readonly kind: 'deactivate' | 'reactivate' | 'resetTwoFactor'; readonly id: number };

export function useOperatorAction() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OperatorAction) => {
      const params = { id: action.id };
      switch (action.kind) {
        case 'role':
          return api.call(adminSetOperatorRole, { params, body: { role: action.role } });
        case 'deactivate':
          return api.call(adminDeactivateOperator, { params });
        case 'reactivate':
          return api.call(adminReactivateOperator, { params });
        case 'resetTwoFactor':
          return api.call(adminResetOperatorTwoFactor, { params });
      }
    },
    // A role changed on oneself changes the navigation too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
