// A decision that needs words (a reason, a note, a bank reference): a modal <dialog> (focus stays inside,
// Escape closes it, and the focus goes back to the button that opened it once it closes) with one text field
// (none for a decision that takes no words), the server's refusal shown in place, and the action confirmed
// only by its own button.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../lib/use-modal-dialog';
import { ErrorNotice } from './error-notice';

export interface ActionDialogProps {
  readonly title: string;
  /** What the decision does, in a sentence the operator reads before confirming. */
  readonly description: ReactNode;
  /** The text field's label; without it the dialog only confirms (and submits an empty text). */
  readonly fieldLabel?: string;
  readonly required: boolean;
  readonly multiline?: boolean;
  readonly submitLabel: string;
  readonly danger?: boolean;
  readonly pending: boolean;
  readonly error: unknown;
  /** Ready-made texts the operator may pick instead of typing (reasons from a list). */
  readonly suggestions?: readonly string[];
  readonly onSubmit: (text: string) => void;
  readonly onClose: () => void;
}

export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog();
  const fieldId = useId();
  const titleId = useId();
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.required && text.trim() === '') return;
    props.onSubmit(text.trim());
  };

  const fieldProps = {
    id: fieldId,
    value: text,
    required: props.required,
    maxLength: 500,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
  };

  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={props.onClose}>
      <form method="dialog" onSubmit={submit}>
        <h2 id={titleId}>{props.title}</h2>
        <div className="dialog__description">{props.description}</div>
        {props.suggestions && props.suggestions.length > 0 ? (
          <fieldset className="dialog__suggestions">
            <legend>{t('dialog.suggestions')}</legend>
            {props.suggestions.map((suggestion) => (
              <button key={suggestion} type="button" className="chip" onClick={() => setText(suggestion)}>
                {suggestion}
              </button>
            ))}
          </fieldset>
        ) : null}
        {props.fieldLabel === undefined ? null : (
          <div className="field">
            <label htmlFor={fieldId}>
              {props.fieldLabel}
              {props.required ? null : ` ${t('dialog.optional')}`}
            </label>
            {props.multiline ? <textarea rows={3} {...fieldProps} /> : <input type="text" {...fieldProps} />}
          </div>
        )}
        {props.error ? <ErrorNotice error={props.error} /> : null}
        <div className="actions">
          <button
            type="submit"
            className={props.danger ? 'button button--danger' : 'button button--primary'}
            disabled={props.pending || (props.required && text.trim() === '')}
          >
            {props.submitLabel}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
