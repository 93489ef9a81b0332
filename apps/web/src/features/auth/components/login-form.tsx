// The login form (spec: username, password, Enter submits, link to /reset-password). When the account
// has two-factor authentication the server answers 400 with code 768 and the code step replaces the
// inputs; each refused code counts as an attempt.
// react-hook-form keeps the form's state outside React, so the compiler must not memoize around it
// (decision record 1010).
'use no memo';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '@/components/form/form-message';
import { TextField } from '@/components/form/text-field';
import { buttonClasses } from '@/components/ui/button';
import { fieldErrorText } from '@/lib/validation';
import { useLogin } from '@/features/auth/api/login';
import { loginFailure } from '@/features/auth/utils/login-failure';
import { loginBody, loginSchema, type LoginValues } from '@/features/auth/utils/login-schema';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const [codeAttempts, setCodeAttempts] = useState(0);
  const form = useForm<LoginValues, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', twoFactor: false, code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const twoFactor = useWatch({ control: form.control, name: 'twoFactor' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    if (values.twoFactor) setCodeAttempts((count) => count + 1);
    try {
      await login.mutateAsync(loginBody(values));
      onLoggedIn();
    } catch (error) {
      const refused = loginFailure(t, error);
      setFailure(refused.message);
      if (refused.needsCode && !values.twoFactor) {
        form.setValue('twoFactor', true);
        form.setValue('code', '');
        form.setFocus('code');
      }
    }
  });

  const startOver = () => {
    form.reset({ username: '', password: '', twoFactor: false, code: '' });
    setCodeAttempts(0);
    setFailure(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
      {twoFactor ? (
        <>
          <h2 className="text-lg font-bold">{t('auth.login.codeTitle')}</h2>
          <p className="text-sm text-muted">{t('auth.login.codeIntro')}</p>
          <TextField
            label={t('auth.login.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            error={fieldErrorText(t, errors.code?.message)}
            {...form.register('code')}
          />
          {codeAttempts > 0 ? (
            <p className="text-xs text-muted">{t('auth.login.attempts', { count: codeAttempts })}</p>
          ) : null}
          <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('auth.login.verify')}
          </button>
          <button type="button" onClick={startOver} className="text-sm text-muted underline hover:text-ink">
            {t('auth.login.startOver')}
          </button>
        </>
      ) : (
        <>
          <TextField
            label={t('auth.usernameOrEmail')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldErrorText(t, errors.username?.message)}
            {...form.register('username')}
          />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            error={fieldErrorText(t, errors.password?.message)}
            {...form.register('password')}
          />
          <Link to="/reset-password" className="self-end text-sm text-gold-300 hover:underline">
            {t('auth.login.forgot')}
          </Link>
          <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'md', 'w-full')}>
            {t('auth.login.submit')}
          </button>
          <p className="text-center text-sm text-muted">
            {t('auth.login.noAccount')}{' '}
            <Link to="/register" className="font-semibold text-gold-300 hover:underline">
              {t('auth.login.register')}
            </Link>
          </p>
        </>
      )}
    </form>
  );
}
