// What happens when the server says a session is over (a 401 on any call): the tab forgets what it loaded
// and the operator lands on sign-in with "Your session has ended", to come back to the same page.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminRouter } from './router';
import type { SignInState } from './sign-in-state';

export function endSession(router: AdminRouter, queryClient: QueryClient): void {
  const { location } = router.state;
  if (location.pathname === '/sign-in') return;
  queryClient.clear();
  const state: SignInState = { notice: 'sessionEnded', from: `${location.pathname}${location.search}` };
  void router.navigate('/sign-in', { replace: true, state });
}
