// The Withdraw tab (spec: choose a method, then the form, then "withdrawal requested"): the player's
// latest requests of every method in one list (withdrawal-list.tsx; a pending one can be cancelled), SEPA (iban, amount) and wire (bank
// name, iban, swift, amount) with the account holder read only; the details form first when the player
// has no name. A refused request says why: too little money, a request already waiting, or the field
// that is wrong; a bonus still being wagered offers to forfeit it and go on (wagering-choice.tsx). Below
// the bank's minimum (an amount typed, or the whole balance) the methods that take the amount are offered
// instead (decision 0136).
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import type { PaymentMethod, WithdrawalRow } from '@reelvault/contract/calls/cashier';
import {
  bankWithdrawalMethods,
  paymentMethodTypes,
  withdrawalRules,
  type BankWithdrawalSlug,
} from '@reelvault/contract/constants/cashier';
import { formatMoney } from '@reelvault/contract/money';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useBalance } from '@/lib/balance';
import { usePaymentMethods } from '@/features/cashier/api/get-payment-methods';
import { useRequestWithdrawal, type WithdrawalRequest } from '@/features/cashier/api/request-withdrawal';
import { coversWithdrawal } from '@/features/cashier/utils/cashier-access';
import { cashierFieldText } from '@/features/cashier/utils/field-messages';
import {
  methodsBelowBankMinimum,
  withdrawalBody,
  withdrawalSchema,
  type WithdrawalValues,
} from '@/features/cashier/utils/withdrawal-form';
import { CryptoWithdrawal } from '@/features/cashier/crypto/components/crypto-withdrawal';
import { MethodList } from './deposit-tab';
import { KycDetailsForm } from './kyc-details-form';
import { isWageringIncomplete, WageringChoice } from './wagering-choice';
import { WithdrawalList } from './withdrawal-list';

type Step =
  | { readonly kind: 'form' }
  | { readonly kind: 'details' }
  | { readonly kind: 'done'; readonly withdrawal: WithdrawalRow };

const serverFields: Record<string, keyof WithdrawalValues> = {
  iban: 'iban',
  amount: 'amount',
  bank_name: 'bankName',
  swift: 'swift',
};

function isBankSlug(slug: string): slug is BankWithdrawalSlug {
  return bankWithdrawalMethods.some((method) => method.slug === slug);
}

function useMoney() {
  const locale = useLocale();
  const session = useSession();
  const balance = useBalance({ fresh: true });
  const currency = balance.data?.currency ?? session.user?.currency ?? 'EUR';
  const format = (amount: string, inCurrency = currency, whole = false) =>
    formatMoney(locale.bcp47, amount, inCurrency, { whole });
  return Object.assign(format, { currency });
}

/** The bank's minimum, and a button for each offered method that takes a smaller amount. */
function SmallerAmountMethods({
  methods,
  onChoose,
}: {
  methods: readonly PaymentMethod[];
  onChoose: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (methods.length === 0) return null;
  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-sm">
        {t('cashier.withdraw.belowBankMinimum', {
          min: money(withdrawalRules.bankTransferMin, undefined, true),
          cryptoMin: money(withdrawalRules.min, undefined, true),
        })}
      </p>
      {methods.map((method) => (
        <button
          key={method.slug}
          type="button"
          onClick={() => onChoose(method.slug)}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('cashier.crypto.withdrawTitle')}
        </button>
      ))}
    </div>
  );
}

function WithdrawalForm({
  method,
  offered,
  onChoose,
  onDone,
  onDetailsNeeded,
}: {
  method: (typeof bankWithdrawalMethods)[number];
  offered: readonly PaymentMethod[];
  onChoose: (slug: string) => void;
  onDone: (withdrawal: WithdrawalRow) => void;
  onDetailsNeeded: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const money = useMoney();
  const request = useRequestWithdrawal();
  const [failure, setFailure] = useState<string>();
  // The request a bonus still being wagered stopped, kept to send again if the player forfeits it.
  const [wagering, setWagering] = useState<WithdrawalRequest>();
  const form = useForm<WithdrawalValues>({
    resolver: zodResolver(withdrawalSchema(method.slug)),
    defaultValues: { iban: '', amount: '', bankName: '', swift: '' },
  });
  const { errors } = form.formState;
  const error = (field: keyof WithdrawalValues) =>
    cashierFieldText(t, errors[field]?.message, (amount) => money(amount, undefined, true));
  const holder = [session.user?.name, session.user?.surname].filter(Boolean).join(' ');
  // Shown as the amount is typed, before the bank's minimum refuses it.
  const smaller = methodsBelowBankMinimum(useWatch({ control: form.control, name: 'amount' }), offered);

  const send = async (body: WithdrawalRequest) => {
    setFailure(undefined);
    setWagering(undefined);
    try {
      const reply = await request.mutateAsync(body);
      onDone(reply.data.withdrawal);
    } catch (failed) {
      if (isApiError(failed) && failed.code === 'CASHIER_NAME_REQUIRED') return onDetailsNeeded();
      if (isWageringIncomplete(failed)) return setWagering(body);
      const fieldErrors = isApiError(failed) ? Object.entries(failed.fieldErrors) : [];
      const known = fieldErrors.filter(([field]) => field in serverFields);
      for (const [field, messages] of known) {
        const name = serverFields[field];
        if (name && messages[0]) form.setError(name, { message: messages[0] });
      }
      if (known.length === 0) setFailure(errorText(t, failed));
    }
  };
  const submit = form.handleSubmit((values) => send(withdrawalBody(method.slug, method.paymentId, values)));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h3 className="text-lg font-bold">{t(`cashier.withdraw.method.${method.slug}`)}</h3>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {wagering ? (
        <WageringChoice
          pending={request.isPending}
          onForfeit={() => void send({ ...wagering, forfeit_bonus: true })}
          onKeep={() => setWagering(undefined)}
        />
      ) : null}
      <TextField
        label={t('cashier.withdraw.holder')}
        value={holder}
        readOnly
        hint={t('cashier.withdraw.holderHint')}
      />
      {method.slug === 'wire' ? (
        <TextField
          label={t('cashier.withdraw.bankName')}
          autoComplete="off"
          error={error('bankName')}
          {...form.register('bankName')}
        />
      ) : null}
      <TextField
        label={t('cashier.withdraw.iban')}
        autoComplete="off"
        spellCheck={false}
        error={error('iban')}
        {...form.register('iban')}
      />
      {method.slug === 'wire' ? (
        <TextField
          label={t('cashier.withdraw.swift')}
          autoComplete="off"
          spellCheck={false}
          error={error('swift')}
          {...form.register('swift')}
        />
      ) : null}
      <TextField
        label={t('cashier.withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('cashier.withdraw.limits', {
          min: money(withdrawalRules.bankTransferMin, undefined, true),
          max: money(withdrawalRules.maxPerRequest, undefined, true),
        })}
        error={error('amount')}
        {...form.register('amount')}
      />
      <div aria-live="polite">
        <SmallerAmountMethods methods={smaller} onChoose={onChoose} />
      </div>
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

export function WithdrawTab() {
  const { t } = useTranslation();
  const money = useMoney();
  const session = useSession();
  const balance = useBalance({ fresh: true });
  const methods = usePaymentMethods(paymentMethodTypes.withdrawal);
  const [chosen, setChosen] = useState<string>();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const offered: PaymentMethod[] = (methods.data ?? []).filter(
    (method) => isBankSlug(method.slug) || method.kind === 'crypto',
  );
  // Bank transfer stays the first choice; crypto is one click away.
  const selectedSlug = chosen ?? (offered.find((item) => isBankSlug(item.slug)) ?? offered[0])?.slug;
  const crypto = offered.some((item) => item.slug === selectedSlug && item.kind === 'crypto');
  const method = bankWithdrawalMethods.find((item) => item.slug === selectedSlug);
  const needsDetails = session.user !== undefined && !session.user.name;
  // Spec: a withdrawal the balance cannot cover shows the insufficient-balance alert, not the form. A
  // crypto withdrawal starts lower than a bank transfer.
  const minimum = crypto ? withdrawalRules.min : withdrawalRules.bankTransferMin;
  const tooLittle =
    balance.data !== undefined && !coversWithdrawal(balance.data.balance, balance.data.currency, minimum);
  // A balance below the bank's minimum may still be withdrawn another way.
  const smaller = tooLittle && !crypto ? methodsBelowBankMinimum(balance.data?.balance ?? '', offered) : [];
  const choose = (slug: string) => {
    setChosen(slug);
    setStep({ kind: 'form' });
  };

  let panel = null;
  if (step.kind === 'done') {
    panel = (
      <div role="status" className="flex flex-col items-start gap-3">
        <h3 className="text-lg font-bold text-gold-300">{t('cashier.withdraw.requestedTitle')}</h3>
        <p>
          {t('cashier.withdraw.requested', {
            amount: money(step.withdrawal.amount, step.withdrawal.currency),
          })}
        </p>
        <button
          type="button"
          onClick={() => setStep({ kind: 'form' })}
          className={buttonClasses('secondary', 'sm')}
        >
          {t('cashier.withdraw.another')}
        </button>
      </div>
    );
  } else if (smaller.length > 0) {
    panel = (
      <div className="flex flex-col gap-2">
        <p role="status">
          {t('cashier.withdraw.balanceBelowBank', {
            min: money(withdrawalRules.bankTransferMin, undefined, true),
          })}
        </p>
        <SmallerAmountMethods methods={smaller} onChoose={choose} />
      </div>
    );
  } else if (tooLittle) {
    panel = (
      <div className="flex flex-col gap-2">
        <FormMessage tone="error">{t('errors.insufficientFunds')}</FormMessage>
        <p className="text-sm text-muted">
          {t('cashier.withdraw.limits', {
            min: money(minimum, undefined, true),
            max: money(withdrawalRules.maxPerRequest, undefined, true),
          })}
        </p>
      </div>
    );
  } else if (step.kind === 'details' || needsDetails) {
    panel = <KycDetailsForm onSaved={() => setStep({ kind: 'form' })} />;
  } else if (crypto) {
    panel = <CryptoWithdrawal currency={money.currency} />;
  } else if (method) {
    panel = (
      <WithdrawalForm
        key={method.slug}
        method={method}
        offered={offered}
        onChoose={choose}
        onDone={(withdrawal) => setStep({ kind: 'done', withdrawal })}
        onDetailsNeeded={() => setStep({ kind: 'details' })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <WithdrawalList />
      {methods.isError ? <FormMessage tone="error">{errorText(t, methods.error)}</FormMessage> : null}
      {methods.isPending ? <p className="text-muted">{t('cashier.loading')}</p> : null}
      {method || crypto ? (
        <div className="grid gap-5 md:grid-cols-[minmax(0,15rem)_minmax(0,1fr)]">
          <MethodList
            methods={offered}
            selected={selectedSlug}
            onSelect={choose}
            label={t('cashier.withdrawalMethods')}
          />
          <div className="rounded-2xl border border-night-700 bg-night-900/60 p-4">{panel}</div>
        </div>
      ) : null}
    </div>
  );
}
