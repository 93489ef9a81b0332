// The AML thresholds per currency and kind: every reader of reports sees them; an operator with
// `reports.manage` changes, adds or removes them (each save is one audited change on the server).
import { amlKinds, type AmlThresholdChange } from '@reelvault/contract/calls/backoffice-monitoring';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { useAmlThresholds, useSetAmlThresholds, type AmlThreshold } from '../api/compliance-reports';

type Draft = { currency: string; kind: (typeof amlKinds)[number]; amount: string };

const draftOf = (rows: readonly AmlThreshold[]): Draft[] =>
  rows.map((row) => ({ currency: row.currency, kind: row.kind, amount: row.amount }));

/** `mayChange`: the operator's role holds `reports.manage` (the app's shell knows the role). */
export function ThresholdSettings({ mayChange }: { readonly mayChange: boolean }) {
  const { t } = useTranslation();
  const thresholds = useAmlThresholds();
  if (thresholds.error)
    return <ErrorNotice error={thresholds.error} onRetry={() => void thresholds.refetch()} />;
  if (!thresholds.data) return <p role="status">{t('table.loading')}</p>;
  return (
    <section aria-labelledby="aml-thresholds">
      <h2 id="aml-thresholds">{t('complianceReports.thresholds.title')}</h2>
      <ThresholdForm key={JSON.stringify(thresholds.data)} stored={thresholds.data} mayChange={mayChange} />
    </section>
  );
}

function ThresholdForm({
  stored,
  mayChange,
}: {
  readonly stored: readonly AmlThreshold[];
  readonly mayChange: boolean;
}) {
  const { t } = useTranslation();
  const save = useSetAmlThresholds();
  const [rows, setRows] = useState<Draft[]>(() => draftOf(stored));
  const [saved, setSaved] = useState(false);
  const change = (index: number, patch: Partial<Draft>) => {
    setSaved(false);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kept = new Set(rows.map((row) => `${row.currency.toUpperCase()}|${row.kind}`));
    const changes: AmlThresholdChange[] = [
      ...rows.map((row) => ({
        currency: row.currency.trim().toUpperCase(),
        kind: row.kind,
        amount: row.amount.trim() === '' ? null : row.amount.trim(),
      })),
      ...stored
        .filter((row) => !kept.has(`${row.currency}|${row.kind}`))
        .map((row) => ({ currency: row.currency, kind: row.kind, amount: null })),
    ];
    if (changes.length === 0) return;
    save.mutate(changes, { onSuccess: () => setSaved(true) });
  };
  return (
    <form onSubmit={submit}>
      <p className="muted">{t('complianceReports.thresholds.intro')}</p>
      {rows.length === 0 ? <p>{t('complianceReports.thresholds.none')}</p> : null}
      <table>
        <caption className="visually-hidden">{t('complianceReports.thresholds.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('complianceReports.thresholds.currency')}</th>
            <th scope="col">{t('complianceReports.thresholds.kind')}</th>
            <th scope="col">{t('complianceReports.thresholds.amount')}</th>
            {mayChange ? <th scope="col">{t('complianceReports.thresholds.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              <td>
                <input
                  aria-label={t('complianceReports.thresholds.currency')}
                  value={row.currency}
                  readOnly={!mayChange}
                  onChange={(event) => change(index, { currency: event.target.value })}
                />
              </td>
              <td>
                <select
                  aria-label={t('complianceReports.thresholds.kind')}
                  value={row.kind}
                  disabled={!mayChange}
                  onChange={(event) => change(index, { kind: event.target.value as Draft['kind'] })}
                >
                  {amlKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`complianceReports.kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  aria-label={t('complianceReports.thresholds.amount')}
                  inputMode="decimal"
                  value={row.amount}
                  readOnly={!mayChange}
                  onChange={(event) => change(index, { amount: event.target.value })}
                />
              </td>
              {mayChange ? (
                <td>
                  <button
                    type="button"
                    onClick={() => {
                      setSaved(false);
                      setRows((current) => current.filter((_, at) => at !== index));
                    }}
                  >
                    {t('complianceReports.thresholds.remove')}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {mayChange ? (
        <div className="actions">
          <button
            type="button"
            onClick={() =>
              setRows((current) => [...current, { currency: 'EUR', kind: 'deposit', amount: '' }])
            }
          >
            {t('complianceReports.thresholds.add')}
          </button>
          <button type="submit" disabled={save.isPending}>
            {t('complianceReports.thresholds.save')}
          </button>
        </div>
      ) : null}
      {save.error ? <ErrorNotice error={save.error} /> : null}
      {saved ? <p role="status">{t('complianceReports.thresholds.saved')}</p> : null}
    </form>
  );
}
