// The catalogue screens' dialogs share one frame (title, what the change does, the refusal, Save and
// Cancel); a choice of several (a game's categories, its badges) is one such dialog of checkboxes.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { useModalDialog } from '../../../lib/use-modal-dialog';

export interface DialogProps {
  readonly pending: boolean;
  readonly error: unknown;
  readonly onClose: () => void;
}

export function CatalogueDialog(
  props: DialogProps & {
    readonly title: string;
    readonly description: string;
    readonly onSubmit: () => void;
    /** The form checks its fields itself (the browser's own checks are off). */
    readonly noValidate?: boolean;
    readonly children: ReactNode;
  },
) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <form method="dialog" onSubmit={submit} noValidate={props.noValidate}>
        <h2 id={titleId}>{props.title}</h2>
        <p className="dialog__description">{props.description}</p>
        {props.children}
        {props.error ? <ErrorNotice error={props.error} /> : null}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={props.pending}>
            {t('catalogue.save')}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/** Checkboxes of `options`; Save answers the ticked values in the options' order. */
export function ChoiceDialog<V extends string | number>(
  props: DialogProps & {
    readonly title: string;
    readonly description: string;
    readonly legend: string;
    readonly options: readonly { readonly value: V; readonly label: string }[];
    readonly chosen: readonly V[];
    readonly onSubmit: (values: V[]) => void;
  },
) {
  const [chosen, setChosen] = useState<ReadonlySet<V>>(new Set(props.chosen));
  const toggle = (value: V, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    setChosen(next);
  };
  return (
    <CatalogueDialog
      {...props}
      onSubmit={() =>
        props.onSubmit(
          props.options.filter((option) => chosen.has(option.value)).map((option) => option.value),
        )
      }
    >
      <fieldset className="field choice">
        <legend>{props.legend}</legend>
        {props.options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              checked={chosen.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />{' '}
            {option.label}
          </label>
        ))}
      </fieldset>
    </CatalogueDialog>
  );
}
