// Players and accounts, the identity module's public face: registration, login with two-factor, sessions,
// profile, password change and reset, e-mail change, the security log, the player's standing and the
// reference lists the forms read. Each concern lives in its own `*-service.ts`; this file composes them
// into the one service other modules and the routes call.
import { createBackofficeReads } from './backoffice-reads';
import { createIdentityContext } from './context';
import { createFiguresService } from './figures-service';
import { createOperatorActionsService } from './operator-actions';
import { createPasswordService } from './password-service';
import { createProfileService } from './profile-service';
import { createReferenceService } from './reference-service';
import { createReferredPlayers } from './referred-players';
import { createRegistrationService } from './registration-service';
import { createSessionsService } from './sessions-service';
import { createStandingService } from './standing-service';
import { createTermsAcceptances } from './terms-repository';
import { createTwoFactorService } from './two-factor-service';
import type { IdentityDependencies } from './types';

export type { IdentityRepository } from './repository';
export type { RegistrationsRow } from './figures-service';
export type {
  PlayerAddress,
  PlayerFilters,
  PlayerMatchers,
  PlayerRecord,
  PlayerSearch,
  PlayerSession,
} from './backoffice-reads';
export { splitFullName } from './profile-service';
export type { OperatorPlayerFacts } from './operator-actions';
export {
  credentialAttemptLimits,
  emailChangeValidHours,
  passwordResetValidMinutes,
  type CallerContext,
  type IdentityDependencies,
  type IdentitySettings,
  type PasswordChangeForm,
  type PasswordChangeInput,
  type PlayerRegisteredListener,
  type SecurityLogRow,
  type SessionHistoryRow,
  type VerificationDetailsInput,
  type VerificationSubject,
} from './types';

export type { ReferredPlayer, ReferredPlayerQuery } from './referred-players';
export type { PublishedTerms } from './types';
export type { AcceptedTerms } from './terms-repository';

export function createIdentityService(dependencies: IdentityDependencies) {
  const context = createIdentityContext(dependencies);
  return {
    ...createRegistrationService(context),
    ...createSessionsService(context),
    ...createTwoFactorService(context),
    ...createPasswordService(context),
    ...createProfileService(context),
    ...createStandingService(context),
    ...createOperatorActionsService(context),
    ...createReferenceService(),
    ...createBackofficeReads(context),
    ...createFiguresService(dependencies.transactor.db),
    ...createReferredPlayers(dependencies.transactor.db),
    ...createTermsAcceptances(dependencies.transactor.db),
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
