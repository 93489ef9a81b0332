// Payment methods per currency (decision 0717): a currency's deposit and withdrawal methods in the order
// players see them, each with its switch, move up and down, and its minimum and maximum where the cashier
// takes amounts; one save for the currency. The server checks every figure; its refusals are shown on the
// row they name. Beside it, which gateway serves which method and in which mode.
import type { AdminPaymentMethodSetting } from '@reelvault/contract/calls/backoffice-payments';
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { SuccessNotice } from '../../../components/notice';
import { useOperator } from '../../auth/api/operator';
import { fieldErrorsOf, OtherFieldErrors } from '../../bonuses/components/form-field';
import { adminMay } from '@reelvault/contract/calls/backoffice';
import { usePaymentGateways, usePaymentMethodSettings, useSavePaymentMethods } from '../api/payment-methods';
import { draftOf, inputOf, moved, type DraftRow } from './payment-methods-draft';

export function PaymentMethodsScreen() {
  const { t } = useTranslation();
  const [currency, setCurrency] = useState('EUR');
  const settings = usePaymentMethodSettings(currency);
  return (
    <>
      <div className="field field--inline">
        <label htmlFor="payment-methods-currency">{t('paymentMethods.currency')}</label>
        <select
          id="payment-methods-currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {registrationCurrencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {settings.isError ? <ErrorNotice error={settings.error} /> : null}
      {settings.data ? (
        <CurrencyMethods key={currency} currency={currency} settings={settings.data.data} />
      ) : null}
      <GatewayStatus />
    </>
  );
}

function CurrencyMethods(props: {
  readonly currency: string;
  readonly settings: readonly AdminPaymentMethodSetting[];
}) {
  const { t } = useTranslation();
  const operator = useOperator().data;
  const mayManage = operator !== undefined && adminMay(operator.role, 'payments.manage');
  const [rows, setRows] = useState(() => draftOf(props.settings));
  const save = useSavePaymentMethods(props.currency);
  const errors = fieldErrorsOf(save.error);
  const shown: string[] = [];
  const change = (index: number, patch: Partial<DraftRow>) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(inputOf(rows), { onSuccess: (reply) => setRows(draftOf(reply.data)) });
      }}
    >
      {([1, 2] as const).map((type) => (
        <table key={type} className="currency-grid">
          <caption>
            {t(type === 1 ? 'paymentMethods.deposits' : 'paymentMethods.withdrawals', {
              currency: props.currency,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('paymentMethods.method')}</th>
              <th scope="col">{t('paymentMethods.enabled')}</th>
              <th scope="col">{t('paymentMethods.order')}</th>
              <th scope="col">{t('paymentMethods.min', { currency: props.currency })}</th>
              <th scope="col">{t('paymentMethods.max', { currency: props.currency })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              if (row.type !== type) return null;
              const at = (field: string) => `methods.${index}.${field}`;
              shown.push(at('slug'), at('position'), at('min_amount'), at('max_amount'));
              const refusals = ['slug', 'position', 'min_amount', 'max_amount'].flatMap(
                (field) => errors[at(field)] ?? [],
              );
              const first = index === 0 || rows[index - 1]?.type !== type;
              const last = rows[index + 1]?.type !== type;
              return (
                <tr key={`${row.type}:${row.slug}`}>
                  <th scope="row">
                    {row.name}
                    {row.available ? null : (
                      <small className="muted"> {t('paymentMethods.notOffered')}</small>
                    )}
                    {refusals.length > 0 ? <p className="field__error">{refusals.join(' ')}</p> : null}
                  </th>
                  <td>
                    <input
                      type="checkbox"
                      role="switch"
                      aria-label={t('paymentMethods.enable', { method: row.name })}
                      checked={row.enabled}
                      disabled={!mayManage}
                      onChange={(event) => change(index, { enabled: event.target.checked })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      disabled={!mayManage || first}
                      aria-label={t('paymentMethods.moveUp', { method: row.name })}
                      onClick={() => setRows(moved(rows, index, -1))}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={!mayManage || last}
                      aria-label={t('paymentMethods.moveDown', { method: row.name })}
                      onClick={() => setRows(moved(rows, index, 1))}
                    >
                      ↓
                    </button>
                  </td>
                  {(['min', 'max'] as const).map((field) => (
                    <td key={field}>
                      {row.hasLimits ? (
                        <input
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={t(field === 'min' ? 'paymentMethods.minOf' : 'paymentMethods.maxOf', {
                            method: row.name,
                          })}
                          aria-invalid={errors[at(`${field}_amount`)] ? true : undefined}
                          readOnly={!mayManage}
                          value={row[field]}
                          onChange={(event) => change(index, { [field]: event.target.value })}
                        />
                      ) : (
                        <span className="muted">{t('paymentMethods.noLimits')}</span>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
      <OtherFieldErrors errors={errors} shown={shown} />
      {save.error && Object.keys(errors).length === 0 ? <ErrorNotice error={save.error} /> : null}
      <SuccessNotice message={save.isSuccess ? save.data.message : undefined} />
      {mayManage ? (
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending
              ? t('paymentMethods.saving')
              : t('paymentMethods.save', { currency: props.currency })}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function GatewayStatus() {
  const { t } = useTranslation();
  const gateways = usePaymentGateways();
  if (gateways.isError) return <ErrorNotice error={gateways.error} />;
  const status = gateways.data?.data;
  if (!status) return null;
  return (
    <section aria-labelledby="payment-gateways-title">
      <h2 id="payment-gateways-title">{t('paymentMethods.gateways.title')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('paymentMethods.gateways.gateway')}</th>
            <th scope="col">{t('paymentMethods.gateways.status')}</th>
            <th scope="col">{t('paymentMethods.gateways.mode')}</th>
            <th scope="col">{t('paymentMethods.gateways.methods')}</th>
          </tr>
        </thead>
        <tbody>
          {status.gateways.map((gateway) => (
            <tr key={gateway.code}>
              <th scope="row">{t(`paymentMethods.gateways.names.${gateway.code}`)}</th>
              <td>
                {t(
                  gateway.configured
                    ? 'paymentMethods.gateways.configured'
                    : 'paymentMethods.gateways.missing',
                )}
              </td>
              <td>{t(`paymentMethods.gateways.modes.${gateway.mode}`)}</td>
              <td>{gateway.methods.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {status.unserved.length > 0 ? (
        <p className="notice notice--error">
          {t('paymentMethods.gateways.unserved', { methods: status.unserved.join(', ') })}
        </p>
      ) : null}
      <p>
        {t(
          status.buy_crypto ? 'paymentMethods.gateways.buyCryptoOn' : 'paymentMethods.gateways.buyCryptoOff',
        )}
      </p>
    </section>
  );
}
