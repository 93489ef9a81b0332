// HTTP of the support desk under /api/admin/support (decision 0716): thin handlers over the desk, which
// checks each operator's permission and audits every change.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { SupportDesk } from './desk-service';

const callerOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function supportDeskRoutes(desk: SupportDesk) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminSupportTickets, async ({ query, request }) =>
      desk.tickets(requireAdmin(request), {
        status: query.status,
        mine: query.mine,
        topic: query.topic,
        search: query.q,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminSupportTicketDetails, async ({ params, request }) => ({
      data: await desk.ticket(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminAssignSupportTicket, async ({ params, body, request }) => ({
      message: 'The ticket is assigned.',
      data: await desk.assign(requireAdmin(request), callerOf(request), params.id, body.admin_id),
    }));
    contractRoute(app, routes.adminReplySupportTicket, async ({ params, body, request }) => ({
      message: 'The reply is sent.',
      data: await desk.reply(requireAdmin(request), callerOf(request), params.id, body.body),
    }));
    contractRoute(app, routes.adminCloseSupportTicket, async ({ params, request }) => ({
      message: 'The ticket is closed.',
      data: await desk.close(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminReopenSupportTicket, async ({ params, request }) => ({
      message: 'The ticket is open again.',
      data: await desk.reopen(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminSupportAgents, async ({ request }) => ({
      data: (await desk.agents(requireAdmin(request))).map(({ id, email }) => ({ id, email })),
    }));
    contractRoute(app, routes.adminBlockedSenders, async ({ query, request }) =>
      desk.blockedSenders(requireAdmin(request), { page: query.page, perPage: query.per_page }),
    );
    contractRoute(app, routes.adminBlockSender, async ({ body, request }) => ({
      message: "The sender's tickets are refused from now on.",
      data: await desk.block(
        requireAdmin(request),
        callerOf(request),
        'player_id' in body ? { playerId: body.player_id } : { email: body.email },
        body.reason,
      ),
    }));
    contractRoute(app, routes.adminUnblockSender, async ({ params, request }) => {
      await desk.unblock(requireAdmin(request), callerOf(request), params.id);
      return { message: 'The sender may send tickets again.' };
    });
  };
}
