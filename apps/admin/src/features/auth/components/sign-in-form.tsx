// The operator's sign-in: e-mail and password, then the authenticator's code once the server asks for it
// (400 AUTH_2FA_REQUIRED), or the enrolment step for an operator with no authenticator yet. The server's messages are shown as they come (wrong password, wrong code,
// locked out after too many tries).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../components/error-notice';
import { useSignIn } from '../api/sign-in';
import { OneTimeCodeField } from './one-time-code-field';

type Step = 'credentials' | 'code';

export function SignInForm({
  onSignedIn,
  onEnrolmentRequired,
}: {
  readonly onSignedIn: () => void;
  /** The operator has no authenticator yet: the enrolment step takes over with this ticket. */
  readonly onEnrolmentRequired: (ticket: string) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>('credentials');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codePrompt, setCodePrompt] = useState<string | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  // The code's field appears when the server asks for the code; the focus goes there with it.
  useEffect(() => {
    if (step === 'code') codeField.current?.focus();
  }, [step]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password, code: step === 'code' ? code.trim() : undefined },
      {
        onSuccess: (reply) => {
          if (reply.enrolment_required) onEnrolmentRequired(reply.enrolment_ticket);
          else onSignedIn();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'AUTH_2FA_REQUIRED') {
            setStep('code');
            setCodePrompt(error.message);
          }
        },
      },
    );
  };

  const error = signIn.error;
  const showError = error && !(isApiError(error) && error.code === 'AUTH_2FA_REQUIRED');
  const fieldErrors = isApiError(error) ? error.fieldErrors : {};
  const fieldError = (name: string) => fieldErrors[name]?.join(' ');

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="sign-in-email">{t('signIn.email')}</label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          required
          value={email}
          readOnly={step === 'code'}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError('email') ? true : undefined}
          aria-describedby={fieldError('email') ? 'sign-in-email-error' : undefined}
        />
        {fieldError('email') ? (
          <p id="sign-in-email-error" className="field__error">
            {fieldError('email')}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="sign-in-password">{t('signIn.password')}</label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          readOnly={step === 'code'}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldError('password') ? true : undefined}
          aria-describedby={fieldError('password') ? 'sign-in-password-error' : undefined}
        />
        {fieldError('password') ? (
          <p id="sign-in-password-error" className="field__error">
            {fieldError('password')}
          </p>
        ) : null}
      </div>
      {step === 'code' ? (
        <OneTimeCodeField
          id="sign-in-code"
          label={t('signIn.code')}
          hint={codePrompt ?? t('signIn.codeHint')}
          value={code}
          onChange={setCode}
          ref={codeField}
        />
      ) : null}
      {showError ? (
        <p className="notice notice--error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={signIn.isPending}>
          {signIn.isPending
            ? t('signIn.signingIn')
            : step === 'code'
              ? t('signIn.verify')
              : t('signIn.submit')}
        </button>
        {step === 'code' ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setStep('credentials');
              setCode('');
              setCodePrompt(null);
              signIn.reset();
            }}
          >
            {t('signIn.startOver')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
