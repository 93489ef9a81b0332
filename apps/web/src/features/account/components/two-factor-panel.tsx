// Two-factor authentication on the security page. Disabled -> enable (password) -> the secret shown as a
// QR code (a data: URL made by the server; nothing is sent to a third party) and as text -> confirmed
// with a first code -> enabled. Disabling asks for the password and a current code.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { fieldErrorText } from '@/lib/validation';
import { useConfirmTwoFactor } from '@/features/account/api/confirm-two-factor';
import { useDisableTwoFactor } from '@/features/account/api/disable-two-factor';
import { useEnableTwoFactor, type TwoFactorSetup } from '@/features/account/api/enable-two-factor';
import { useTwoFactorStatus } from '@/features/account/api/get-two-factor-status';
import {
  twoFactorCodeSchema,
  twoFactorDisableSchema,
  twoFactorPasswordSchema,
  type TwoFactorCodeValues,
  type TwoFactorDisableValues,
  type TwoFactorPasswordValues,
} from '@/features/account/utils/two-factor-schema';

/**
 * Shows a refused call: a wrong password or code (422 on `password` or `code`) under its field, in the
 * player's language; anything else above the form.
 */
function showFailure(
  t: TFunction,
  error: unknown,
  setFieldError: (field: 'password' | 'code', message: string) => void,
  setFailure: (message: string | undefined) => void,
): void {
  const fields = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
  const wrongCode = Boolean(fields.code?.length);
  const wrongPassword = Boolean(fields.password?.length);
  if (wrongCode) setFieldError('code', t('errors.twoFactorInvalid'));
  if (wrongPassword) setFieldError('password', t('errors.passwordIncorrect'));
  setFailure(wrongCode || wrongPassword ? undefined : errorText(t, error));
}

type Step =
  | { readonly name: 'overview' }
  | { readonly name: 'password' }
  | { readonly name: 'secret'; readonly setup: TwoFactorSetup }
  | { readonly name: 'disable' };

export function TwoFactorPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const status = useTwoFactorStatus();
  const [step, setStep] = useState<Step>({ name: 'overview' });
  const [notice, setNotice] = useState<string>();
  const enabled = status.data?.status === 'enabled';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {t('account.twoFactor.title')}
      </h2>
      <p className="max-w-prose text-sm text-muted">{t('account.twoFactor.intro')}</p>
      {status.isError ? <FormMessage tone="error">{errorText(t, status.error)}</FormMessage> : null}
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      {status.data ? (
        <p className="text-sm">
          {t('account.twoFactor.status')}:{' '}
          <strong className={enabled ? 'text-emerald-300' : 'text-muted'}>
            {enabled ? t('account.twoFactor.enabled') : t('account.twoFactor.disabled')}
          </strong>
        </p>
      ) : null}
      {status.data && step.name === 'overview' ? (
        <div className="flex flex-col gap-3">
          {status.data.status === 'secret_shown' ? (
            <p className="text-sm text-muted">{t('account.twoFactor.pending')}</p>
          ) : null}
          <button
            type="button"
            className={buttonClasses(enabled ? 'secondary' : 'primary', 'md', 'self-start')}
            onClick={() => {
              setNotice(undefined);
              setStep(enabled ? { name: 'disable' } : { name: 'password' });
            }}
          >
            {enabled
              ? t('account.twoFactor.disable')
              : status.data.status === 'secret_shown'
                ? t('account.twoFactor.restart')
                : t('account.twoFactor.enable')}
          </button>
        </div>
      ) : null}
      {step.name === 'password' ? (
        <StartForm
          onCancel={() => setStep({ name: 'overview' })}
          onStarted={(setup) => setStep({ name: 'secret', setup })}
        />
      ) : null}
      {step.name === 'secret' ? (
        <ConfirmForm
          setup={step.setup}
          onCancel={() => setStep({ name: 'overview' })}
          onConfirmed={() => {
            setNotice(t('account.twoFactor.nowEnabled'));
            setStep({ name: 'overview' });
          }}
        />
      ) : null}
      {step.name === 'disable' ? (
        <DisableForm
          onCancel={() => setStep({ name: 'overview' })}
          onDisabled={() => {
            setNotice(t('account.twoFactor.nowDisabled'));
            setStep({ name: 'overview' });
          }}
        />
      ) : null}
    </section>
  );
}

function StartForm({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const [failure, setFailure] = useState<string>();
  const form = useForm<TwoFactorPasswordValues>({
    resolver: zodResolver(twoFactorPasswordSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      onStarted(await enable.mutateAsync(values));
    } catch (error) {
      showFailure(t, error, (_field, message) => form.setError('password', { message }), setFailure);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted">{t('account.twoFactor.enablePrompt')}</p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={fieldErrorText(t, form.formState.errors.password?.message)}
        {...form.register('password')}
      />
      <FormButtons
        submit={t('account.twoFactor.start')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

function ConfirmForm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmTwoFactor();
  const [failure, setFailure] = useState<string>();
  const form = useForm<TwoFactorCodeValues>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      onConfirmed();
    } catch (error) {
      showFailure(t, error, (_field, message) => form.setError('code', { message }), setFailure);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted">{t('account.twoFactor.scan')}</p>
      <img
        src={setup.qr_code}
        alt={t('account.twoFactor.qrAlt')}
        width={200}
        height={200}
        className="size-50 rounded-xl bg-white p-2"
      />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold">{t('account.twoFactor.secret')}</span>
        <code
          data-testid="two-factor-secret"
          translate="no"
          className="rounded-lg bg-night-800 px-3 py-2 font-mono text-sm break-all select-all"
        >
          {setup.secret}
        </code>
      </div>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label={t('account.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldErrorText(t, form.formState.errors.code?.message)}
        {...form.register('code')}
      />
      <FormButtons
        submit={t('account.twoFactor.confirm')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

function DisableForm({ onDisabled, onCancel }: { onDisabled: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [failure, setFailure] = useState<string>();
  const form = useForm<TwoFactorDisableValues>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      onDisabled();
    } catch (error) {
      showFailure(t, error, (field, message) => form.setError(field, { message }), setFailure);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
      <p className="text-sm text-muted">{t('account.twoFactor.disablePrompt')}</p>
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={fieldErrorText(t, errors.password?.message)}
        {...form.register('password')}
      />
      <TextField
        label={t('account.twoFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={fieldErrorText(t, errors.code?.message)}
        {...form.register('code')}
      />
      <FormButtons
        submit={t('account.twoFactor.confirmDisable')}
        busy={form.formState.isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

function FormButtons({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={busy} className={buttonClasses('primary', 'md')}>
        {submit}
      </button>
      <button type="button" onClick={onCancel} className={buttonClasses('secondary', 'md')}>
        {t('account.twoFactor.cancel')}
      </button>
    </div>
  );
}
