// @vitest-environment jsdom
// The two-factor enrolment of a first sign-in and the first run: the login's enrolment answer moves the
// page to the enrolment step (secret asked with the ticket, QR and key shown, code confirmed, signed in
// with the confirmation's token), a spent ticket sends the operator back, and /setup creates the first
// administrator or says why it is closed.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { emptyPage, errorBody, meReply, renderApp, type SentRequest } from '../testing/render-app';

const admin = { id: 1, email: 'first@reelvault.test', role: 'admin' as const };
const enrolment = {
  enrolment_ticket: 'ticket-from-server',
  expires_at: '2030-01-01T08:10:00.000Z',
  otpauth_uri: 'otpauth://totp/Reelvault%20back%20office:first%40reelvault.test?secret=JBSWY3DPEHPK3PXP',
  secret: 'JBSWY3DPEHPK3PXP',
};
const session = {
  access_token: 'session-after-enrolment',
  token_type: 'Bearer',
  expires_at: '2030-01-01T16:00:00.000Z',
  admin,
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** A server with one operator who has no authenticator yet. */
function enrollingServer(options: {
  readonly confirm?: (code: string) => { status: number; body: unknown };
}) {
  return (request: SentRequest) => {
    switch (request.path) {
      case '/api/admin/setup':
        return { status: 200, body: { open: false, reason: 'operators_exist' } };
      case '/api/admin/auth/login':
        return {
          status: 200,
          body: {
            enrolment_required: true,
            enrolment_ticket: 'ticket-from-server',
            expires_at: enrolment.expires_at,
          },
        };
      case '/api/admin/auth/enrol':
        return { status: 200, body: { data: enrolment } };
      case '/api/admin/auth/enrol/confirm': {
        const { code } = request.body as { code: string };
        return options.confirm?.(code) ?? { status: 200, body: session };
      }
      case '/api/admin/me':
        return { status: 200, body: meReply(admin) };
      default:
        return { status: 200, body: { data: [], pagination: emptyPage } };
    }
  };
}

function signInWithPassword() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: admin.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the enrolment step of a first sign-in', () => {
  it('shows the secret for the ticket, confirms a code and signs the operator in', async () => {
    const app = renderApp('/sign-in', enrollingServer({}));
    signInWithPassword();

    await screen.findByRole('heading', { name: 'Set up two-factor authentication' });
    expect(await screen.findByText(enrolment.secret)).toBeTruthy();
    expect(screen.getByTitle('QR code for the authenticator app')).toBeTruthy();
    const started = app.sent.find((request) => request.path === '/api/admin/auth/enrol');
    expect(started?.body).toEqual({ enrolment_ticket: 'ticket-from-server' });
    // No token until the code is confirmed.
    expect(app.session.getToken()).toBeNull();

    const confirm = screen.getByRole('button', { name: 'Confirm and sign in' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Code from the authenticator app'), {
      target: { value: '123 456' },
    });
    fireEvent.click(confirm);

    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    const confirmed = app.sent.find((request) => request.path === '/api/admin/auth/enrol/confirm');
    expect(confirmed?.body).toEqual({ enrolment_ticket: 'ticket-from-server', code: '123456' });
    expect(app.session.getToken()).toBe('session-after-enrolment');
    const me = app.sent.find((request) => request.path === '/api/admin/me');
    expect(me?.headers.get('authorization')).toBe('Bearer session-after-enrolment');
  });

  it("shows the server's refusal of a wrong code and stays on the step", async () => {
    const app = renderApp(
      '/sign-in',
      enrollingServer({
        confirm: () => ({ status: 400, body: errorBody('AUTH_2FA_INVALID', 'That code is not valid.') }),
      }),
    );
    signInWithPassword();
    fireEvent.change(await screen.findByLabelText('Code from the authenticator app'), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not valid.');
    expect(screen.getByText(enrolment.secret)).toBeTruthy();
    expect(app.session.getToken()).toBeNull();
  });

  it('goes back to the credentials when the ticket is no longer good', async () => {
    renderApp('/sign-in', (request) =>
      request.path === '/api/admin/auth/enrol'
        ? { status: 400, body: errorBody('AUTH_ENROLMENT_INVALID', 'This sign-in step has expired.') }
        : enrollingServer({})(request),
    );
    signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toContain('This sign-in step has expired.');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});

describe('the first run', () => {
  it('sign-in sends a back office with no operator to the setup', async () => {
    const app = renderApp('/sign-in', () => ({ status: 200, body: { open: true, reason: null } }));
    await screen.findByRole('heading', { name: 'Set up the back office' });
    expect(app.parts.router.state.location.pathname).toBe('/setup');
  });

  it('creates the first administrator, then enrols them with the secret the setup answered', async () => {
    const app = renderApp('/setup', (request) => {
      if (request.path === '/api/admin/setup' && request.method === 'GET')
        return { status: 200, body: { open: true, reason: null } };
      if (request.path === '/api/admin/setup')
        return { status: 201, body: { message: 'The administrator is created.', data: enrolment } };
      return enrollingServer({})(request);
    });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: admin.email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'too-short' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));
    expect(await screen.findByText('The password must be at least 12 characters.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(app.sent.filter((request) => request.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password-1' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), {
      target: { value: 'a-long-password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create the administrator' }));

    expect(await screen.findByText(enrolment.secret)).toBeTruthy();
    const created = app.sent.find((request) => request.method === 'POST');
    expect(created?.body).toEqual({ email: admin.email, password: 'a-long-password-1' });
    // The setup answered the secret: it is not asked again.
    expect(app.sent.some((request) => request.path === '/api/admin/auth/enrol')).toBe(false);

    fireEvent.change(screen.getByLabelText('Code from the authenticator app'), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(app.session.getToken()).toBe('session-after-enrolment');
  });

  it('says why the setup is closed, with a link to sign-in', async () => {
    renderApp('/setup', () => ({ status: 200, body: { open: false, reason: 'not_local' } }));
    expect(await screen.findByText(/only be created on the machine the server runs on/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy());
  });
});
