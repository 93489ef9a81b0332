// The Deposit tab: the welcome tier chooser while it applies, the payment methods on the left and the
// chosen method's panel on the right (one under the other on phones). The tab holds the deposit amount,
// so that the chooser's tier and the gateway form's amount always agree, whichever the player changes.
import type { PaymentMethod } from '@reelvault/contract/calls/cashier';
import { paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import type { WelcomeTier } from '@reelvault/contract/constants/welcome-bonus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { errorText } from '@/lib/error-text';
import { useBalance } from '@/lib/balance';
import { usePaymentMethods } from '@/features/cashier/api/get-payment-methods';
import { useWelcomeTier } from '@/features/cashier/api/welcome-tier';
import { showsWelcomeChooser } from '@/features/cashier/utils/cashier-access';
import {
  defaultDepositAmount,
  depositRangeOf,
  gatewayMethodOf,
  welcomeTierOfAmount,
} from '@/features/cashier/utils/deposit-form';
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

function MethodPanel({
  method,
  amount,
  onAmountChange,
}: {
  method: PaymentMethod;
  amount: string;
  onAmountChange: (amount: string) => void;
}) {
  const gateway = gatewayMethodOf(method.slug);
  if (method.kind === 'card') return <CardPurchase />;
  if (method.kind === 'crypto') return <CryptoDeposit />;
  if (method.kind === 'gateway' && gateway)
    return (
      <GatewayDeposit
        key={method.slug}
        method={gateway}
        name={method.name}
        range={depositRangeOf(method)}
        amount={amount}
        onAmountChange={onAmountChange}
      />
    );
  return null;
}

export function DepositTab() {
  const { t } = useTranslation();
  const methods = usePaymentMethods(paymentMethodTypes.deposit);
  const balance = useBalance({ fresh: true });
  const welcome = useWelcomeTier();
  const [chosen, setChosen] = useState<string>();
  const [amount, setAmount] = useState(defaultDepositAmount);
  const offered = methods.data ?? [];
  // The welcome offer's tiers as the server pays them in the player's currency (decision 1105); a round
  // deposit goes into the amount field without its ".00", as the player would type it.
  const tiers: WelcomeTier[] = (welcome.data?.tiers ?? []).map((tier) => ({
    deposit: tier.deposit.replace(/\.0+$/, ''),
    playWith: tier.play_with,
    freeSpins: tier.free_spins,
  }));
  const selected =
    offered.find((method) => method.slug === chosen) ?? offered.find((method) => method.kind === 'gateway');
  return (
    <div className="flex flex-col gap-5">
      {balance.data &&
      welcome.data?.terms &&
      tiers.length > 0 &&
      showsWelcomeChooser(balance.data.balance, welcome.data.state) ? (
        <WelcomeTierChooser
          currency={balance.data.currency}
          tiers={tiers}
          terms={welcome.data.terms}
          selected={welcomeTierOfAmount(tiers, amount)}
          onSelect={(tier) => {
            const picked = tiers[tier];
            if (picked) setAmount(picked.deposit);
          }}
        />
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
            <MethodPanel method={selected} amount={amount} onAmountChange={setAmount} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
