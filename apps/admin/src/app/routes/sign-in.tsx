// /admin/sign-in: the operator's way in. Says why they are here when a session ended or they signed out,
// moves to the two-factor enrolment when the operator has no authenticator yet, sends a back office with
// no operator to its first run (/admin/setup), and goes back to the page they were on once signed in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSetupStatus } from '../../features/auth/api/setup';
import { EnrolmentStep } from '../../features/auth/components/enrolment-step';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useServices } from '../../lib/services';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readSignInState } from '../sign-in-state';

export function SignInPage() {
  const { t } = useTranslation();
  const { session } = useServices();
  const navigate = useNavigate();
  const state = readSignInState(useLocation().state);
  const [ticket, setTicket] = useState<string | null>(null);
  const signedIn = session.getToken() !== null;
  const setup = useSetupStatus();
  useDocumentTitle(t('signIn.title'));
  if (signedIn) return <Navigate to={state.from ?? '/'} replace />;
  if (setup.data?.open) return <Navigate to="/setup" replace />;
  const done = () => navigate(state.from ?? '/', { replace: true });

  return (
    <main id="main" className="sign-in">
      <h1>{t('app.name')}</h1>
      <section className="sign-in__card" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">{t('signIn.title')}</h2>
        {state.notice === 'sessionEnded' ? (
          <p className="notice notice--warning" role="status">
            {t('signIn.sessionEnded')}
          </p>
        ) : null}
        {state.notice === 'signedOut' ? (
          <p className="notice" role="status">
            {t('signIn.signedOut')}
          </p>
        ) : null}
        {ticket === null ? (
          <SignInForm onSignedIn={done} onEnrolmentRequired={setTicket} />
        ) : (
          <EnrolmentStep ticket={ticket} onSignedIn={done} onStartOver={() => setTicket(null)} />
        )}
      </section>
    </main>
  );
}
