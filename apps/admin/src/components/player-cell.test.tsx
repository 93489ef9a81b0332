// @vitest-environment jsdom
// The player in a queue, a log or the adjustments: a link to the player's page for a role that may read
// players, plain name and id for one that may not (the page would only refuse it).
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { operatorQueryKey } from '../features/auth/api/operator';
import { createApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider } from '../lib/services';
import { createSessionStore } from '../lib/session-store';
import { meReply } from '../testing/render-app';
import { setUpScreenTests } from '../testing/screen-tests';
import { PlayerCell } from './player-cell';

setUpScreenTests();

function renderCell(role: AdminRole, player: { readonly id: number; readonly username?: string }) {
  const session = createSessionStore(globalThis.sessionStorage);
  session.setToken('live');
  const api = createApiClient({
    fetch: async () =>
      new Response(JSON.stringify(meReply({ id: 3, email: `${role}@reelvault.test`, role })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    session,
    language: () => 'en',
    onSessionEnded: () => undefined,
  });
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: <PlayerCell player={player} /> }], {
    initialEntries: ['/admin/adjustments'],
    basename: '/admin',
  });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={{ api, session }}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, queryClient };
}

describe('the player cell', () => {
  it("links the name to the player's page for a role that may read players", async () => {
    renderCell('finance', { id: 42, username: 'alice' });
    const link = await screen.findByRole('link', { name: 'alice' });
    expect(link.getAttribute('href')).toBe('/admin/players/42');
    expect(screen.getByText('Player #42')).toBeTruthy();
  });

  it('names a player known only by id with the id, linked too', async () => {
    renderCell('compliance', { id: 7 });
    const link = await screen.findByRole('link', { name: 'Player #7' });
    expect(link.getAttribute('href')).toBe('/admin/players/7');
  });

  it('shows plain text to a role that may not read players', async () => {
    const { container, queryClient } = renderCell('content', { id: 42, username: 'alice' });
    // Nothing is linked until the role is known either: wait for it before looking.
    await waitFor(() => expect(queryClient.getQueryData(operatorQueryKey)).toBeDefined());
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('alicePlayer #42');
  });
});
