// A labelled select that react-hook-form's `register()` spreads into; the options are its children.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field';
import { controlClasses } from './field-classes';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, className = '', children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...select} {...control} className={`${controlClasses} ${className}`}>
          {children}
        </select>
      )}
    </Field>
  );
}
