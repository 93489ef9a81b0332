// The bonus engine's back office as a plugin (decisions 1130, 1131, 0714): after the back office, whose
// guard, roles and audit log its calls use, and after the engine, through which its grants and cancels
// move money. The dashboard reads the cost of bonuses through `app.bonusAdmin`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bonusAdminRoutes } from './admin-routes';
import { createBonusAdminService, type BonusAdminService } from './admin-service';
import { createReferralsAdmin } from './referrals-admin';
import { referralsAdminRoutes } from './referrals-admin-routes';

declare module 'fastify' {
  interface FastifyInstance {
    bonusAdmin: BonusAdminService;
  }
}

async function bonusAdmin(app: FastifyInstance): Promise<void> {
  const service = createBonusAdminService({
    db: app.database.db,
    clock: app.clock,
    backoffice: app.backoffice,
    bonuses: app.bonuses,
    wallet: app.wallet,
    adjustments: app.adjustments,
    thresholds: app.config.adjustmentFourEyesThresholds,
    // Registered after this plugin (it needs gaming); read per request only.
    rakeback: (playerId) => app.rakeback.adminRakeback(playerId),
  });
  app.decorate('bonusAdmin', service);
  await app.register(bonusAdminRoutes(service));
  // Refer-a-friend outcomes and their overturn (decision 1132).
  const referrals = createReferralsAdmin({
    db: app.database.db,
    clock: app.clock,
    backoffice: app.backoffice,
    bonuses: app.bonuses,
    wallet: app.wallet,
    identity: app.identity,
  });
  await app.register(referralsAdminRoutes(referrals));
}

export const bonusAdminPlugin = fp(bonusAdmin, {
  name: 'bonus-admin',
  dependencies: ['platform', 'identity', 'wallet', 'bonuses', 'backoffice'],
});
