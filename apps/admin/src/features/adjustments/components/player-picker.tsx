// The player of an adjustment, found by username, e-mail or id with the player search
// (GET /api/admin/players?q=) and picked from its answers: an editable combobox with a list of players
// (arrow keys move through it, Enter picks, Escape closes it), how many were found and who was picked said
// in a status line that screen readers announce. Typing again drops the pick, so what is sent is always a
// player the operator saw in the list.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { typingPauseMs } from '../../../lib/typing-pause';
import { usePlayerSearch } from '../../players/api/players';

export interface PickedPlayer {
  readonly id: number;
  readonly username: string;
  readonly email: string;
  readonly currency: string;
}

const shownPlayers = 8;

export function PlayerPicker(props: {
  readonly id: string;
  readonly label: string;
  readonly value: PickedPlayer | null;
  readonly onChange: (player: PickedPlayer | null) => void;
  /** The field's error (the server's, or the pick missing), shown and read with the field. */
  readonly error?: string | undefined;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const hintId = `${props.id}-hint`;
  const statusId = `${props.id}-status`;
  const errorId = `${props.id}-error`;
  const [text, setText] = useState(props.value?.username ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const picked = props.value;

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), typingPauseMs);
    return () => clearTimeout(timer);
  }, [text]);

  const searching = picked === null && query !== '';
  const search = usePlayerSearch({ q: query, page: 1 }, { enabled: searching, perPage: shownPlayers });
  const players = searching && !search.isPlaceholderData ? (search.data?.data ?? []) : [];
  const expanded = open && players.length > 0;

  const pick = (player: PickedPlayer) => {
    props.onChange({
      id: player.id,
      username: player.username,
      email: player.email,
      currency: player.currency,
    });
    setText(player.username);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (players.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        !expanded || current < 0
          ? step === 1
            ? 0
            : players.length - 1
          : (current + step + players.length) % players.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Enter picks the highlighted player rather than sending the form.
      event.preventDefault();
      const player = players[active];
      if (player) pick(player);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape is the dialog's, when the form is in one.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (picked) {
    status = t('adjustments.picker.chosen', {
      username: picked.username,
      email: picked.email,
      id: picked.id,
    });
  } else if (searching && search.isFetching) {
    status = t('adjustments.picker.searching');
  } else if (searching && search.error) {
    status = t('adjustments.picker.failed');
  } else if (searching && search.data && !search.isPlaceholderData) {
    status =
      players.length === 0
        ? t('adjustments.picker.none')
        : t('adjustments.picker.found', { count: search.data.pagination.total });
  }

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  return (
    <div className="field picker">
      <label htmlFor={props.id}>{props.label}</label>
      <p id={hintId} className="field__hint">
        {t('adjustments.picker.hint')}
      </p>
      <input
        id={props.id}
        type="text"
        role="combobox"
        autoComplete="off"
        required
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[hintId, statusId, props.error ? errorId : ''].filter(Boolean).join(' ')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          if (picked) props.onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={props.label} className="picker__list" hidden={!expanded}>
        {players.map((player, index) => (
          <li
            key={player.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'is-active' : undefined}
            // Keeps the focus in the field, so the pick does not first close the list by blurring it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(player)}
          >
            {t('adjustments.picker.option', {
              username: player.username,
              email: player.email,
              id: player.id,
            })}
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className="muted">
        {status}
      </p>
      {props.error ? (
        <p id={errorId} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
