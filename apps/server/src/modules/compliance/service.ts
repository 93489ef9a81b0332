// Identity verification and responsible gambling, the compliance module's public face: documents and
// their review, verification levels and the player's standing (documents-service.ts); limits with their
// cool-down on loosening, play sessions, self-exclusion, and the gates the cashier and the games call
// before money or play starts (limits-service.ts), and the reality checks players answered
// (reality-check-service.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { sqlTransactor, type Transactor } from '../../db/transactor';
import { createBackofficeReads } from './backoffice-reads';
import type {
  ComplianceIdentity,
  ComplianceSettings,
  ComplianceWallet,
  ExclusionListener,
} from './collaborators';
import { createDocumentsService } from './documents-service';
import { documentsWaiting } from './figures-repository';
import type { DocumentStore } from './document-store';
import type { IdentityVerificationProvider } from './identity-provider';
import { latestInstantVerification } from './instant-repository';
import { createInstantVerificationService } from './instant-verification-service';
import { createLimitsService } from './limits-service';
import { createOperatorActions } from './operator-actions';
import { createRealityCheckService } from './reality-check-service';
import * as sqlRepository from './repository';
import type { ComplianceRepository } from './repository';

export type {
  ComplianceIdentity,
  ComplianceSettings,
  ComplianceWallet,
  ExclusionListener,
} from './collaborators';
export type { UploadedFile, VerificationForm } from './document-rules';
export type { ExclusionRecord } from './backoffice-reads';
export type { LimitChange, LimitSnapshot } from './operator-actions';

export interface ComplianceDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly identity: ComplianceIdentity;
  readonly wallet: ComplianceWallet;
  readonly store: DocumentStore;
  readonly settings: ComplianceSettings;
  readonly log: FastifyBaseLogger;
  readonly onExcluded?: readonly ExclusionListener[];
  /** The operator's identity-verification provider (decision 0905); none: instant verification is off. */
  readonly instantProvider?: IdentityVerificationProvider | undefined;
  /** Where the provider sends the player back: the site's verification page. */
  readonly instantReturnUrl?: string;
  /** Default: the module's SQL (repository.ts). */
  readonly repository?: ComplianceRepository;
  /** Default: transactions on `db`. */
  readonly transactor?: Transactor;
}

export function createComplianceService(dependencies: ComplianceDependencies) {
  const shared = {
    ...dependencies,
    repository: dependencies.repository ?? sqlRepository,
    transactor: dependencies.transactor ?? sqlTransactor(dependencies.db),
  };
  const documents = createDocumentsService({ ...shared, latestInstantVerification });
  const limits = createLimitsService(shared);
  return {
    ...documents,
    ...createInstantVerificationService({
      transactor: shared.transactor,
      clock: dependencies.clock,
      identity: dependencies.identity,
      provider: dependencies.instantProvider,
      returnUrl: dependencies.instantReturnUrl ?? '/account/verification',
      refreshStanding: documents.refreshStanding,
      log: dependencies.log,
    }),
    /** Documents waiting for a reviewer: the dashboard's verification queue. */
    documentsWaiting: () => documentsWaiting(shared.transactor.db),
    ...limits,
    ...createRealityCheckService({
      transactor: shared.transactor,
      realityCheckSession: limits.realityCheckSession,
    }),
    ...createOperatorActions(shared),
    ...createBackofficeReads(shared.transactor.db, dependencies.clock),
  };
}

export type ComplianceService = ReturnType<typeof createComplianceService>;
