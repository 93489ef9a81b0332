// A screen's own check of the operator's role, for an address typed by hand: the server refuses the
// calls anyway (403 ADMIN_FORBIDDEN); this says so before any call is made.
import type { AdminPermission } from '@reelvault/contract/calls/backoffice';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../../features/auth/api/operator';
import { mayOpen } from '../navigation';

export function Permitted({
  permission,
  orPermission,
  children,
}: {
  readonly permission: AdminPermission;
  /** Another permission that opens the screen as well. */
  readonly orPermission?: AdminPermission;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const operator = useOperator().data;
  if (operator && mayOpen(operator.role, { permission, orPermission })) return children;
  return (
    <section className="page">
      <h1>{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
    </section>
  );
}
