// The request of a manual adjustment: player (found by name, e-mail or id and picked from the search's
// answers), currency, cash or bonus, credit or debit, amount, category and note. The form holds one UUID from its first draw until the server accepts it, so a submit sent
// twice (a double click, a retry after a lost answer) is one adjustment; the next request gets a new one.
// The answer says whether it was applied at once or waits for a second operator.
import {
  adjustmentBalances,
  adjustmentCategories,
  adjustmentDirections,
  type AdjustmentRow,
} from '@reelvault/contract/calls/backoffice-adjustments';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { formatMoney } from '@reelvault/contract/money';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-notice';
import { isApiError } from '../../../lib/api-error';
import { interfaceLanguage } from '../../../i18n/i18n';
import { useRequestAdjustment, type AdjustmentRequest } from '../api/adjustments';
import { PlayerPicker, type PickedPlayer } from './player-picker';

type Draft = Omit<AdjustmentRequest, 'id' | 'player_id'> & { readonly player: PickedPlayer | null };

const emptyDraft: Draft = {
  player: null,
  currency: 'EUR',
  balance: 'cash',
  direction: 'credit',
  amount: '',
  category: 'goodwill',
  note: '',
};

export function AdjustmentForm({
  player,
}: {
  /** Opened from a player's page: that player (and their currency) already chosen. */
  readonly player?: PickedPlayer;
} = {}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const request = useRequestAdjustment();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const startDraft: Draft = {
    ...emptyDraft,
    ...(player === undefined ? {} : { player, currency: player.currency }),
  };
  const [draft, setDraft] = useState<Draft>(startDraft);
  const [done, setDone] = useState<AdjustmentRow | null>(null);
  const prefix = useId();
  const [missingPlayer, setMissingPlayer] = useState(false);
  const fieldErrors = isApiError(request.error) ? request.error.fieldErrors : {};
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setDone(null);
    const { player: chosen, ...rest } = draft;
    setMissingPlayer(chosen === null);
    if (chosen === null) return;
    request.mutate(
      { ...rest, id: requestId, player_id: chosen.id },
      {
        onSuccess: (reply) => {
          setDone(reply.data);
          setDraft(startDraft);
          setRequestId(crypto.randomUUID());
        },
      },
    );
  };

  const field = (name: keyof AdjustmentRequest, label: string, control: (props: FieldProps) => ReactNode) => {
    const id = `${prefix}-${name}`;
    const error = fieldErrors[name]?.join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {control({
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
  };

  return (
    <form className="adjustment-form" onSubmit={submit} aria-labelledby={`${prefix}-title`} noValidate>
      <h2 id={`${prefix}-title`}>{t('adjustments.form.title')}</h2>
      <PlayerPicker
        // A new request starts with a new field (the text typed for the last one gone).
        key={requestId}
        id={`${prefix}-player_id`}
        label={t('adjustments.form.player')}
        value={draft.player}
        onChange={(chosen) => {
          setMissingPlayer(false);
          const own = registrationCurrencies.find((code) => code === chosen?.currency);
          set(own === undefined ? { player: chosen } : { player: chosen, currency: own });
        }}
        error={missingPlayer ? t('adjustments.picker.required') : fieldErrors['player_id']?.join(' ')}
      />
      {field('currency', t('adjustments.form.currency'), (props) => (
        <select {...props} value={draft.currency} onChange={(event) => set({ currency: event.target.value })}>
          {registrationCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      ))}
      <Choice
        legend={t('adjustments.form.balance')}
        name={`${prefix}-balance`}
        value={draft.balance}
        options={adjustmentBalances.map((value) => ({ value, label: t(`adjustments.balance.${value}`) }))}
        onChange={(balance) => set({ balance })}
      />
      <Choice
        legend={t('adjustments.form.direction')}
        name={`${prefix}-direction`}
        value={draft.direction}
        options={adjustmentDirections.map((value) => ({ value, label: t(`adjustments.direction.${value}`) }))}
        onChange={(direction) => set({ direction })}
      />
      {field('amount', t('adjustments.form.amount'), (props) => (
        <input
          {...props}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          required
          value={draft.amount}
          onChange={(event) => set({ amount: event.target.value })}
        />
      ))}
      {field('category', t('adjustments.form.category'), (props) => (
        <select
          {...props}
          value={draft.category}
          onChange={(event) =>
            set({ category: adjustmentCategories.find((item) => item === event.target.value) ?? 'other' })
          }
        >
          {adjustmentCategories.map((value) => (
            <option key={value} value={value}>
              {t(`adjustments.category.${value}`)}
            </option>
          ))}
        </select>
      ))}
      {field('note', t('adjustments.form.note'), (props) => (
        <textarea
          {...props}
          rows={3}
          maxLength={1000}
          required
          value={draft.note}
          onChange={(event) => set({ note: event.target.value })}
        />
      ))}
      {request.error ? (
        <p className="notice notice--error" role="alert">
          {errorText(request.error)}
        </p>
      ) : null}
      <p className="notice notice--success" role="status" hidden={!done}>
        {done ? <AdjustmentOutcome row={done} /> : null}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={request.isPending}>
          {request.isPending ? t('adjustments.form.sending') : t('adjustments.form.submit')}
        </button>
      </div>
    </form>
  );
}

interface FieldProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

function Choice<T extends string>(props: {
  readonly legend: string;
  readonly name: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
}) {
  return (
    <fieldset className="field choice">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="field--inline">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function AdjustmentOutcome({ row }: { readonly row: AdjustmentRow }) {
  const { t } = useTranslation();
  const values = {
    amount: formatMoney(interfaceLanguage(), row.amount, row.currency),
    player: row.player.username,
  };
  return row.status === 'applied'
    ? t('adjustments.form.applied', values)
    : t('adjustments.form.pending', values);
}
