// HTTP of the back office's actions on a player under /api/admin/players/:id (decision 0712): status,
// sessions, two-factor, limits, exclusions, closing, notes, and the player's audit trail.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { PlayerActionContext, PlayerActions } from './player-actions';
import type { AdminCaller } from './service';

function callerOf(request: FastifyRequest): AdminCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

function contextOf(request: FastifyRequest, reason: string): PlayerActionContext {
  return { admin: requireAdmin(request), caller: callerOf(request), reason };
}

export function playerActionRoutes(actions: PlayerActions) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminSetPlayerStatus, async ({ params, body, request }) => ({
      message: "The player's status is saved.",
      data: await actions.setStatus(contextOf(request, body.reason), params.id, {
        status: body.status,
        playerStatus: body.player_status,
      }),
    }));

    contractRoute(app, routes.adminEndPlayerSessions, async ({ params, body, request }) => ({
      message: "The player's sessions are ended.",
      data: await actions.endSessions(contextOf(request, body.reason), params.id),
    }));

    contractRoute(app, routes.adminResetPlayerTwoFactor, async ({ params, body, request }) => ({
      message: "The player's two-factor authentication is removed.",
      data: await actions.resetTwoFactor(contextOf(request, body.reason), params.id),
    }));

    contractRoute(app, routes.adminSetPlayerLimit, async ({ params, body, request }) => {
      const { limit, applied, effectiveAt } = await actions.setLimit(
        contextOf(request, body.reason),
        params.id,
        {
          kind: body.kind,
          period: body.period,
          amount: body.amount,
        },
      );
      return {
        message: applied ? 'The limit is in force.' : "The limit changes after the player's 24-hour wait.",
        data: limit,
        applied,
        effective_at: effectiveAt?.toISOString() ?? null,
      };
    });

    contractRoute(app, routes.adminEndPlayerExclusion, async ({ params, body, request }) => ({
      message: "The player's exclusion is ended.",
      data: await actions.endExclusion(contextOf(request, body.reason), params.id),
    }));

    contractRoute(app, routes.adminClosePlayerAccount, async ({ params, body, request }) => ({
      message: 'The account is closed.',
      data: await actions.close(contextOf(request, body.reason), params.id),
    }));

    contractRoute(app, routes.adminAddPlayerNote, async ({ params, body, request }) => ({
      message: 'The note is added.',
      data: await actions.addNote(requireAdmin(request), callerOf(request), params.id, body.text),
    }));

    contractRoute(app, routes.adminPlayerNotes, async ({ params, query, request }) =>
      actions.notes(requireAdmin(request), params.id, query.page, query.per_page),
    );

    contractRoute(app, routes.adminPlayerActions, async ({ params, query, request }) =>
      actions.actions(requireAdmin(request), params.id, query.page, query.per_page),
    );
  };
}
