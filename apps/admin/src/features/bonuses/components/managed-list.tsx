// What the offers and promo codes screens share: the operator who manages bonuses opens the form on a new
// row or an existing one, pauses or resumes a row from the list, and reads the server's answer above
// the list; an operator who only reads sees the list.
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { useOperator } from '../../auth/api/operator';
import type { Switch } from '../api/bonuses';

/** The pause-or-resume call, as the screens use it. */
export interface SwitchCall {
  readonly isPending: boolean;
  readonly error: unknown;
  reset(): void;
  mutate(change: Switch, options: { onSuccess: (reply: { readonly message: string }) => void }): void;
}

export function useManagedList<T extends { readonly id: number; readonly status: string }>(
  toggle: SwitchCall,
) {
  const { t } = useTranslation();
  const role = useOperator().data?.role;
  const mayManage = role !== undefined && adminMay(role, 'bonuses.manage');
  const [editing, setEditing] = useState<{ readonly row: T | null } | null>(null);
  const [message, setMessage] = useState<string | undefined>();
  const open = (row: T | null) => {
    setMessage(undefined);
    toggle.reset();
    setEditing({ row });
  };
  /** Edit and pause (or resume) for a row, named for screen readers by `name`. */
  const actions = (row: T, name: string) =>
    mayManage ? (
      <span className="row-actions">
        <button type="button" className="button" onClick={() => open(row)}>
          {t('bonuses.edit')}
          <span className="visually-hidden"> {name}</span>
        </button>
        <button
          type="button"
          className="button"
          disabled={toggle.isPending}
          onClick={() => {
            setMessage(undefined);
            toggle.mutate(
              { id: row.id, pause: row.status === 'active' },
              { onSuccess: (reply) => setMessage(reply.message) },
            );
          }}
        >
          {row.status === 'active' ? t('bonuses.pause') : t('bonuses.resume')}
          <span className="visually-hidden"> {name}</span>
        </button>
      </span>
    ) : null;
  return {
    editing,
    actions,
    cancel: () => setEditing(null),
    done: (text: string) => {
      setEditing(null);
      setMessage(text);
    },
    /** The new-row button, the form while open, the last answer and a failed pause or resume. */
    head: (newLabel: string, form: (row: T | null) => ReactNode) => (
      <>
        {mayManage && editing === null ? (
          <p>
            <button type="button" className="button button--primary" onClick={() => open(null)}>
              {newLabel}
            </button>
          </p>
        ) : null}
        {editing ? form(editing.row) : null}
        <SuccessNotice message={message} />
        {toggle.error ? <ErrorNotice error={toggle.error} /> : null}
      </>
    ),
  };
}
