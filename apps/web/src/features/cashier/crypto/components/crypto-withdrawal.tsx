// The crypto withdraw form: coin, network (ETH and USDT to ERC20 addresses only, as the spec says), the
// address, the amount in the player's currency; what the address receives after the network fee, at the
// rate, shown before the request. The server checks the address by its network's rules and holds the
// amount until an operator approves; a refused field says why, and a bonus still being wagered offers to
// forfeit it and go on.
import type { CryptoWithdrawalRow } from '@reelvault/contract/calls/crypto';
import { withdrawalRules } from '@reelvault/contract/constants/cashier';
import { enabledCryptoCoins, findCryptoNetwork } from '@reelvault/contract/constants/crypto';
import { formatMoney } from '@reelvault/contract/money';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { isWageringIncomplete, WageringChoice } from '@/features/cashier/components/wagering-choice';
import {
  useCryptoQuote,
  useRequestCryptoWithdrawal,
  type CryptoWithdrawalRequest,
} from '@/features/cashier/crypto/api/crypto-withdrawal';

const amountPattern = /^\d{1,6}(\.\d{1,2})?$/;

export function CryptoWithdrawal({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [coin, setCoin] = useState<string>(enabledCryptoCoins[0]?.code ?? 'BTC');
  const networks = enabledCryptoCoins.find((entry) => entry.code === coin)?.withdrawalNetworks ?? [];
  const [network, setNetwork] = useState<string>(networks[0] ?? '');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<CryptoWithdrawalRow>();
  // The request a bonus still being wagered stopped, kept to send again if the player forfeits it.
  const [stopped, setStopped] = useState<CryptoWithdrawalRequest>();
  const deferredAmount = useDeferredValue(amount.trim());
  const chosenNetwork = networks.some((code) => code === network) ? network : (networks[0] ?? '');
  const quote = useCryptoQuote(
    amountPattern.test(deferredAmount) && chosenNetwork
      ? { coin, network: chosenNetwork, amount: deferredAmount }
      : undefined,
  );
  const request = useRequestCryptoWithdrawal();
  const fieldError = (name: string) =>
    isApiError(request.error) ? request.error.fieldErrors[name]?.[0] : undefined;
  const money = (value: string) => formatMoney(locale.bcp47, value, currency);

  if (done) {
    return (
      <div role="status" className="flex flex-col items-start gap-3">
        <h3 className="text-lg font-bold text-gold-300">{t('cashier.withdraw.requestedTitle')}</h3>
        <p>
          {t('cashier.crypto.withdrawRequested', {
            amount: money(done.amount),
            coinAmount: formatMoney(locale.bcp47, done.coin_amount, done.coin),
          })}
        </p>
        <button type="button" onClick={() => setDone(undefined)} className={buttonClasses('secondary', 'sm')}>
          {t('cashier.withdraw.another')}
        </button>
      </div>
    );
  }

  const send = (body: CryptoWithdrawalRequest) => {
    setStopped(undefined);
    request.mutate(body, {
      onSuccess: (data) => setDone(data.withdrawal),
      onError: (failed) => {
        if (isWageringIncomplete(failed)) setStopped(body);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ coin, network: chosenNetwork, address: address.trim(), amount: amount.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <h3 className="text-lg font-bold">{t('cashier.crypto.withdrawTitle')}</h3>
      {stopped ? (
        <WageringChoice
          pending={request.isPending}
          onForfeit={() => send({ ...stopped, forfeit_bonus: true })}
          onKeep={() => {
            setStopped(undefined);
            request.reset();
          }}
        />
      ) : request.isError &&
        !isWageringIncomplete(request.error) &&
        Object.keys(isApiError(request.error) ? request.error.fieldErrors : {}).length === 0 ? (
        <FormMessage tone="error">{errorText(t, request.error)}</FormMessage>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('cashier.crypto.coin')}
          value={coin}
          onChange={(event) => {
            const next = event.target.value;
            setCoin(next);
            setNetwork(enabledCryptoCoins.find((entry) => entry.code === next)?.withdrawalNetworks[0] ?? '');
          }}
        >
          {enabledCryptoCoins.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.code}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('cashier.crypto.network')}
          value={chosenNetwork}
          onChange={(event) => setNetwork(event.target.value)}
          error={fieldError('network')}
        >
          {networks.map((code) => (
            <option key={code} value={code}>
              {findCryptoNetwork(code)?.name ?? code}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t('cashier.crypto.withdrawAddress', {
          network: findCryptoNetwork(chosenNetwork)?.name ?? chosenNetwork,
        })}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        translate="no"
        error={fieldError('address')}
      />
      <TextField
        label={t('cashier.withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        hint={t('cashier.withdraw.limits', {
          min: formatMoney(locale.bcp47, withdrawalRules.min, currency, { whole: true }),
          max: formatMoney(locale.bcp47, withdrawalRules.maxPerRequest, currency, { whole: true }),
        })}
        error={fieldError('amount')}
      />
      {quote.data ? (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-night-800 px-3 py-2 text-sm"
          aria-live="polite"
        >
          <dt className="text-muted">{t('cashier.crypto.youReceive')}</dt>
          <dd translate="no">{formatMoney(locale.bcp47, quote.data.coin_amount, quote.data.coin)}</dd>
          <dt className="text-muted">{t('cashier.crypto.networkFee')}</dt>
          <dd translate="no">{formatMoney(locale.bcp47, quote.data.network_fee, quote.data.coin)}</dd>
          <dt className="text-muted">{t('cashier.crypto.rate')}</dt>
          <dd translate="no">
            1 {quote.data.coin} = {formatMoney(locale.bcp47, quote.data.rate, quote.data.currency)}
          </dd>
        </dl>
      ) : quote.isError ? (
        <p className="text-sm text-rose-200">{errorText(t, quote.error)}</p>
      ) : null}
      <button
        type="submit"
        disabled={request.isPending}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('cashier.withdraw.submit')}
      </button>
    </form>
  );
}
