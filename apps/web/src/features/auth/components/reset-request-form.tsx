// Step one of a forgotten password: the username (or e-mail) whose account gets a reset link, then the
// success view. The answer is the same whether the account exists.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { usePopups } from '@/lib/popup-store';
import { fieldErrorText } from '@/lib/validation';
import { useRequestPasswordReset } from '@/features/auth/api/forgot-password';
import { resetRequestSchema, type ResetRequestValues } from '@/features/auth/utils/password-reset-schema';

export function ResetRequestForm() {
  const { t } = useTranslation();
  const popups = usePopups();
  const request = useRequestPasswordReset();
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { username: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
    } catch (failed) {
      popups.alert({ tone: 'error', title: t('auth.reset.failed'), text: errorText(t, failed) });
    }
  });

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">
          <strong className="block">{t('auth.reset.sentTitle')}</strong>
          {t('auth.reset.sent')}
        </FormMessage>
        <Link to="/login" className={buttonClasses('secondary', 'md', 'w-full')}>
          {t('auth.reset.backToLogin')}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {request.isError ? <FormMessage tone="error">{errorText(t, request.error)}</FormMessage> : null}
      <TextField
        label={t('auth.usernameOrEmail')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldErrorText(t, form.formState.errors.username?.message)}
        {...form.register('username')}
      />
      <button
        type="submit"
        disabled={form.formState.isSubmitting}
        className={buttonClasses('primary', 'md', 'w-full')}
      >
        {t('auth.reset.submit')}
      </button>
      <Link to="/login" className="text-center text-sm text-gold-300 hover:underline">
        {t('auth.reset.backToLogin')}
      </Link>
    </form>
  );
}
