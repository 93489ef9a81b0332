// A gateway deposit (Payz, Revolut, Neosurf, Interac, bank transfer; spec: "Payment modals"): 1 the
// amount with the method's quick amounts, 2 the details form when the player has no name yet, 3 the
// redirect screen, which sends the browser to the gateway's payment page after 1 s.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { paymentIds, payopDepositDescription, type PayopMethod } from '@reelvault/contract/constants/cashier';
import { timings } from '@reelvault/contract/constants/timings';
import { formatMoney } from '@reelvault/contract/money';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { useLocale } from '@/i18n/use-locale';
import { isApiError } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { errorText } from '@/lib/error-text';
import { useBalance } from '@/lib/balance';
import { useStartDeposit } from '@/features/cashier/api/start-deposit';
import {
  depositAmountSchemaFor,
  type DepositAmountValues,
  type DepositRange,
} from '@/features/cashier/utils/deposit-form';
import { cashierFieldText } from '@/features/cashier/utils/field-messages';
import { KycDetailsForm } from './kyc-details-form';

type Step =
  | { readonly kind: 'amount' }
  | { readonly kind: 'details' }
  | { readonly kind: 'redirect'; readonly url: string };

export function RedirectNotice({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col items-start gap-4 py-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-night-600 border-t-gold-400"
        />
        <p className="font-semibold">{text}</p>
      </div>
      <a href={url} rel="noreferrer" className="text-sm text-gold-300 underline underline-offset-4">
        {t('cashier.redirect.manual')}
      </a>
    </div>
  );
}

export function GatewayDeposit({
  method,
  name,
  range,
  amount,
  onAmountChange,
}: {
  method: PayopMethod;
  name: string;
  /** The method's limits in the player's currency, as the server lists them (decision 0717). */
  range: DepositRange;
  /** The amount the cashier holds (the welcome tier chooser reads and sets it too). */
  amount: string;
  onAmountChange: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const balance = useBalance({ fresh: true });
  const currency = balance.data?.currency ?? session.user?.currency ?? 'EUR';
  const money = (value: string) => formatMoney(locale.bcp47, value, currency, { whole: true });
  const start = useStartDeposit();
  const [depositAmountSchema] = useState(() => depositAmountSchemaFor(range));
  const [step, setStep] = useState<Step>({ kind: 'amount' });
  const [failure, setFailure] = useState<string>();
  const form = useForm<DepositAmountValues>({
    resolver: zodResolver(depositAmountSchema),
    mode: 'onChange',
    defaultValues: { amount },
  });

  // A welcome tier picked in the chooser puts its deposit here.
  useEffect(() => {
    if (form.getValues('amount') !== amount) form.setValue('amount', amount, { shouldValidate: true });
  }, [amount, form]);
  const amountError = cashierFieldText(t, form.formState.errors.amount?.message, money, range);
  const rangeText = t('cashier.validation.depositRange', { min: money(range.min), max: money(range.max) });

  useEffect(() => {
    if (step.kind !== 'redirect') return;
    const timer = setTimeout(() => globalThis.location.assign(step.url), timings.depositRedirect);
    return () => clearTimeout(timer);
  }, [step]);

  const pay = async (toPay: string) => {
    setFailure(undefined);
    try {
      const reply = await start.mutateAsync({
        payment_id: paymentIds.payop,
        py_id: method.pyId,
        amount: toPay,
        description: payopDepositDescription,
        method: method.slug,
      });
      setStep({ kind: 'redirect', url: reply.data.url });
    } catch (error) {
      if (isApiError(error) && error.code === 'CASHIER_NAME_REQUIRED') return setStep({ kind: 'details' });
      // A deposit limit's refusal is worded in the player's language, with what the limit still allows.
      const amountProblem = !isApiError(error)
        ? undefined
        : error.code === 'LIMIT_DEPOSIT_REACHED'
          ? errorText(t, error)
          : error.fieldErrors.amount?.[0];
      if (amountProblem) form.setError('amount', { message: amountProblem });
      else setFailure(errorText(t, error));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const typed = depositAmountSchema.parse(values).amount;
    if (session.user && !session.user.name) return setStep({ kind: 'details' });
    await pay(typed);
  });

  if (step.kind === 'redirect')
    return <RedirectNotice url={step.url} text={t('cashier.redirect.gateway', { method: name })} />;
  if (step.kind === 'details') {
    return (
      <KycDetailsForm
        onSaved={() => {
          setStep({ kind: 'amount' });
          void pay(depositAmountSchema.parse(form.getValues()).amount);
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h3 className="text-lg font-bold">{t('cashier.deposit.title', { method: name })}</h3>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label={t('cashier.deposit.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={amountError ? undefined : rangeText}
        error={amountError}
        {...form.register('amount', {
          onChange: (event: ChangeEvent<HTMLInputElement>) => onAmountChange(event.target.value),
        })}
      />
      <div role="group" aria-label={t('cashier.deposit.quickAmounts')} className="flex flex-wrap gap-2">
        {method.quickAmounts.map((quick) => (
          <button
            key={quick}
            type="button"
            onClick={() => {
              form.setValue('amount', quick, { shouldValidate: true });
              onAmountChange(quick);
            }}
            className={buttonClasses('secondary', 'sm')}
          >
            {money(quick)}
          </button>
        ))}
      </div>
      <button
        type="submit"
        disabled={start.isPending || !form.formState.isValid}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('cashier.deposit.submit')}
      </button>
      <p className="text-xs text-muted">{t('cashier.deposit.note', { method: name })}</p>
    </form>
  );
}
