// The back office as a plugin: operators, their sessions and guard, roles, the audit log and the
// withdrawal queue. It comes before the modules whose routes need its `admin` guard (compliance, crypto);
// the withdrawal decisions it hands to the cashier, registered after it, through `app.cashier`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sqlTransactor } from '../../db/transactor';
import { lateBound, requireLater } from '../../plugins/late-bound';
import { houseProviderCode, walletUser } from '../gaming/service';
import * as adjustmentsRepository from './adjustments-repository';
import { adjustmentsRoutes } from './adjustments-routes';
import { createAdjustmentsService, type AdjustmentsService } from './adjustments-service';
import { dashboardRoutes } from './dashboard-routes';
import { createDashboardService } from './dashboard-service';
import { dashboardSources } from './dashboard-sources';
import { registerAdminGuard } from './guards';
import { operatorsRoutes } from './operators-routes';
import { createPlayerActions } from './player-actions';
import { playerActionRoutes } from './player-actions-routes';
import { playersRoutes } from './players-routes';
import { createPlayersService } from './players-service';
import { queueRoutes } from './queue-routes';
import { createQueueService } from './queue-service';
import { backofficeRoutes } from './routes';
import { createBackofficeService, type BackofficeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: BackofficeService;
    /** Manual adjustments and their four eyes (decisions 0707, 0715): bonus grants above the threshold. */
    adjustments: AdjustmentsService;
  }
}

async function backoffice(app: FastifyInstance): Promise<void> {
  const service = createBackofficeService({
    db: app.database.db,
    clock: app.clock,
    totpEncryptionKey: app.secrets.totpEncryptionKey,
    sessionHours: app.config.adminSessionHours,
    cashier: lateBound(() => app.cashier),
  });
  requireLater(app, 'backoffice', ['cashier']);
  app.decorate('backoffice', service);
  registerAdminGuard(app, service);
  await app.register(backofficeRoutes(service));
  await app.register(operatorsRoutes(service));
  // The player search and page read each module through its service; those registered after this one
  // (compliance, crypto, cashier, gaming, the studio) are reached at call time.
  const players = createPlayersService({
    requirePermission: service.requirePermission,
    identity: app.identity,
    wallet: app.wallet,
    gaming: lateBound(() => app.gaming),
    cashier: lateBound(() => app.cashier),
    crypto: lateBound(() => app.crypto.cashier),
    compliance: lateBound(() => app.compliance),
    studioRound: async (playerId, round) => app.houseStudio?.roundRecord(walletUser(playerId), round),
    houseProviderCode,
    aggregatorRound: (providerCode, request) => app.aggregators.roundDetails(providerCode, request),
  });
  requireLater(app, 'backoffice', ['gaming', 'crypto', 'compliance', 'aggregators']);
  await app.register(playersRoutes(players));
  // The actions on a player (decision 0712), through the services of the modules that own each change.
  const playerActions = createPlayerActions({
    db: app.database.db,
    clock: app.clock,
    backoffice: service,
    identity: app.identity,
    compliance: lateBound(() => app.compliance),
    cashier: lateBound(() => app.cashier),
    wallet: app.wallet,
    notifications: app.notifications,
  });
  await app.register(playerActionRoutes(playerActions));
  // Manual adjustments with four eyes (decision 0707) and the dashboard (decision 0710).
  const adjustments = createAdjustmentsService({
    repository: adjustmentsRepository,
    transactor: sqlTransactor(app.database.db),
    clock: app.clock,
    wallet: app.wallet,
    players: app.identity,
    thresholds: app.config.adjustmentFourEyesThresholds,
    // A bonus granted above the threshold is granted by the bonus engine's back office when approved.
    bonusGrants: lateBound(() => app.bonusAdmin),
  });
  requireLater(app, 'backoffice', ['bonus-admin']);
  app.decorate('adjustments', adjustments);
  await app.register(adjustmentsRoutes(adjustments));
  const dashboard = createDashboardService({
    clock: app.clock,
    sources: dashboardSources(app, adjustments),
  });
  await app.register(dashboardRoutes(dashboard));
  // The one withdrawal queue with each player's context (decision 0713).
  const queue = createQueueService({
    requirePermission: service.requirePermission,
    clock: app.clock,
    cashier: lateBound(() => app.cashier),
    wallet: app.wallet,
    gaming: lateBound(() => app.gaming),
    compliance: lateBound(() => app.compliance),
    identity: app.identity,
  });
  await app.register(queueRoutes(queue));
}

export const backofficePlugin = fp(backoffice, {
  name: 'backoffice',
  dependencies: ['platform', 'notifications', 'identity', 'wallet'],
});
