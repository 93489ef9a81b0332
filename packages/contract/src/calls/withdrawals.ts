// The player's one list of withdrawals, every method together (decision 0308): each row is the method's
// own row (a bank withdrawal as `GET /api/account/withdrawals` answers it, a crypto one as
// `GET /api/account/crypto-withdrawals` does), tagged with its method's kind.
import { z } from 'zod';
import { defineRoute } from '../route';
import { withdrawalRow } from './cashier';
import { cryptoWithdrawalRow } from './crypto';

export const playerWithdrawalItem = z
  .discriminatedUnion('kind', [
    withdrawalRow.extend({ kind: z.literal('bank') }),
    cryptoWithdrawalRow.extend({ kind: z.literal('crypto') }),
  ])
  .meta({ id: 'PlayerWithdrawal' });
export type PlayerWithdrawalItem = z.infer<typeof playerWithdrawalItem>;

export const allPlayerWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/account/withdrawals/all',
  summary: "The player's latest withdrawals of every method (bank and crypto), newest first",
  tags: ['cashier'],
  auth: 'player',
  reply: z.object({ data: z.array(playerWithdrawalItem) }),
});
