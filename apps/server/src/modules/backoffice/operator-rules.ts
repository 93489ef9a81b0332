// The rules of operator management that need no storage: the row an administrator sees, and the one
// change that is never allowed, leaving the back office without an active administrator.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminRow } from './repository';

/** An operator as the operator list shows them (never a secret or a hash). */
export function operatorRow(row: AdminRow) {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    active: row.disabledAt === null,
    two_factor_enrolled: row.totpSecret !== null,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export type OperatorView = ReturnType<typeof operatorRow>;

/** What an operator looks like in the audit log's before and after: no secret, no hash. */
export function operatorAuditView(row: AdminRow) {
  const { id, email, role, active, two_factor_enrolled } = operatorRow(row);
  return { id, email, role, active, two_factor_enrolled };
}

/**
 * Whether `change` would leave no active administrator: `target` is an active administrator who would be
 * deactivated or given another role, and no other active administrator remains (`activeAdminIds` read
 * under the operators' lock).
 */
export function leavesNoAdmin(
  target: Pick<AdminRow, 'id' | 'role' | 'disabledAt'>,
  change: { readonly role?: AdminRole; readonly active?: boolean },
  activeAdminIds: readonly number[],
): boolean {
  const targetIsActiveAdmin = target.role === 'admin' && target.disabledAt === null;
  if (!targetIsActiveAdmin) return false;
  const stopsBeingAdmin = change.active === false || (change.role !== undefined && change.role !== 'admin');
  if (!stopsBeingAdmin) return false;
  return activeAdminIds.every((id) => id === target.id);
}
