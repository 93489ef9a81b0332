// Filters of a list, each bound to one key of the URL's search params: changing one goes back to the
// first page. A text filter applies when submitted (Enter or its button), not at every keystroke.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { patchTableParams } from '../lib/table-params';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

export function FilterSelect(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly FilterOption[];
}) {
  const id = useId();
  const [, setSearch] = useSearchParams();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) =>
          setSearch((current) => patchTableParams(current, { [props.name]: event.target.value }))
        }
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterText(props: {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  /** A day picker instead of a search field (the audit log's dates). */
  readonly type?: 'search' | 'date';
}) {
  const { t } = useTranslation();
  const id = useId();
  const [, setSearch] = useSearchParams();
  const [draft, setDraft] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // The URL changed under the field (back button, a link): show what it says now.
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch((current) => patchTableParams(current, { [props.name]: draft.trim() }));
  };
  return (
    <form className="field field--inline" role="search" onSubmit={submit}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'search'}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit">{t('table.applyFilter')}</button>
    </form>
  );
}
