// @vitest-environment jsdom
// The operator's sign-in as they live it: password first, the two-factor code when the server asks for
// it, the server's own refusal shown, the token kept for the tab and sent as Bearer, and a session the
// server ends sending them back to sign-in.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { emptyPage, errorBody, meReply, renderApp, type SentRequest } from '../testing/render-app';

const financeOperator = { id: 7, email: 'finance@reelvault.test', role: 'finance' as const };
const loginReply = {
  access_token: 'token-from-server',
  token_type: 'Bearer',
  expires_at: '2030-01-01T08:00:00.000Z',
  admin: financeOperator,
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function fillCredentials() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'finance@reelvault.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
}

/** A dashboard of a day without activity: where a finance operator lands. */
const quietDashboard = {
  data: {
    period: {
      from: '2026-11-26',
      to: '2026-11-26',
      starts_at: '2026-11-26T00:00:00.000Z',
      ends_at: '2026-11-27T00:00:00.000Z',
      time_zone: 'UTC',
    },
    currencies: [],
    queues: { documents_waiting: 0, withdrawals_waiting: 0, adjustments_waiting: 0, crypto_below_minimum: 0 },
  },
};

describe('signing in', () => {
  it('asks for the two-factor code when the server does, then signs in with it', async () => {
    const script = (request: SentRequest) => {
      if (request.path === '/api/admin/auth/login') {
        const body = request.body as { code?: string };
        if (!body.code)
          return { status: 400, body: errorBody('AUTH_2FA_REQUIRED', 'Enter the code now, please.') };
        return { status: 200, body: loginReply };
      }
      if (request.path === '/api/admin/me') return { status: 200, body: meReply(financeOperator) };
      if (request.path.startsWith('/api/admin/dashboard')) return { status: 200, body: quietDashboard };
      return { status: 404, body: errorBody('ROUTE_NOT_FOUND') };
    };
    const app = renderApp('/sign-in', script);
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();

    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const codeField = await screen.findByLabelText('Two-factor code');
    expect(document.activeElement).toBe(codeField);
    // The server's own words, not an error.
    expect(screen.getByText('Enter the code now, please.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const logins = () => app.sent.filter((request) => request.path === '/api/admin/auth/login');
    expect(logins()[0]?.body).toEqual({ email: 'finance@reelvault.test', password: 'correct horse battery' });

    fireEvent.change(codeField, { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    // Signed in: the finance operator lands on the first screen their role may open.
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(logins()[1]?.body).toEqual({
      email: 'finance@reelvault.test',
      password: 'correct horse battery',
      code: '123456',
    });
    expect(sessionStorage.getItem('reelvault_admin_session')).toBe('token-from-server');
    // The dashboard asks for its figures once it has rendered: wait for that request, then read it.
    const figures = await waitFor(() => {
      const sent = app.sent.find((request) => request.path.startsWith('/api/admin/dashboard'));
      if (!sent) throw new Error('the dashboard has not asked for its figures yet');
      return sent;
    });
    expect(figures.headers.get('authorization')).toBe('Bearer token-from-server');
    expect(app.parts.router.state.location.pathname).toBe('/dashboard');
  });

  it("shows the server's refusal of a wrong code and stays on the code step", async () => {
    const script = (request: SentRequest) => {
      const body = request.body as { code?: string };
      return body.code
        ? { status: 400, body: errorBody('AUTH_2FA_INVALID', 'That code is not valid.') }
        : { status: 400, body: errorBody('AUTH_2FA_REQUIRED') };
    };
    const app = renderApp('/sign-in', script);
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('Two-factor code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect((await screen.findByRole('alert')).textContent).toBe('That code is not valid.');
    expect(screen.getByLabelText('Two-factor code')).toBeTruthy();
    expect(app.session.getToken()).toBeNull();
  });

  it('shows a wrong password as the server words it, without a code field', async () => {
    renderApp('/sign-in', () => ({
      status: 401,
      body: errorBody('AUTH_INVALID_CREDENTIALS', 'These credentials do not match our records.'),
    }));
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These credentials do not match our records.',
    );
    expect(screen.queryByLabelText('Two-factor code')).toBeNull();
  });
});

describe('an ended session', () => {
  it('sends the operator back to sign-in with "Your session has ended" on a 401, and forgets the token', async () => {
    const app = renderApp(
      '/audit-log?page=2',
      (request) =>
        request.path === '/api/admin/me'
          ? { status: 200, body: meReply({ id: 1, email: 'boss@reelvault.test', role: 'admin' }) }
          : { status: 401, body: errorBody('UNAUTHENTICATED') },
      { token: 'expired-token' },
    );
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(app.parts.router.state.location.pathname).toBe('/sign-in');
    expect(app.session.getToken()).toBeNull();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
  });

  it('goes to sign-in without asking for the operator when there is no token', async () => {
    const app = renderApp('/withdrawals', () => ({ status: 500 }));
    await screen.findByRole('heading', { name: 'Sign in' });
    // Only whether the first run is open (it is not: the sign-in form stays).
    await waitFor(() => expect(app.sent.map((request) => request.path)).toEqual(['/api/admin/setup']));
  });

  it('signs out through the server and lands on sign-in', async () => {
    const app = renderApp(
      '/withdrawals',
      (request) => {
        if (request.path === '/api/admin/me') return { status: 200, body: meReply(financeOperator) };
        if (request.path === '/api/admin/auth/logout')
          return { status: 200, body: { message: 'Logged out.' } };
        return { status: 200, body: { data: [], pagination: emptyPage } };
      },
      { token: 'live-token' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeTruthy();
    const logout = app.sent.find((request) => request.path === '/api/admin/auth/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe('Bearer live-token');
    await waitFor(() => expect(app.session.getToken()).toBeNull());
  });
});
