// @vitest-environment jsdom
// The audit log's filters live in the URL (decision 0713): a bookmarked address asks the server for the
// same entries, and a filter the operator applies changes the address and the request.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { emptyPage, meReply, renderApp } from '../../testing/render-app';

const compliance = { id: 8, email: 'compliance@reelvault.test', role: 'compliance' as const };

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderLog(path: string) {
  return renderApp(
    path,
    (request) =>
      request.path === '/api/admin/me'
        ? { status: 200, body: meReply(compliance) }
        : { status: 200, body: { data: [], pagination: emptyPage } },
    { token: 'live' },
  );
}

const logRequests = (sent: { path: string }[]) =>
  sent.map((request) => request.path).filter((path) => path.startsWith('/api/admin/audit-log'));

describe('the audit log filters', () => {
  it('reads every filter from the URL and sends it to the server', async () => {
    const app = renderLog(
      '/audit-log?admin_id=7&action=withdrawal.&target_type=withdrawal&from=2026-03-01&to=2026-03-02',
    );
    await screen.findByText('No entry matches.');
    expect(logRequests(app.sent)).toEqual([
      '/api/admin/audit-log?page=1&admin_id=7&action=withdrawal.&target_type=withdrawal&from=2026-03-01&to=2026-03-02&per_page=50',
    ]);
    expect((screen.getByLabelText('Operator id') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('From (day)') as HTMLInputElement).value).toBe('2026-03-01');
    expect((screen.getByLabelText('To (day)') as HTMLInputElement).type).toBe('date');
  });

  it('applies a filter the operator sets: the address and the request change, a bad day is left out', async () => {
    const app = renderLog('/audit-log?from=yesterday');
    await screen.findByText('No entry matches.');
    expect(logRequests(app.sent)).toEqual(['/api/admin/audit-log?page=1&per_page=50']);
    fireEvent.change(screen.getByLabelText('Target type'), { target: { value: 'crypto_finding' } });
    fireEvent.submit(screen.getByLabelText('Target type').closest('form') as HTMLFormElement);
    await waitFor(() =>
      expect(logRequests(app.sent)).toContain(
        '/api/admin/audit-log?page=1&target_type=crypto_finding&per_page=50',
      ),
    );
    expect(app.parts.router.state.location.search).toBe('?from=yesterday&target_type=crypto_finding');
  });
});
