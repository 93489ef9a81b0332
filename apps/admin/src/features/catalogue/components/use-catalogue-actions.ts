// What the games and studios screens share: whether the operator may change the catalogue, the row whose
// dialog is open, and a change sent with its answer read out above the list (the dialog closes on success).
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { useState } from 'react';
import { useOperator } from '../../auth/api/operator';
import { useCatalogueChange, type CatalogueChange } from '../api/catalogue';

/** Whether the signed-in operator may change the catalogue (`catalogue.manage`). */
export function useMayManageCatalogue(): boolean {
  const role = useOperator().data?.role;
  return role !== undefined && adminMay(role, 'catalogue.manage');
}

export function useCatalogueActions<T>() {
  const change = useCatalogueChange();
  const mayManage = useMayManageCatalogue();
  const [message, setMessage] = useState<string | undefined>();
  const [editing, setEditing] = useState<T | null>(null);
  return {
    mayManage,
    pending: change.isPending,
    error: change.error,
    message,
    editing,
    send(request: CatalogueChange) {
      setMessage(undefined);
      change.mutate(request, {
        onSuccess: (reply) => {
          setEditing(null);
          setMessage(reply.message);
        },
      });
    },
    edit(row: T) {
      change.reset();
      setMessage(undefined);
      setEditing(row);
    },
    close() {
      setEditing(null);
    },
  };
}
