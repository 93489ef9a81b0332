// Adding an operator: e-mail and role. The server generates the password and answers it once: it is shown
// here with a copy button until the administrator closes it, and never again.
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/error-notice';
import { isApiError } from '../../../lib/api-error';
import { useCreateOperator } from '../api/operators';

export function CreateOperator() {
  const { t } = useTranslation();
  const create = useCreateOperator();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('support');
  const [copied, setCopied] = useState(false);
  const fieldErrors = isApiError(create.error) ? create.error.fieldErrors : {};
  const emailError = fieldErrors.email?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };

  const created = create.data;
  const copy = async (password: string) => {
    await navigator.clipboard.writeText(password);
    setCopied(true);
  };

  return (
    <section className="panel" aria-labelledby="create-operator-title">
      <h2 id="create-operator-title">{t('operators.create.title')}</h2>
      <form className="filters" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="create-operator-email">{t('operators.create.email')}</label>
          <input
            id="create-operator-email"
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'create-operator-email-error' : undefined}
          />
          {emailError ? (
            <p id="create-operator-email-error" className="field__error">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="create-operator-role">{t('operators.create.role')}</label>
          <select
            id="create-operator-role"
            value={role}
            onChange={(event) => setRole(event.target.value as AdminRole)}
          >
            {adminRoles.map((item) => (
              <option key={item} value={item}>
                {t(`roles.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {t('operators.create.submit')}
          </button>
        </div>
      </form>
      {create.error && !emailError ? <ErrorNotice error={create.error} /> : null}
      {created ? (
        <div className="notice notice--success" role="status">
          <p>{created.message}</p>
          <p>
            {t('operators.create.passwordFor', { email: created.data.email })}{' '}
            <code className="break" data-testid="generated-password">
              {created.password}
            </code>
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => void copy(created.password)}>
              {copied ? t('operators.create.copied') : t('operators.create.copy')}
            </button>
            <button type="button" className="button" onClick={() => create.reset()}>
              {t('operators.create.done')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
