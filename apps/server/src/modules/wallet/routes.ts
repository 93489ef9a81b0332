// The player's wallet calls: balance and finance history. They need the identity module's 'player' guard.
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { WalletService } from './service';

export function walletRoutes(wallet: WalletService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.userBalance, async ({ request }) => {
      const player = requirePlayer(request);
      const balance = await wallet.playerBalance(wallet.database.db, player.id);
      const currency = balance?.currency ?? player.currency;
      return {
        balance: formatCurrencyAmount(balance?.cash ?? 0n, currency),
        currency,
        bonus_balance: formatCurrencyAmount(balance?.bonus ?? 0n, currency),
      };
    });

    contractRoute(app, routes.financeHistory, async ({ request, query }) => {
      const player = requirePlayer(request);
      return wallet.financeHistory(player.id, {
        page: query.page,
        perPage: query.per_page,
        startDate: query.start_date,
        endDate: query.end_date,
        type: query.type,
        status: query.status,
        cursor: query.cursor,
      });
    });
  };
}
