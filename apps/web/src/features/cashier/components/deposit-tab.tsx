// The Deposit tab: the welcome tier chooser while it applies, the payment methods on the left and the
// chosen method's panel on the right (one under the other on phones).
import type { PaymentMethod } from '@reelvault/contract/calls/cashier';
import { paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { errorText } from '@/lib/error-text';
import { useBalance } from '@/lib/balance';
import { usePaymentMethods } from '@/features/cashier/api/get-payment-methods';
import { useWelcomeTier } from '@/features/cashier/api/welcome-tier';
import { showsWelcomeChooser } from '@/features/cashier/utils/cashier-access';
import { gatewayMethodOf } from '@/features/cashier/utils/deposit-form';
import { CryptoDeposit } from '@/features/cashier/crypto/components/crypto-deposit';
import { CardPurchase } from './card-purchase';
import { GatewayDeposit } from './gateway-deposit';
import { MethodLogos } from './method-logos';
import { WelcomeTierChooser } from './welcome-tier-chooser';

export function MethodList({
  methods,
  selected,
  onSelect,
  label,
}: {
  methods: readonly PaymentMethod[];
  selected: string | undefined;
  onSelect: (slug: string) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {methods.map((method) => (
        <li key={method.slug}>
          <button
            type="button"
            aria-pressed={selected === method.slug}
            onClick={() => onSelect(method.slug)}
            className={`flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-start text-sm font-semibold transition-colors ${
              selected === method.slug
                ? 'border-gold-400 bg-night-700 text-gold-300'
                : 'border-night-600 bg-night-800 text-ink hover:border-royal-400'
            }`}
          >
            <MethodLogos slug={method.slug} kind={method.kind} />
            <span>{method.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function MethodPanel({ method }: { method: PaymentMethod }) {
  const gateway = gatewayMethodOf(method.slug);
  if (method.kind === 'card') return <CardPurchase />;
  if (method.kind === 'crypto') return <CryptoDeposit />;
  if (method.kind === 'gateway' && gateway)
    return <GatewayDeposit key={method.slug} method={gateway} name={method.name} />;
  return null;
}

export function DepositTab() {
  const { t } = useTranslation();
  const methods = usePaymentMethods(paymentMethodTypes.deposit);
  const balance = useBalance({ fresh: true });
  const welcome = useWelcomeTier();
  const [chosen, setChosen] = useState<string>();
  const offered = methods.data ?? [];
  const selected =
    offered.find((method) => method.slug === chosen) ?? offered.find((method) => method.kind === 'gateway');
  return (
    <div className="flex flex-col gap-5">
      {balance.data && showsWelcomeChooser(balance.data.balance, welcome.data?.state) ? (
        <WelcomeTierChooser currency={balance.data.currency} />
      ) : null}
      {methods.isError ? <FormMessage tone="error">{errorText(t, methods.error)}</FormMessage> : null}
      {methods.isPending ? <p className="text-muted">{t('app.loading')}</p> : null}
      {methods.data && offered.length === 0 ? <p className="text-muted">{t('cashier.noMethods')}</p> : null}
      {selected ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
          <MethodList
            methods={offered}
            selected={selected.slug}
            onSelect={setChosen}
            label={t('cashier.depositMethods')}
          />
          <div className="rounded-2xl border border-night-700 bg-night-900/60 p-4">
            <MethodPanel method={selected} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
