// The welcome offer's tiers in its edit form (decision 1105): a table per currency of each tier's deposit,
// bonus (what the player plays with shown beside it) and free spins, tiers and currencies added and
// removed. The server checks every figure; its refusals are shown under the table of their currency.
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { welcomeTiersMax } from '@reelvault/contract/constants/welcome-bonus';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyTier, playWithOf, type TierRow, type TierTable } from './welcome-tiers-draft';

const tierFields = ['deposit', 'bonus', 'free_spins'] as const;
type TierField = (typeof tierFields)[number];
const isTierField = (name: string | undefined): name is TierField =>
  tierFields.some((field) => field === name);

export function WelcomeTiersEditor(props: {
  readonly tables: readonly TierTable[];
  readonly errors: Readonly<Record<string, readonly string[]>>;
  readonly onChange: (tables: TierTable[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { tables, errors } = props;
  const setTable = (index: number, rows: readonly TierRow[]) =>
    props.onChange(tables.map((table, at) => (at === index ? { ...table, rows } : table)));
  const unused = registrationCurrencies.filter((code) => !tables.some((table) => table.currency === code));
  const [picked, setPicked] = useState('');
  const adding = unused.find((code) => code === picked) ?? unused[0];
  const label = (field: TierField | 'play_with') => t(`bonuses.offers.tiers.${field}`);

  return (
    <fieldset className="field" aria-describedby={`${id}-intro`}>
      <legend>{t('bonuses.offers.tiers.title')}</legend>
      <p id={`${id}-intro`}>{t('bonuses.offers.tiers.intro')}</p>
      {errors['tiers'] ? <p className="field__error">{errors['tiers'].join(' ')}</p> : null}
      {tables.map((table, tableIndex) => {
        const path = `tiers.${table.currency}`;
        const refusals = Object.entries(errors).filter(([at]) => at === path || at.startsWith(`${path}.`));
        return (
          <section
            key={table.currency}
            aria-label={t('bonuses.offers.tiers.of', { currency: table.currency })}
          >
            <table className="currency-grid">
              <caption>{t('bonuses.offers.tiers.of', { currency: table.currency })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bonuses.offers.tiers.tier')}</th>
                  <th scope="col">{label('deposit')}</th>
                  <th scope="col">{label('bonus')}</th>
                  <th scope="col">{label('play_with')}</th>
                  <th scope="col">{label('free_spins')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('bonuses.offers.tiers.removeTier')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    <th scope="row">{rowIndex + 1}</th>
                    {tierFields.map((field) => (
                      <td key={field}>
                        <input
                          type="text"
                          inputMode={field === 'free_spins' ? 'numeric' : 'decimal'}
                          autoComplete="off"
                          aria-label={`${label(field)} ${table.currency} ${rowIndex + 1}`}
                          aria-invalid={errors[`${path}.${rowIndex}.${field}`] ? true : undefined}
                          value={row[field]}
                          onChange={(event) =>
                            setTable(
                              tableIndex,
                              table.rows.map((entry, at) =>
                                at === rowIndex ? { ...entry, [field]: event.target.value } : entry,
                              ),
                            )
                          }
                        />
                      </td>
                    ))}
                    <td>{playWithOf(row, table.currency)}</td>
                    <td>
                      <button
                        type="button"
                        className="button"
                        onClick={() =>
                          setTable(
                            tableIndex,
                            table.rows.filter((_, at) => at !== rowIndex),
                          )
                        }
                      >
                        {t('bonuses.offers.tiers.removeTier')}
                        <span className="visually-hidden">
                          {' '}
                          {table.currency} {rowIndex + 1}
                        </span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {refusals.length > 0 ? (
              <ul className="field__error">
                {refusals.map(([at, messages]) => {
                  const [, , tier, field] = at.split('.');
                  const text = messages.join(' ');
                  return (
                    <li key={at}>
                      {tier !== undefined && isTierField(field)
                        ? t('bonuses.offers.tiers.refusedAt', {
                            tier: Number(tier) + 1,
                            field: label(field),
                            message: text,
                          })
                        : text}
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <button
              type="button"
              className="button"
              disabled={table.rows.length >= welcomeTiersMax}
              onClick={() => setTable(tableIndex, [...table.rows, emptyTier])}
            >
              {t('bonuses.offers.tiers.addTier', { currency: table.currency })}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => props.onChange(tables.filter((_, at) => at !== tableIndex))}
            >
              {t('bonuses.offers.tiers.removeCurrency', { currency: table.currency })}
            </button>
          </section>
        );
      })}
      {adding ? (
        <div className="field--inline">
          <select
            aria-label={t('bonuses.offers.tiers.currency')}
            value={adding}
            onChange={(event) => setPicked(event.target.value)}
          >
            {unused.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button"
            onClick={() => props.onChange([...tables, { currency: adding, rows: [emptyTier] }])}
          >
            {t('bonuses.offers.tiers.addCurrency')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
