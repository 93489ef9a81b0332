// HTTP of the cashier: the player's cashier calls (contract), the gateways' notifications (raw bodies,
// outside the contract: each gateway speaks its own format) and the sandbox gateway's hosted page.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { requestTexts } from '../../http/request-locale';
import { contractRoute } from '../../http/contract-route';
import type { GatewayCode } from './gateways/gateway';
import { sandboxPagePath, type SandboxGateway } from './gateways/sandbox';
import {
  renderSandboxMissingPage,
  renderSandboxPaymentPage,
  sandboxStylesheet,
  sandboxStylesheetPath,
} from './gateways/sandbox-page';
import { sandboxSignatureHeader } from './gateways/webhook-signature';
import type { CashierService } from './service';

/** Where each gateway posts its notifications (the URL configured at Payop is PUBLIC_URL + this). */
export const notificationPaths: Record<GatewayCode, string> = {
  sandbox: '/api/cashier/notifications/sandbox',
  payop: '/api/cashier/notifications/payop',
};

const notificationBodyLimit = 64 * 1024;
const htmlHeaders = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : value,
    ]),
  );
}

export function cashierRoutes(cashier: CashierService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.paymentMethods, async ({ query, request }) => ({
      paymentMethods: await cashier.paymentMethods(query.type, requirePlayer(request).currency),
    }));
    contractRoute(app, routes.payopDeposit, async ({ body, request }) => {
      const started = await cashier.startDeposit(requirePlayer(request), {
        pyId: body.py_id,
        amount: body.amount,
        description: body.description,
        method: body.method,
        origin: request.headers.origin,
      });
      return { message: requestTexts(request)('replies.continueToPayment'), data: started };
    });
    contractRoute(app, routes.getDeposit, async ({ params, request }) => ({
      data: await cashier.deposit(requirePlayer(request).id, params.id),
    }));
    contractRoute(app, routes.bankWithdrawal, async ({ body, request }) => ({
      data: {
        message: requestTexts(request)('replies.withdrawalReceived'),
        withdrawal: await cashier.requestWithdrawal(
          requirePlayer(request),
          {
            paymentId: body.payment_id,
            amount: body.amount,
            iban: body.iban,
            bankName: body.bank_name,
            swift: body.swift,
          },
          { forfeitBonus: body.forfeit_bonus },
        ),
      },
    }));
    contractRoute(app, routes.playerWithdrawals, async ({ query, request }) => ({
      data: await cashier.playerWithdrawals(requirePlayer(request).id, query.status),
    }));
    contractRoute(app, routes.allPlayerWithdrawals, async ({ request }) => ({
      data: await cashier.withdrawals.allPlayerWithdrawals(requirePlayer(request).id),
    }));
    contractRoute(app, routes.cancelWithdrawal, async ({ params, request }) => ({
      message: requestTexts(request)('replies.withdrawalCancelled'),
      data: await cashier.cancelWithdrawal(requirePlayer(request), params.id),
    }));
    contractRoute(app, routes.getWelcomeTier, async ({ request }) => ({
      data: await cashier.welcomeTier(requirePlayer(request)),
    }));
    contractRoute(app, routes.setWelcomeTier, async ({ body, request }) => ({
      message: requestTexts(request)(
        body.tier === null ? 'replies.welcomeTierNone' : 'replies.welcomeTierSaved',
      ),
      data: await cashier.chooseWelcomeTier(requirePlayer(request), body.tier),
    }));
    contractRoute(app, routes.buyCrypto, async ({ body, request }) => ({
      data: await cashier.buyCrypto(requirePlayer(request), body),
    }));
  };
}

/**
 * Gateways' notifications keep their raw bytes: a signature covers them exactly. Answered 200 when taken
 * (a repeat too), 400 when refused, 503 when the gateway could not be asked and the notification should
 * come again.
 */
/** The webhooks of the gateways this server is configured with (none of the sandbox's in production). */
export function notificationRoutes(cashier: CashierService, gateways: readonly GatewayCode[]) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
      (_request, body, done) => {
        done(null, body);
      },
    );
    for (const gateway of gateways) {
      app.post(
        notificationPaths[gateway],
        { schema: { hide: true }, bodyLimit: notificationBodyLimit },
        async (request, reply) => {
          const answer = await cashier.receiveNotification(gateway, {
            body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
            headers: headersOf(request),
            ip: request.ip,
          });
          return reply.status(answer.status).send({ message: answer.outcome });
        },
      );
    }
  };
}

/** The sandbox gateway's hosted page; a decision sends the signed webhook, then the payer back. */
/** The policy with the origins of `targets` added to its form-action sources. */
function withFormTargets(policy: string, targets: readonly string[]): string {
  const origins = [...new Set(targets.map((target) => new URL(target).origin))];
  return policy.replace(
    /form-action ([^;]*)/,
    (_directive, sources: string) => `form-action ${[sources, ...origins].join(' ')}`,
  );
}

export function sandboxPageRoutes(sandbox: SandboxGateway) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    app.get(sandboxStylesheetPath, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(sandboxStylesheet),
    );
    app.get<{ Params: { id: string } }>(
      `${sandboxPagePath}/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const payment = await sandbox.payment(request.params.id);
        if (!payment) return reply.status(404).headers(htmlHeaders).send(renderSandboxMissingPage());
        // The decision's answer redirects to the site address the payer came from, which the browser
        // checks against form-action like the post itself (decision 0139).
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') {
          void reply.header(
            'content-security-policy',
            withFormTargets(policy, [payment.successUrl, payment.failUrl]),
          );
        }
        return reply.headers(htmlHeaders).send(renderSandboxPaymentPage(payment));
      },
    );
    app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>(
      `${sandboxPagePath}/:id`,
      { schema: { hide: true } },
      async (request, reply) => {
        const decision = request.body?.decision;
        const payment = await sandbox.payment(request.params.id);
        if (!payment || (decision !== 'approve' && decision !== 'decline')) {
          return reply.status(404).headers(htmlHeaders).send(renderSandboxMissingPage());
        }
        const decided = await sandbox.decide(payment.id, decision === 'approve' ? 'approved' : 'declined');
        if (!decided) return reply.status(404).headers(htmlHeaders).send(renderSandboxMissingPage());
        const webhook = sandbox.webhook(decided);
        const delivered = await app.inject({
          method: 'POST',
          url: notificationPaths.sandbox,
          headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: webhook.signature },
          payload: webhook.body,
        });
        if (delivered.statusCode !== 200) {
          app.log.error(
            { payment: decided.id, status: delivered.statusCode },
            'the sandbox webhook was not taken',
          );
        }
        return reply.redirect(decided.status === 'approved' ? decided.successUrl : decided.failUrl, 303);
      },
    );
  };
}
