// The player search's field and filters, each bound to one key of the URL. The search field applies itself
// a moment after the operator stops typing (or at once on Enter), so typing a name sends one call, not one
// per key.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablePatch } from '../../../lib/table-params';
import { typingPauseMs } from '../../../lib/typing-pause';
import type { PlayerSearchParams } from '../api/players';

function SearchField(props: { readonly value: string; readonly onApply: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { onApply } = props;
  // The URL changed under the field (back button, a link): show what it says now.
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (value: string) => {
    setDraft(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onApply(value.trim()), typingPauseMs);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onApply(draft.trim());
  };
  return (
    <form className="field field--inline player-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>{t('players.search')}</label>
      <input
        id={id}
        type="search"
        value={draft}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
      />
      <button type="submit">{t('players.searchButton')}</button>
    </form>
  );
}

function Select(props: {
  readonly label: string;
  readonly value: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('players.filters.any')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date applies when picked; a code (country, currency) when complete: on Enter or leaving the field. */
function Input(props: {
  readonly label: string;
  readonly type: 'date' | 'text';
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(props.value ?? '');
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setDraft(props.value ?? '');
  }
  const apply = () => {
    if (draft.trim() !== (props.value ?? '')) props.onChange(draft.trim());
  };
  return (
    <div className="field field--inline">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        value={draft}
        size={props.type === 'text' ? 4 : undefined}
        maxLength={props.type === 'text' ? 10 : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (props.type === 'date') props.onChange(event.target.value);
        }}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </div>
  );
}

export function PlayerFilters({
  params,
  update,
}: {
  readonly params: PlayerSearchParams;
  readonly update: (patch: TablePatch) => void;
}) {
  const { t } = useTranslation();
  const set = (key: keyof PlayerSearchParams) => (value: string) => update({ [key]: value });
  const yesNo = [
    { value: 'true', label: t('players.filters.yes') },
    { value: 'false', label: t('players.filters.no') },
  ];
  const dateFilters = ['registered_from', 'registered_to', 'last_login_from', 'last_login_to'] as const;
  return (
    <>
      <SearchField value={params.q ?? ''} onApply={(q) => update({ q })} />
      <details className="player-filters" open={hasFilter(params)}>
        <summary>{t('players.filters.title')}</summary>
        <div className="filters">
          <Select
            label={t('players.userStatus')}
            value={params.status}
            options={(['1', '2', '6', '7'] as const).map((value) => ({
              value,
              label: t(`players.userStatuses.${value}`),
            }))}
            onChange={set('status')}
          />
          <Select
            label={t('players.playerStatus')}
            value={params.player_status}
            options={(['0', '1', '2'] as const).map((value) => ({
              value,
              label: t(`players.playerStatuses.${value}`),
            }))}
            onChange={set('player_status')}
          />
          <Select
            label={t('players.filters.verified')}
            value={params.verified}
            options={yesNo}
            onChange={set('verified')}
          />
          <Select
            label={t('players.filters.selfExcluded')}
            value={params.self_excluded}
            options={yesNo}
            onChange={set('self_excluded')}
          />
          <Input
            label={t('players.filters.country')}
            type="text"
            value={params.country}
            onChange={set('country')}
          />
          <Input
            label={t('players.filters.currency')}
            type="text"
            value={params.currency}
            onChange={set('currency')}
          />
          {dateFilters.map((key) => (
            <Input
              key={key}
              label={t(`players.filters.${key}`)}
              type="date"
              value={params[key]}
              onChange={set(key)}
            />
          ))}
        </div>
      </details>
    </>
  );
}

function hasFilter(params: PlayerSearchParams): boolean {
  return Object.entries(params).some(([key, value]) => key !== 'q' && key !== 'page' && value !== undefined);
}
