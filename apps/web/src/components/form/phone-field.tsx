// A phone number in two parts: the calling code chosen by country (+30 for Greece) and the number after it.
import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes } from 'react';
import type { Country } from '@/lib/countries';
import { controlLook, labelClasses } from './field-classes';

export interface PhoneFieldProps {
  readonly label: string;
  readonly codeLabel: string;
  readonly countries: readonly Country[];
  readonly error?: string | undefined;
  readonly codeSelect: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };
  readonly numberInput: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}

export function PhoneField({ label, codeLabel, countries, error, codeSelect, numberInput }: PhoneFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-number`} className={labelClasses}>
        {label}
      </label>
      <div className="flex gap-2">
        <select {...codeSelect} aria-label={codeLabel} className={`${controlLook} w-28 shrink-0 ps-2 pe-1`}>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {`${country.slug} ${country.code}`}
            </option>
          ))}
        </select>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          {...numberInput}
          id={`${id}-number`}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={`${controlLook} min-w-0 flex-1`}
        />
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
