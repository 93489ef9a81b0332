// HTTP of the crypto cashier: the player's crypto list, networks, details and deposits (with live updates
// as server-sent events), crypto withdrawals, and the back office's calls on both.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { routes } from '@reelvault/contract/routes';
import { paginationOf } from '@reelvault/contract/pagination';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { requireAdmin, requirePlayer } from '../../http/auth';
import { requestTexts } from '../../http/request-locale';
import { contractRoute } from '../../http/contract-route';
import type { AdminCaller, BackofficeService } from '../backoffice/service';
import type { CryptoCashier } from './service';
import type { CryptoWithdrawals } from './withdrawals';

export const cryptoEventsPath = '/api/account/crypto-deposits/events';
/** Streams of payments one session may hold: the cashier open in a few tabs. */
const streamsPerSession = 5;

function callerOf(request: FastifyRequest): AdminCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function cryptoRoutes(
  crypto: CryptoCashier,
  payouts: CryptoWithdrawals,
  backoffice: BackofficeService,
) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.cryptoList, async () => ({ data: crypto.coins() }));
    contractRoute(app, routes.cryptoNetworkList, async ({ params }) => ({
      data: crypto.networks(params.coin),
    }));
    contractRoute(app, routes.cryptoDetails, async ({ params, request }) => ({
      data: await crypto.details(requirePlayer(request).id, params.coin, params.network),
    }));
    contractRoute(app, routes.cryptoDeposits, async ({ request }) => ({
      data: await crypto.playerDeposits(requirePlayer(request).id),
    }));

    // Server-sent events: each change of one of the player's crypto payments, as its deposit row, for as
    // long as the player's session lasts.
    app.get(
      cryptoEventsPath,
      { schema: { hide: true }, onRequest: app.authGuards.player },
      async (request, reply) => {
        let unsubscribe = () => {};
        const stream = app.sessionStreams.open(request, reply, {
          kind: 'crypto-deposits',
          perSession: streamsPerSession,
          retryMs: 3000,
          onEnd: () => unsubscribe(),
        });
        if (!stream) return reply;
        unsubscribe = crypto.subscribe((event) => {
          if (event.playerId !== stream.playerId) return;
          void stream.send(`event: deposit\ndata: ${JSON.stringify(event.deposit)}\n\n`);
        });
      },
    );

    contractRoute(app, routes.cryptoWithdrawalQuote, async ({ query, request }) => ({
      data: await payouts.quote(requirePlayer(request), query),
    }));
    contractRoute(app, routes.cryptoWithdrawal, async ({ body, request }) => ({
      data: {
        message: requestTexts(request)('replies.withdrawalReceived'),
        withdrawal: await payouts.request(requirePlayer(request), body, { forfeitBonus: body.forfeit_bonus }),
      },
    }));
    contractRoute(app, routes.playerCryptoWithdrawals, async ({ request }) => ({
      data: await payouts.playerWithdrawals(requirePlayer(request).id),
    }));

    contractRoute(app, routes.cancelCryptoWithdrawal, async ({ params, request }) => ({
      message: requestTexts(request)('replies.withdrawalCancelled'),
      data: await payouts.cancel(requirePlayer(request), params.id),
    }));
    contractRoute(app, routes.adminCryptoDeposits, async ({ query, request }) => {
      if (!adminMay(requireAdmin(request).role, 'withdrawals.read')) throw new AppError('ADMIN_FORBIDDEN');
      const { rows, total } = await crypto.depositsByStatus(query.status, query.page, query.per_page);
      return { data: rows, pagination: paginationOf(total, query.page, query.per_page) };
    });
    contractRoute(app, routes.adminResolveCryptoDeposit, async ({ params, body, request }) => {
      const admin = requireAdmin(request);
      const resolved = await backoffice.auditedDecision(
        admin,
        callerOf(request),
        'deposits.resolve',
        { action: `crypto_deposit.${body.action}`, type: 'crypto_deposit', id: params.id },
        async (tx) => {
          const outcome = await crypto.resolveBelowMinimum(tx, params.id, admin.id, body.action, body.note);
          return { before: outcome.before, after: outcome.after };
        },
      );
      return {
        message:
          body.action === 'credit'
            ? 'The payment is credited to the player.'
            : 'The payment is resolved without a credit.',
        data: resolved,
      };
    });
    contractRoute(app, routes.adminCryptoWithdrawals, async ({ query, request }) => {
      if (!adminMay(requireAdmin(request).role, 'withdrawals.read')) throw new AppError('ADMIN_FORBIDDEN');
      const { rows, total } = await payouts.withdrawalsByStatus(query.status, query.page, query.per_page);
      return { data: rows, pagination: paginationOf(total, query.page, query.per_page) };
    });
    contractRoute(app, routes.adminApproveCryptoWithdrawal, async ({ params, request }) => {
      const admin = requireAdmin(request);
      const approved = await backoffice.auditedDecision(
        admin,
        callerOf(request),
        'withdrawals.decide',
        { action: 'crypto_withdrawal.approve', type: 'crypto_withdrawal', id: params.id },
        (tx) => payouts.approve(tx, params.id, admin.id),
      );
      // The payout is signed and broadcast after the approval is committed; a failure is retried.
      await payouts.broadcastApproved(params.id);
      return {
        message: 'The withdrawal is approved; the payout is being broadcast.',
        data: (await payouts.adminRow(params.id)) ?? approved,
      };
    });
    contractRoute(app, routes.adminConfirmCryptoPayout, async ({ params, body, request }) => {
      const admin = requireAdmin(request);
      const confirmed = await backoffice.auditedDecision(
        admin,
        callerOf(request),
        'withdrawals.decide',
        { action: 'crypto_withdrawal.confirm_payout', type: 'crypto_withdrawal', id: params.id },
        (tx) => payouts.confirmManualPayout(tx, params.id, admin.id, body.tx_hash),
      );
      return { message: 'The payout is confirmed; the withdrawal is completed.', data: confirmed };
    });
    contractRoute(app, routes.adminRejectCryptoWithdrawal, async ({ params, body, request }) => {
      const admin = requireAdmin(request);
      const rejected = await backoffice.auditedDecision(
        admin,
        callerOf(request),
        'withdrawals.decide',
        { action: 'crypto_withdrawal.reject', type: 'crypto_withdrawal', id: params.id },
        (tx) => payouts.reject(tx, params.id, admin.id, body.reason),
      );
      return {
        message: "The withdrawal is rejected; the amount is back in the player's balance.",
        data: rejected,
      };
    });
  };
}
