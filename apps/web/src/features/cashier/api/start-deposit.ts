// POST /api/account/deposit/payop: starts a gateway deposit; the answer is the gateway's payment page.
import type { BodyOf } from '@reelvault/contract/route';
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function startDeposit(body: BodyOf<typeof cashierCalls.payopDeposit>) {
  return api.call(cashierCalls.payopDeposit, { body });
}

export const useStartDeposit = () => useMutation({ mutationFn: startDeposit });
