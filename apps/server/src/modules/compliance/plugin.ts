// The compliance module as a plugin: verification documents (the player's uploads and the back office's
// review) and responsible-gambling limits.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalDocumentStore, type DocumentStore } from './document-store';
import { instantNotificationRoutes, instantVerificationRoutes } from './instant-routes';
import { complianceAdminRoutes, complianceRoutes } from './routes';
import { createVeriffProvider } from './veriff';
import { createComplianceService, type ComplianceService } from './service';

export interface CompliancePluginOptions {
  /** Where verification documents are kept; otherwise a directory (KYC_STORAGE_DIR). */
  readonly documentStore?: DocumentStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    compliance: ComplianceService;
  }
}

async function compliance(app: FastifyInstance, options: CompliancePluginOptions): Promise<void> {
  const service = createComplianceService({
    db: app.database.db,
    clock: app.clock,
    identity: app.identity,
    wallet: app.wallet,
    store: options.documentStore ?? createLocalDocumentStore(app.config.kycStorageDir),
    settings: app.config,
    log: app.log,
    instantProvider: app.config.instantVerification
      ? createVeriffProvider(app.config.instantVerification)
      : undefined,
    instantReturnUrl: `${app.config.publicUrl}/account/verification?instant=returned`,
    // A self-exclusion or cool-down cancels the player's bonuses in its own transaction.
    onExcluded: [(tx, playerId) => app.bonuses.cancelOnExclusion(tx, playerId)],
  });
  app.decorate('compliance', service);
  await app.register(complianceRoutes(service));
  await app.register(complianceAdminRoutes(service, app.backoffice));
  await app.register(instantVerificationRoutes(service));
  await app.register(instantNotificationRoutes(service));
}

export const compliancePlugin = fp(compliance, {
  name: 'compliance',
  dependencies: ['platform', 'identity', 'wallet', 'backoffice', 'bonuses'],
});
