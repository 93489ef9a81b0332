// HTTP of the back office's own people: the first run, the two-factor enrolment of a first sign-in, and
// the administrators' management of operators.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { callerOf, loginLimit, sessionReply } from './routes';
import { fromThisMachine, type BackofficeService } from './service';

const local = (request: FastifyRequest) =>
  fromThisMachine({ peer: request.socket.remoteAddress, ip: request.ip, headers: request.headers });

export function operatorsRoutes(service: BackofficeService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminSetupStatus, async ({ request }) => service.setupStatus(local(request)));
    contractRoute(
      app,
      routes.adminSetup,
      async ({ body, request }) => ({
        message: 'The administrator is created. Add the key to your authenticator app and enter its code.',
        data: await service.setup(body, callerOf(request), local(request)),
      }),
      { rateLimit: loginLimit },
    );
    contractRoute(
      app,
      routes.adminEnrolStart,
      async ({ body }) => ({ data: await service.startEnrolment(body.enrolment_ticket) }),
      { rateLimit: loginLimit },
    );
    contractRoute(
      app,
      routes.adminEnrolConfirm,
      async ({ body, request }) =>
        sessionReply(await service.confirmEnrolment(body.enrolment_ticket, body.code, callerOf(request))),
      { rateLimit: loginLimit },
    );

    contractRoute(app, routes.adminOperators, async ({ query, request }) =>
      service.operators(requireAdmin(request), { page: query.page, perPage: query.per_page }),
    );
    contractRoute(app, routes.adminCreateOperator, async ({ body, request }) => {
      const created = await service.createOperator(requireAdmin(request), callerOf(request), body);
      return {
        message: 'The operator is created. Give them the password: it is not shown again.',
        data: created.operator,
        password: created.password,
      };
    });
    contractRoute(app, routes.adminSetOperatorRole, async ({ params, body, request }) => ({
      message: "The operator's role is changed.",
      data: await service.setOperatorRole(requireAdmin(request), callerOf(request), params.id, body.role),
    }));
    contractRoute(app, routes.adminDeactivateOperator, async ({ params, request }) => ({
      message: 'The operator is deactivated; their sessions have ended.',
      data: await service.deactivateOperator(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminReactivateOperator, async ({ params, request }) => ({
      message: 'The operator can sign in again.',
      data: await service.reactivateOperator(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminResetOperatorTwoFactor, async ({ params, request }) => ({
      message: "The operator's two-factor is reset; they enrol again at their next sign-in.",
      data: await service.resetOperatorTwoFactor(requireAdmin(request), callerOf(request), params.id),
    }));
  };
}
