// /admin/setup: the first run (decision 0708). While no operator exists and the page is opened on the
// server's own machine, the first administrator is created here (e-mail, a password of at least 12
// characters typed twice), then enrols their authenticator and is signed in. Otherwise the page says why
// it is closed and links to sign-in.
import { adminPasswordMinLength } from '@reelvault/contract/calls/backoffice-operators';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ErrorNotice } from '../../components/error-notice';
import { useSetup, useSetupStatus } from '../../features/auth/api/setup';
import { EnrolmentStep, type Enrolment } from '../../features/auth/components/enrolment-step';
import { isApiError } from '../../lib/api-error';
import { useServices } from '../../lib/services';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SetupPage() {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const status = useSetupStatus();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useDocumentTitle(t('setup.title'));
  if (session.getToken() !== null) return <Navigate to="/" replace />;

  let body;
  if (enrolment) {
    body = (
      <EnrolmentStep
        ticket={enrolment.enrolment_ticket}
        enrolment={enrolment}
        onSignedIn={() => navigate('/', { replace: true })}
        onStartOver={() => navigate('/sign-in', { replace: true })}
      />
    );
  } else if (status.isPending) {
    body = <p role="status">{t('table.loading')}</p>;
  } else if (status.error) {
    body = <ErrorNotice error={status.error} onRetry={() => void status.refetch()} />;
  } else if (!status.data.open) {
    body = (
      <>
        <p className="notice" role="status">
          {status.data.reason === 'not_local' ? t('setup.notLocal') : t('setup.operatorsExist')}
        </p>
        <p>
          <Link to="/sign-in">{t('setup.toSignIn')}</Link>
        </p>
      </>
    );
  } else {
    body = <SetupForm onCreated={setEnrolment} />;
  }

  return (
    <main id="main" className="sign-in">
      <h1>{t('app.name')}</h1>
      <section className="sign-in__card" aria-labelledby="setup-title">
        <h2 id="setup-title">{t('setup.title')}</h2>
        {body}
      </section>
    </main>
  );
}

function SetupForm({ onCreated }: { readonly onCreated: (enrolment: Enrolment) => void }) {
  const { t } = useTranslation();
  const setup = useSetup();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [checked, setChecked] = useState(false);

  const local: Record<string, string | undefined> = {
    password:
      password.length < adminPasswordMinLength
        ? t('setup.passwordTooShort', { count: adminPasswordMinLength })
        : undefined,
    repeated: repeated !== password ? t('setup.passwordsDiffer') : undefined,
  };
  const server = isApiError(setup.error) ? setup.error.fieldErrors : {};
  const fieldError = (name: string) =>
    (checked ? local[name] : undefined) ?? server[name]?.join(' ') ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (local.password || local.repeated) return;
    setup.mutate({ email: email.trim(), password }, { onSuccess: (reply) => onCreated(reply.data) });
  };

  const field = (
    name: 'email' | 'password' | 'repeated',
    label: string,
    input: { type: string; autoComplete: string; value: string; set: (value: string) => void },
  ) => {
    const error = fieldError(name);
    const id = `setup-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type={input.type}
          autoComplete={input.autoComplete}
          required
          value={input.value}
          onChange={(event) => input.set(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <p>{t('setup.intro')}</p>
      {field('email', t('signIn.email'), {
        type: 'email',
        autoComplete: 'username',
        value: email,
        set: setEmail,
      })}
      {field('password', t('signIn.password'), {
        type: 'password',
        autoComplete: 'new-password',
        value: password,
        set: setPassword,
      })}
      {field('repeated', t('setup.repeatPassword'), {
        type: 'password',
        autoComplete: 'new-password',
        value: repeated,
        set: setRepeated,
      })}
      {setup.error && Object.keys(server).length === 0 ? <ErrorNotice error={setup.error} /> : null}
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={setup.isPending}>
          {setup.isPending ? t('setup.creating') : t('setup.submit')}
        </button>
      </div>
    </form>
  );
}
