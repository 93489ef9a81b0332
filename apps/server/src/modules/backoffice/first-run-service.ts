// The first run (decision 0708): while no operator exists, the machine the server runs on may create the
// first administrator, whose two-factor is enrolled before any session exists (the reply is the
// enrolment step). Once an operator exists, or from any other address, it is refused; two setups at once
// are serialised by the operators' lock, so only one of them creates an administrator.
import { AppError } from '../../http/app-error';
import { hashPassword } from '../../security/password-hash';
import {
  accessAudit,
  enrolmentOf,
  issueEnrolmentTicket,
  type AdminCaller,
  type OperatorAccessDependencies,
} from './operator-access';
import { operatorAuditView } from './operator-rules';
import { checkedCredentials } from './sessions-service';

export type SetupClosedReason = 'operators_exist' | 'not_local';

export function createFirstRunService(dependencies: OperatorAccessDependencies) {
  const { repository, transactor, clock } = dependencies;

  return {
    /** Whether the first administrator may be created by this caller, and why not. */
    async setupStatus(local: boolean): Promise<{ open: boolean; reason: SetupClosedReason | null }> {
      if ((await repository.countAdmins(transactor.db)) > 0)
        return { open: false, reason: 'operators_exist' };
      if (!local) return { open: false, reason: 'not_local' };
      return { open: true, reason: null };
    },

    /** Creates the first administrator (no two-factor yet) and answers the enrolment step. */
    async setup(input: { email: string; password: string }, caller: AdminCaller, local: boolean) {
      if ((await repository.countAdmins(transactor.db)) > 0) throw new AppError('ADMIN_SETUP_CLOSED');
      if (!local) throw new AppError('ADMIN_SETUP_LOCAL_ONLY');
      const { email } = checkedCredentials(input);
      const passwordHash = await hashPassword(input.password);
      const now = clock.now();
      return transactor.run(async (tx) => {
        await repository.lockOperatorRoster(tx);
        // Asked again under the lock: a setup that ran meanwhile has made its administrator.
        if ((await repository.countAdmins(tx)) > 0) throw new AppError('ADMIN_SETUP_CLOSED');
        const admin = await repository.insertAdmin(tx, {
          email,
          passwordHash,
          role: 'admin',
          totpSecret: null,
          createdAt: now,
        });
        const issued = await issueEnrolmentTicket(dependencies, tx, admin.id, now, true);
        await repository.insertAudit(
          tx,
          accessAudit(admin.id, 'admin.setup', caller, now, operatorAuditView(admin)),
        );
        if (issued.sealedSecret === null) throw new Error('the first run made no secret to enrol');
        return enrolmentOf(dependencies, issued.sealedSecret, admin, issued);
      });
    },
  };
}
