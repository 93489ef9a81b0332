// Two-factor enrolment of an operator's first sign-in (an account made in the back office, the first run,
// or after an administrator reset the operator's two-factor): the ticket the sign-in was handed shows the
// secret to put in an authenticator app, and a code of that app confirms it and opens the session.
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { createSecretBox } from '../../security/secret-box';
import { hashToken } from '../../security/tokens';
import { acceptedTimeStep, newTotpSecret } from '../../security/totp';
import {
  accessAudit,
  adminTotpContext,
  enrolmentOf,
  enrolmentTicketMaxFailures,
  openSession,
  type AdminCaller,
  type OpenedSession,
  type OperatorAccessDependencies,
} from './operator-access';
import type { AdminRow, EnrolmentTicketRow } from './repository';

type ConfirmOutcome = { session: OpenedSession } | { refusal: AppError };

export function createEnrolmentService(dependencies: OperatorAccessDependencies) {
  const { repository, transactor, clock } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);

  /** The ticket and its operator while the ticket can still be used; AUTH_ENROLMENT_INVALID otherwise. */
  async function usableTicket(
    tx: DbExecutor,
    ticket: string,
    now: Date,
  ): Promise<{ row: EnrolmentTicketRow; admin: AdminRow }> {
    const row = await repository.findEnrolmentTicket(tx, hashToken(ticket), true);
    const admin = row && (await repository.findAdminById(tx, row.adminId, true));
    // An operator deactivated or enrolled meanwhile has no use for the ticket any more.
    if (!row || !admin || row.spentAt || now >= row.expiresAt || admin.disabledAt || admin.totpSecret) {
      throw new AppError('AUTH_ENROLMENT_INVALID');
    }
    return { row, admin };
  }

  return {
    /** The secret to enrol (made at the first call, the same at the next ones) as otpauth URI and text. */
    async startEnrolment(ticket: string) {
      const now = clock.now();
      return transactor.run(async (tx) => {
        const { row, admin } = await usableTicket(tx, ticket, now);
        let sealed = row.totpSecret;
        if (sealed === null) {
          sealed = secretBox.seal(newTotpSecret(), adminTotpContext(admin.id));
          await repository.updateEnrolmentTicket(tx, row.id, { totpSecret: sealed });
        }
        return enrolmentOf(dependencies, sealed, admin, { ticket, expiresAt: row.expiresAt });
      });
    },

    /**
     * A code of the new authenticator: the secret becomes the operator's, the ticket is spent and a
     * session opens. A wrong code counts against the ticket (committed before the refusal answers).
     */
    async confirmEnrolment(ticket: string, code: string, caller: AdminCaller): Promise<OpenedSession> {
      const now = clock.now();
      const outcome = await transactor.run(async (tx): Promise<ConfirmOutcome> => {
        const { row, admin } = await usableTicket(tx, ticket, now);
        if (row.totpSecret === null) return { refusal: new AppError('AUTH_ENROLMENT_INVALID') };
        const secret = secretBox.open(row.totpSecret, adminTotpContext(admin.id));
        const step = await acceptedTimeStep(secret, code, now, null);
        if (step === undefined) {
          const failedCodes = row.failedCodes + 1;
          await repository.updateEnrolmentTicket(tx, row.id, {
            failedCodes,
            ...(failedCodes >= enrolmentTicketMaxFailures ? { spentAt: now } : {}),
          });
          await repository.insertAudit(
            tx,
            accessAudit(admin.id, 'admin.login_failed', caller, now, { reason: 'enrolment_code' }),
          );
          return { refusal: new AppError('AUTH_2FA_INVALID') };
        }
        const enrolled = await repository.updateAdmin(tx, admin.id, {
          totpSecret: row.totpSecret,
          totpLastTimeStep: step,
        });
        await repository.spendEnrolmentTicketsOf(tx, admin.id, now);
        await repository.insertAudit(tx, accessAudit(admin.id, 'admin.two_factor_enrolled', caller, now));
        return { session: await openSession(dependencies, tx, enrolled, caller, now) };
      });
      if ('refusal' in outcome) throw outcome.refusal;
      return outcome.session;
    },
  };
}
