// The two-factor enrolment of a first sign-in: the secret for the ticket (asked of the server, or already
// in hand after the first run's setup) drawn as a QR here and shown as text for typing by hand, then a
// code of the authenticator app; a right code opens the session. A ticket that expired or was spent sends
// the operator back to sign in again.
import type { adminEnrolment } from '@reelvault/contract/calls/backoffice-operators';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorNotice } from '../../../components/error-notice';
import { TwoFactorQr } from '../../../components/two-factor-qr';
import { isApiError } from '../../../lib/api-error';
import { useConfirmEnrolment, useEnrolment } from '../api/enrolment';
import { OneTimeCodeField } from './one-time-code-field';

export type Enrolment = z.infer<typeof adminEnrolment>;

export interface EnrolmentStepProps {
  readonly ticket: string;
  /** The secret already answered with the ticket (the first run's setup); asked of the server otherwise. */
  readonly enrolment?: Enrolment | undefined;
  readonly onSignedIn: () => void;
  /** Back to the credentials (a ticket past its time, or the operator's choice). */
  readonly onStartOver: () => void;
}

export function EnrolmentStep(props: EnrolmentStepProps) {
  const { t } = useTranslation();
  const started = useEnrolment(props.ticket, props.enrolment === undefined);
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  const enrolment = props.enrolment ?? started.data;

  useEffect(() => {
    if (enrolment) codeField.current?.focus();
  }, [enrolment]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== 6) return;
    confirm.mutate({ ticket: props.ticket, code }, { onSuccess: props.onSignedIn });
  };

  const expired = [started.error, confirm.error].some(
    (error) => isApiError(error) && error.code === 'AUTH_ENROLMENT_INVALID',
  );

  return (
    <section className="enrolment" aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">{t('enrolment.title')}</h2>
      <p>{t('enrolment.intro')}</p>
      {started.isPending && props.enrolment === undefined ? (
        <p role="status">{t('enrolment.loading')}</p>
      ) : null}
      {started.error ? <ErrorNotice error={started.error} /> : null}
      {enrolment ? (
        <form className="sign-in__form" onSubmit={submit} noValidate>
          <TwoFactorQr uri={enrolment.otpauth_uri} secret={enrolment.secret} />
          <OneTimeCodeField
            id="enrolment-code"
            label={t('enrolment.code')}
            hint={t('enrolment.codeHint')}
            value={code}
            onChange={setCode}
            ref={codeField}
          />
          {confirm.error ? <ErrorNotice error={confirm.error} /> : null}
          <div className="actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={confirm.isPending || code.length !== 6 || expired}
            >
              {confirm.isPending ? t('enrolment.confirming') : t('enrolment.confirm')}
            </button>
            <button type="button" className="button" onClick={props.onStartOver}>
              {t('signIn.startOver')}
            </button>
          </div>
        </form>
      ) : started.error ? (
        <div className="actions">
          <button type="button" className="button" onClick={props.onStartOver}>
            {t('signIn.startOver')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
