// The six digits of the authenticator app, as sign-in and the two-factor enrolment ask for them: digits
// only (anything else typed is dropped), the browser offered the one-time code, and a hint read with it.
import type { Ref } from 'react';

export function OneTimeCodeField({
  id,
  label,
  hint,
  value,
  onChange,
  ref,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly ref?: Ref<HTMLInputElement>;
}) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      <input
        id={id}
        ref={ref}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-describedby={hintId}
      />
    </div>
  );
}
