// The player's wallet calls: balance and finance history. They need the identity module's 'player' guard.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { balanceReplyOf } from './balance-stream';
import type { WalletService } from './service';

export function walletRoutes(wallet: WalletService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.userBalance, async ({ request }) => {
      const player = requirePlayer(request);
      return balanceReplyOf(await wallet.playerBalance(wallet.database.db, player.id), player.currency);
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
