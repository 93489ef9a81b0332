// The operators, by e-mail: role, whether they may sign in, whether their authenticator is enrolled, their
// last sign-in; and per operator the administrator's actions, each confirmed in a dialog that shows the
// server's refusal in place (ADMIN_LAST_ADMIN, ...) and the server's message once done.
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import type { adminOperator } from '@reelvault/contract/calls/backoffice-operators';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ActionDialog } from '../../../components/action-dialog';
import { column, DataTable } from '../../../components/data-table';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { formatDateTime } from '../../../lib/format';
import { useTableParams } from '../../../lib/table-params';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { operatorsParams, useOperatorAction, useOperators } from '../api/operators';

export type AdminOperator = z.infer<typeof adminOperator>;
type ActionKind = 'role' | 'deactivate' | 'reactivate' | 'resetTwoFactor';
type Pending = { readonly kind: ActionKind; readonly row: AdminOperator } | null;

export function OperatorsList() {
  const { t } = useTranslation();
  const { params } = useTableParams(operatorsParams);
  const list = useOperators(params);
  const action = useOperatorAction();
  const [pending, setPending] = useState<Pending>(null);

  const open = (kind: ActionKind, row: AdminOperator) => {
    action.reset();
    setPending({ kind, row });
  };
  const done = { onSuccess: () => setPending(null) };

  const columns = [
    column<AdminOperator>('email', t('operators.columns.email'), (row) => row.email),
    column<AdminOperator>('role', t('operators.columns.role'), (row) => t(`roles.${row.role}`)),
    column<AdminOperator>('active', t('operators.columns.active'), (row) =>
      row.active ? t('operators.yes') : t('operators.no'),
    ),
    column<AdminOperator>('twoFactor', t('operators.columns.twoFactor'), (row) =>
      row.two_factor_enrolled ? t('operators.yes') : t('operators.no'),
    ),
    column<AdminOperator>('lastLogin', t('operators.columns.lastLogin'), (row) =>
      row.last_login_at ? formatDateTime(row.last_login_at) : t('operators.never'),
    ),
    column<AdminOperator>('actions', t('operators.columns.actions'), (row) => (
      <span className="row-actions">
        <button type="button" className="button" onClick={() => open('role', row)}>
          {t('operators.actions.role')}
          <span className="visually-hidden"> {row.email}</span>
        </button>
        {row.active ? (
          <button type="button" className="button button--danger" onClick={() => open('deactivate', row)}>
            {t('operators.actions.deactivate')}
            <span className="visually-hidden"> {row.email}</span>
          </button>
        ) : (
          <button type="button" className="button" onClick={() => open('reactivate', row)}>
            {t('operators.actions.reactivate')}
            <span className="visually-hidden"> {row.email}</span>
          </button>
        )}
        {row.two_factor_enrolled ? (
          <button type="button" className="button" onClick={() => open('resetTwoFactor', row)}>
            {t('operators.actions.resetTwoFactor')}
            <span className="visually-hidden"> {row.email}</span>
          </button>
        ) : null}
      </span>
    )),
  ];

  return (
    <>
      <SuccessNotice message={action.isSuccess ? action.data.message : undefined} />
      <DataTable
        caption={t('operators.caption')}
        columns={columns}
        rows={list.data?.data}
        rowKey={(row) => String(row.id)}
        pagination={list.data?.pagination}
        isLoading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={t('operators.empty')}
      />
      {pending?.kind === 'role' ? (
        <RoleDialog
          row={pending.row}
          pending={action.isPending}
          error={action.error}
          onSubmit={(role) => action.mutate({ kind: 'role', id: pending.row.id, role }, done)}
          onClose={() => setPending(null)}
        />
      ) : pending ? (
        <ActionDialog
          title={t(`operators.dialog.${pending.kind}Title`)}
          description={t(`operators.dialog.${pending.kind}Effect`, { email: pending.row.email })}
          required={false}
          danger={pending.kind !== 'reactivate'}
          submitLabel={t(`operators.actions.${pending.kind}`)}
          pending={action.isPending}
          error={action.error}
          onSubmit={() =>
            action.mutate({ kind: pending.kind as Exclude<ActionKind, 'role'>, id: pending.row.id }, done)
          }
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

function RoleDialog(props: {
  readonly row: AdminOperator;
  readonly pending: boolean;
  readonly error: unknown;
  readonly onSubmit: (role: AdminRole) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();
  const fieldId = useId();
  const [role, setRole] = useState<AdminRole>(props.row.role);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(role);
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <form method="dialog" onSubmit={submit}>
        <h2 id={titleId}>{t('operators.dialog.roleTitle')}</h2>
        <div className="dialog__description">
          {t('operators.dialog.roleEffect', { email: props.row.email })}
        </div>
        <div className="field">
          <label htmlFor={fieldId}>{t('operators.create.role')}</label>
          <select id={fieldId} value={role} onChange={(event) => setRole(event.target.value as AdminRole)}>
            {adminRoles.map((item) => (
              <option key={item} value={item}>
                {t(`roles.${item}`)}
              </option>
            ))}
          </select>
        </div>
        {props.error ? <ErrorNotice error={props.error} /> : null}
        <div className="actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={props.pending || role === props.row.role}
          >
            {t('operators.actions.role')}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
