// A labelled text input (text, e-mail, password, date, ...) that react-hook-form's `register()` spreads into.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';
import { controlClasses } from './field-classes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} className={`${controlClasses} ${className}`} />}
    </Field>
  );
}
