// The cashier's crypto deposit (spec: crypto list, then network, then details, with back at each step):
// the coins with their marks, the network list view (back arrow, title, networks with short and full name,
// one selectable), and the details: the QR code (drawn by the server), the player's own address with a
// copy button, the network, the confirmations expected, the minimum and a warning to send only that coin
// on that network. Below, the player's crypto payments with their confirmations, live.
import type { CryptoCoinEntry, CryptoDepositRow } from '@reelvault/contract/calls/crypto';
import { formatMoney } from '@reelvault/contract/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { useLocale } from '@/i18n/use-locale';
import { errorText } from '@/lib/error-text';
import { CopyAddress } from '@/features/cashier/components/card-purchase';
import { useCryptoDeposits } from '@/features/cashier/crypto/api/get-crypto-deposits';
import { useCryptoDetails } from '@/features/cashier/crypto/api/get-crypto-details';
import { useCryptoList } from '@/features/cashier/crypto/api/get-crypto-list';
import { CoinLogo } from './coin-logo';

/** The spec's text when a QR code cannot be drawn. */
const qrFailureCode = 92322;

type Step =
  | { readonly view: 'coins' }
  | { readonly view: 'networks'; readonly coin: CryptoCoinEntry }
  | { readonly view: 'details'; readonly coin: CryptoCoinEntry; readonly network: string };

function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('cashier.crypto.back')}
      className="rounded-lg p-1 text-muted hover:text-ink"
    >
      <svg viewBox="0 0 24 24" className="size-5 rtl:rotate-180" aria-hidden="true" focusable="false">
        <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

function CoinList({
  coins,
  onChoose,
}: {
  coins: readonly CryptoCoinEntry[];
  onChoose: (coin: CryptoCoinEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-bold">{t('cashier.crypto.chooseCoin')}</h3>
      <ul aria-label={t('cashier.crypto.coins')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {coins.map((coin) => (
          <li key={coin.code}>
            <button
              type="button"
              onClick={() => onChoose(coin)}
              className="flex w-full items-center gap-2 rounded-xl border border-night-600 bg-night-800 px-3 py-2.5 text-start text-sm font-semibold hover:border-royal-400"
            >
              <CoinLogo logo={coin.logo} />
              <span className="flex flex-col">
                <span translate="no">{coin.short_name}</span>
                <span className="text-xs font-normal text-muted">{coin.name}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NetworkList({
  coin,
  onBack,
  onChoose,
}: {
  coin: CryptoCoinEntry;
  onBack: () => void;
  onChoose: (network: string) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <BackButton onClick={onBack} />
        <h3 className="text-lg font-bold">{t('cashier.crypto.chooseNetwork', { coin: coin.short_name })}</h3>
      </div>
      <ul aria-label={t('cashier.crypto.networks')} className="flex flex-col gap-2">
        {coin.networks.map((network) => (
          <li key={network.network_name}>
            <button
              type="button"
              aria-pressed={selected === network.network_name}
              onClick={() => {
                setSelected(network.network_name);
                onChoose(network.network_name);
              }}
              className="flex w-full flex-col rounded-xl border border-night-600 bg-night-800 px-3 py-2.5 text-start hover:border-royal-400"
            >
              <span className="text-sm font-semibold" translate="no">
                {network.network_name}
              </span>
              <span className="text-xs text-muted">{network.network_full_name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QrCode({ src, address }: { src: string; address: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return <FormMessage tone="error">{t('cashier.crypto.qrFailed', { code: qrFailureCode })}</FormMessage>;
  }
  return (
    <img
      src={src}
      alt={t('cashier.crypto.qrAlt', { address })}
      width={200}
      height={200}
      onError={() => setFailed(true)}
      className="size-48 self-center rounded-xl bg-white p-1"
    />
  );
}

function Details({ coin, network, onBack }: { coin: CryptoCoinEntry; network: string; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const details = useCryptoDetails(coin.code, network);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <BackButton onClick={onBack} />
        <h3 className="text-lg font-bold">{t('cashier.crypto.depositTitle', { coin: coin.short_name })}</h3>
      </div>
      {details.isPending ? <p className="text-muted">{t('cashier.loading')}</p> : null}
      {details.isError ? <FormMessage tone="error">{errorText(t, details.error)}</FormMessage> : null}
      {details.data ? (
        <>
          <QrCode src={details.data.qr_code} address={details.data.address} />
          <CopyAddress
            address={details.data.address}
            label={t('cashier.crypto.address', { coin: coin.short_name })}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">{t('cashier.crypto.network')}</dt>
            <dd data-testid="crypto-network">{details.data.network_full_name}</dd>
            <dt className="text-muted">{t('cashier.crypto.confirmations')}</dt>
            <dd>{details.data.confirmations}</dd>
            <dt className="text-muted">{t('cashier.crypto.minimum')}</dt>
            <dd translate="no">
              {formatMoney(locale.bcp47, details.data.min_deposit, coin.short_name, { whole: true })}
            </dd>
          </dl>
          <p role="note" className="rounded-xl border-s-4 border-gold-400 bg-night-800 px-3 py-2 text-sm">
            {t('cashier.crypto.warning', { coin: coin.short_name, network: details.data.network_full_name })}
          </p>
          <p className="text-xs text-muted">{t('cashier.crypto.belowMinimumNote')}</p>
        </>
      ) : null}
    </div>
  );
}

function PaymentStatus({ row }: { readonly row: CryptoDepositRow }): string {
  const { t } = useTranslation();
  switch (row.status) {
    case 'pending':
      return t('cashier.crypto.status.pending', {
        count: row.confirmations,
        required: row.required_confirmations,
      });
    case 'credited':
      return t('cashier.crypto.status.credited');
    case 'below_minimum':
      return t('cashier.crypto.status.belowMinimum');
    case 'resolved':
      return t('cashier.crypto.status.resolved');
    case 'removed':
      return t('cashier.crypto.status.removed');
  }
}

function CryptoPayments() {
  const { t } = useTranslation();
  const locale = useLocale();
  const deposits = useCryptoDeposits();
  const rows = deposits.data ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-label={t('cashier.crypto.payments')} className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{t('cashier.crypto.payments')}</h4>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="crypto-payment"
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-night-800 px-3 py-2 text-sm"
          >
            <span translate="no">
              {formatMoney(locale.bcp47, row.coin_amount, row.coin)} · {row.network}
              {row.amount ? ` · ${formatMoney(locale.bcp47, row.amount, row.currency)}` : ''}
            </span>
            <span role="status" className={row.status === 'credited' ? 'text-emerald-300' : 'text-gold-300'}>
              <PaymentStatus row={row} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CryptoDeposit() {
  const { t } = useTranslation();
  const list = useCryptoList();
  const [step, setStep] = useState<Step>({ view: 'coins' });
  let panel;
  if (step.view === 'coins') {
    panel = <CoinList coins={list.data ?? []} onChoose={(coin) => setStep({ view: 'networks', coin })} />;
  } else if (step.view === 'networks') {
    panel = (
      <NetworkList
        coin={step.coin}
        onBack={() => setStep({ view: 'coins' })}
        onChoose={(network) => setStep({ view: 'details', coin: step.coin, network })}
      />
    );
  } else {
    panel = (
      <Details
        coin={step.coin}
        network={step.network}
        onBack={() => setStep({ view: 'networks', coin: step.coin })}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {list.isPending ? <p className="text-muted">{t('cashier.loading')}</p> : null}
      {list.isError ? <FormMessage tone="error">{errorText(t, list.error)}</FormMessage> : null}
      {list.data ? panel : null}
      <CryptoPayments />
      {step.view !== 'coins' ? null : <p className="text-xs text-muted">{t('cashier.crypto.howItWorks')}</p>}
    </div>
  );
}
