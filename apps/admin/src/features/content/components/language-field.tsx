// The language a content screen edits: one of the site's 14 languages, by its own name and code.
import { locales } from '@reelvault/contract/constants/locales';
import { useId } from 'react';

export function LanguageField(props: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (locale: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {locales.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.label} ({entry.code})
          </option>
        ))}
      </select>
    </div>
  );
}
