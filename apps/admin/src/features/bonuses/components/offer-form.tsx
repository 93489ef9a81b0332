// An offer written or edited by an operator who manages bonuses: its kind and trigger, the percent, the
// figures per currency (maximum, minimum deposit, fixed amount, maximum bet, maximum conversion, one free
// spin's value), free spins, wagering, contributions, expiry, currencies, countries, schedule (UTC) and
// the title per language. The server checks every field; its refusals are shown at their fields.
import {
  adminOfferKinds,
  adminOfferTriggers,
  adminWageringBases,
  type AdminBonusOffer,
} from '@reelvault/contract/calls/backoffice-bonuses';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { locales } from '@reelvault/contract/constants/locales';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveOffer } from '../api/bonuses';
import { fieldErrorsOf, FormEnd, FormField } from './form-field';
import {
  bodyOf,
  currencyColumns,
  draftOf,
  emptyRow,
  newOfferDraft,
  type CurrencyRow,
  type OfferDraft,
} from './offer-draft';
import { WelcomeTiersEditor } from './welcome-tiers-editor';

const shownFields = [
  'key',
  'kind',
  'trigger',
  'percent',
  'wagering_multiplier',
  'wagering_base',
  'expiry_days',
  'contributions.slots',
  'contributions.table',
  'contributions.live',
  'contributions.excluded_games',
  'free_spins.game',
  'free_spins.count',
  'currencies',
  'countries',
  'starts_at',
  'ends_at',
  'title.en',
];

export function OfferForm(props: {
  /** The offer edited; none for a new one. */
  readonly offer: AdminBonusOffer | null;
  readonly onDone: (saved: AdminBonusOffer, message: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveOffer();
  const [draft, setDraft] = useState<OfferDraft>(props.offer ? draftOf(props.offer) : newOfferDraft);
  const errors = fieldErrorsOf(save.error);
  const set = (patch: Partial<OfferDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setRow = (index: number, patch: Partial<CurrencyRow>) =>
    set({ rows: draft.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  const text = (
    name: keyof OfferDraft & string,
    label: string,
    options: { readonly path?: string; readonly inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <FormField label={label} error={errors[options.path ?? name]}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={options.inputMode}
          autoComplete="off"
          value={String(draft[name])}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      )}
    </FormField>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { id: props.offer?.id ?? null, body: bodyOf(draft) },
      { onSuccess: (reply) => props.onDone(reply.data, reply.message) },
    );
  };

  return (
    <form className="bonus-form" onSubmit={submit} noValidate aria-labelledby="offer-form-title">
      <h2 id="offer-form-title">
        {props.offer ? t('bonuses.offers.editTitle', { key: props.offer.key }) : t('bonuses.offers.newTitle')}
      </h2>
      {text('key', t('bonuses.offers.fields.key'))}
      <FormField label={t('bonuses.offers.fields.titleEn')} error={errors['title.en']}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.title.en ?? ''}
            onChange={(event) => set({ title: { ...draft.title, en: event.target.value } })}
          />
        )}
      </FormField>
      <details>
        <summary>{t('bonuses.offers.fields.otherTitles')}</summary>
        {locales
          .filter((locale) => locale.code !== 'en')
          .map((locale) => (
            <FormField key={locale.code} label={locale.label} error={errors[`title.${locale.code}`]}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  lang={locale.bcp47}
                  value={draft.title[locale.code] ?? ''}
                  onChange={(event) => set({ title: { ...draft.title, [locale.code]: event.target.value } })}
                />
              )}
            </FormField>
          ))}
      </details>
      <FormField label={t('bonuses.offers.fields.kind')} error={errors['kind']}>
        {(control) => (
          <select
            {...control}
            value={draft.kind}
            onChange={(event) =>
              set({ kind: adminOfferKinds.find((kind) => kind === event.target.value) ?? draft.kind })
            }
          >
            {adminOfferKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`bonuses.kind.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('bonuses.offers.fields.trigger')} error={errors['trigger']}>
        {(control) => (
          <select
            {...control}
            value={draft.trigger}
            onChange={(event) =>
              set({
                trigger:
                  adminOfferTriggers.find((trigger) => trigger === event.target.value) ?? draft.trigger,
              })
            }
          >
            {adminOfferTriggers.map((trigger) => (
              <option key={trigger} value={trigger}>
                {t(`bonuses.trigger.${trigger}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('percent', t('bonuses.offers.fields.percent'), { inputMode: 'decimal' })}

      <fieldset className="field">
        <legend>{t('bonuses.offers.fields.perCurrency')}</legend>
        <table className="currency-grid">
          <thead>
            <tr>
              <th scope="col">{t('bonuses.offers.fields.currency')}</th>
              {currencyColumns.map((column) => (
                <th key={column} scope="col">
                  {t(`bonuses.offers.columns.${column}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('bonuses.offers.removeCurrency')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, index) => (
              <tr key={index}>
                <td>
                  <select
                    aria-label={t('bonuses.offers.fields.currency')}
                    value={row.currency}
                    onChange={(event) => setRow(index, { currency: event.target.value })}
                  >
                    {registrationCurrencies.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </select>
                </td>
                {currencyColumns.map((column) => (
                  <td key={column}>
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={`${t(`bonuses.offers.columns.${column}`)} ${row.currency}`}
                      value={row[column]}
                      onChange={(event) => setRow(index, { [column]: event.target.value })}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="button"
                    onClick={() => set({ rows: draft.rows.filter((_, at) => at !== index) })}
                  >
                    {t('bonuses.offers.removeCurrency')}
                    <span className="visually-hidden"> {row.currency}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button
          type="button"
          className="button"
          onClick={() => {
            const unused = registrationCurrencies.find(
              (code) => !draft.rows.some((row) => row.currency === code),
            );
            set({ rows: [...draft.rows, emptyRow(unused ?? 'EUR')] });
          }}
        >
          {t('bonuses.offers.addCurrency')}
        </button>
      </fieldset>

      {draft.trigger === 'welcome' ? (
        <WelcomeTiersEditor tables={draft.tiers} errors={errors} onChange={(tiers) => set({ tiers })} />
      ) : null}

      {text('game', t('bonuses.offers.fields.game'), { path: 'free_spins.game' })}
      {text('spins', t('bonuses.offers.fields.spins'), { path: 'free_spins.count', inputMode: 'numeric' })}
      {text('wagering_multiplier', t('bonuses.offers.fields.wageringMultiplier'), { inputMode: 'numeric' })}
      <FormField label={t('bonuses.offers.fields.wageringBase')} error={errors['wagering_base']}>
        {(control) => (
          <select
            {...control}
            value={draft.wagering_base}
            onChange={(event) =>
              set({
                wagering_base: adminWageringBases.find((base) => base === event.target.value) ?? 'bonus',
              })
            }
          >
            {adminWageringBases.map((base) => (
              <option key={base} value={base}>
                {t(`bonuses.wageringBase.${base}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('expiry_days', t('bonuses.offers.fields.expiryDays'), { inputMode: 'numeric' })}
      {text('slots', t('bonuses.offers.fields.slots'), { path: 'contributions.slots', inputMode: 'numeric' })}
      {text('table', t('bonuses.offers.fields.table'), { path: 'contributions.table', inputMode: 'numeric' })}
      {text('live', t('bonuses.offers.fields.live'), { path: 'contributions.live', inputMode: 'numeric' })}
      {text('excluded_games', t('bonuses.offers.fields.excludedGames'), {
        path: 'contributions.excluded_games',
      })}
      {text('currencies', t('bonuses.offers.fields.currencies'))}
      {text('countries', t('bonuses.offers.fields.countries'))}
      <label className="field--inline">
        <input
          type="checkbox"
          checked={draft.repeatable}
          onChange={(event) => set({ repeatable: event.target.checked })}
        />
        {t('bonuses.offers.fields.repeatable')}
      </label>
      {(['starts_at', 'ends_at'] as const).map((name) => (
        <FormField key={name} label={t(`bonuses.offers.fields.${name}`)} error={errors[name]}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={draft[name]}
              onChange={(event) => set({ [name]: event.target.value })}
            />
          )}
        </FormField>
      ))}
      <FormEnd
        error={save.error}
        shown={[...shownFields, ...Object.keys(errors).filter((path) => path.startsWith('tiers'))]}
        pending={save.isPending}
        onCancel={props.onCancel}
      />
    </form>
  );
}
