// POST /api/account/deposit/payop: starts a gateway deposit; the answer is the gateway's payment page.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function startDeposit(body: BodyOf<typeof routes.payopDeposit>) {
  return api.call(routes.payopDeposit, { body });
}

export const useStartDeposit = () => useMutation({ mutationFn: startDeposit });
