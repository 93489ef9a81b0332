// @vitest-environment jsdom
// The operators screen as an administrator lives it: the list with role, state and two-factor; creating an
// operator shows the generated password once with a copy button; each action is confirmed in a dialog,
// sent to its own call, and answered with the server's message, or its refusal (ADMIN_LAST_ADMIN) shown
// in the dialog.
import type { adminOperator } from '@reelvault/contract/calls/backoffice-operators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { errorBody, meReply, renderApp, type SentRequest } from '../../testing/render-app';
import { setUpScreenTests } from '../../testing/screen-tests';

type Operator = z.infer<typeof adminOperator>;
const boss = { id: 1, email: 'boss@reelvault.test', role: 'admin' as const };

function operator(overrides: Partial<Operator>): Operator {
  return {
    id: 1,
    email: 'boss@reelvault.test',
    role: 'admin',
    active: true,
    two_factor_enrolled: true,
    created_at: '2030-01-01T08:00:00.000Z',
    last_login_at: '2030-01-02T09:30:00.000Z',
    ...overrides,
  };
}

const support = operator({ id: 4, email: 'support@reelvault.test', role: 'support', last_login_at: null });

setUpScreenTests();

function server(actions: (request: SentRequest) => { status: number; body?: unknown } | undefined) {
  return (request: SentRequest) => {
    if (request.path === '/api/admin/me') return { status: 200, body: meReply(boss) };
    if (request.method === 'GET' && request.path.startsWith('/api/admin/operators')) {
      return {
        status: 200,
        body: { data: [operator({}), support], pagination: { total: 2, page: 1, pages: 1, per_page: 50 } },
      };
    }
    return actions(request) ?? { status: 404, body: errorBody('ROUTE_NOT_FOUND') };
  };
}

const rowOf = async (email: string) =>
  (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

describe('the operators screen', () => {
  it('lists the operators with role, state, two-factor and last sign-in', async () => {
    const app = renderApp(
      '/operators',
      server(() => undefined),
      { token: 'admin-token' },
    );
    const row = await rowOf('support@reelvault.test');
    expect(within(row).getByText('Support')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getAllByText('Yes')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Operators' }).getAttribute('aria-current')).toBe('page');
    const list = app.sent.find((request) => request.path.startsWith('/api/admin/operators'));
    expect(list?.path).toBe('/api/admin/operators?page=1&per_page=50');
  });

  it('creates an operator and shows the generated password once, with a copy button', async () => {
    const writeText = vi.fn(async (text: string) => {
      void text;
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const app = renderApp(
      '/operators',
      server((request) =>
        request.method === 'POST' && request.path === '/api/admin/operators'
          ? {
              status: 201,
              body: {
                message: 'The operator is created. Give them the password: it is not shown again.',
                data: operator({
                  id: 9,
                  email: 'new@reelvault.test',
                  role: 'finance',
                  two_factor_enrolled: false,
                }),
                password: 'generated-password-24chr',
              },
            }
          : undefined,
      ),
      { token: 'admin-token' },
    );
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: ' new@reelvault.test ' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'finance' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the operator' }));

    expect(await screen.findByText('generated-password-24chr')).toBeTruthy();
    expect(screen.getByText(/it is not shown again/)).toBeTruthy();
    const created = app.sent.find((request) => request.method === 'POST');
    expect(created?.body).toEqual({ email: 'new@reelvault.test', role: 'finance' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the password' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('generated-password-24chr'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('generated-password-24chr')).toBeNull());
  });

  it("shows the server's refusal to deactivate the last administrator in the dialog", async () => {
    const app = renderApp(
      '/operators',
      server((request) =>
        request.path === '/api/admin/operators/1/deactivate'
          ? { status: 409, body: errorBody('ADMIN_LAST_ADMIN', 'The last active administrator stays.') }
          : undefined,
      ),
      { token: 'admin-token' },
    );
    const row = await rowOf('boss@reelvault.test');
    fireEvent.click(within(row).getByRole('button', { name: /Deactivate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate the operator' });
    expect(within(dialog).getByText(/boss@reelvault.test can no longer sign in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'The last active administrator stays.',
    );
    expect(app.sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/admin/operators/1/deactivate',
    ]);
  });

  it("changes a role and resets two-factor, each confirmed, with the server's message", async () => {
    const app = renderApp(
      '/operators',
      server((request) => {
        if (request.path === '/api/admin/operators/4/role')
          return { status: 200, body: { message: "The operator's role is changed.", data: support } };
        if (request.path === '/api/admin/operators/4/reset-two-factor')
          return { status: 200, body: { message: "The operator's two-factor is reset.", data: support } };
        return undefined;
      }),
      { token: 'admin-token' },
    );
    const row = await rowOf('support@reelvault.test');
    fireEvent.click(within(row).getByRole('button', { name: /Change role/ }));
    const roleDialog = await screen.findByRole('dialog', { name: 'Change the role' });
    const confirmRole = within(roleDialog).getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    // The same role changes nothing.
    expect(confirmRole.disabled).toBe(true);
    fireEvent.change(within(roleDialog).getByLabelText('Role'), { target: { value: 'compliance' } });
    fireEvent.click(confirmRole);
    expect(await screen.findByText("The operator's role is changed.")).toBeTruthy();
    expect(app.sent.find((request) => request.path.endsWith('/4/role'))?.body).toEqual({
      role: 'compliance',
    });

    fireEvent.click(
      within(await rowOf('support@reelvault.test')).getByRole('button', { name: /Reset two-factor/ }),
    );
    const resetDialog = await screen.findByRole('dialog', { name: 'Reset two-factor' });
    fireEvent.click(within(resetDialog).getByRole('button', { name: 'Reset two-factor' }));
    expect(await screen.findByText("The operator's two-factor is reset.")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
