// One labelled control of a bonus form with the server's refusal of that field under it (the 422's
// entry for the field's path), tied to the control for screen readers; and a form's refusals that name
// no field drawn (`amounts.EUR.max`) as a list under the form.
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { isApiError } from '../../../lib/api-error';

export interface ControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** The field errors of a failed call, by the field's path. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return isApiError(error) ? error.fieldErrors : {};
}

export function FormField(props: {
  readonly label: string;
  readonly error: readonly string[] | undefined;
  readonly children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const error = props.error?.join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      {props.children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The refusals of paths no field of the form shows, each with its path. */
export function OtherFieldErrors(props: {
  readonly errors: Record<string, string[]>;
  readonly shown: readonly string[];
}) {
  const rest = Object.entries(props.errors).filter(([path]) => !props.shown.includes(path));
  if (rest.length === 0) return null;
  return (
    <ul className="notice notice--error" role="alert">
      {rest.map(([path, messages]) => (
        <li key={path}>
          <code>{path}</code>: {messages.join(' ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * The end of a bonus form: the refusals no field shows (or the call's failure when it names no field),
 * then save (its label while sending) and, where the form can be left, cancel.
 */
export function FormEnd(props: {
  readonly error: unknown;
  readonly shown: readonly string[];
  readonly pending: boolean;
  readonly submitLabel?: string;
  readonly onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const errors = fieldErrorsOf(props.error);
  return (
    <>
      <OtherFieldErrors errors={errors} shown={props.shown} />
      {props.error && Object.keys(errors).length === 0 ? <ErrorNotice error={props.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={props.pending}>
          {props.pending ? t('bonuses.saving') : (props.submitLabel ?? t('bonuses.save'))}
        </button>
        {props.onCancel ? (
          <button type="button" className="button" onClick={props.onCancel}>
            {t('dialog.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
