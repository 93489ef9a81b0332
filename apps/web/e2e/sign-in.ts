// A logged-in player for tests about something other than logging in: the API's login call, and its token
// handed to the page where the login form leaves it (localStorage), before the page's first load. The page
// then opens logged in at the address the test is about, without the login page and the lobby the form
// goes on to (about a second and a half of each such test on the two-core machine, decision 0135). The
// form itself is tested where logging in is the point: auth.spec.ts, two-factor, password reset, sessions,
// self-exclusion's refused login, the guests sent to log in and back (wallet, content), and the tests
// that go on from the lobby the form leads to (decision 1013).
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken } from './cashier-helpers';
import type { Player } from './players';

/**
 * Hands a session to the page: the next page it opens is logged in with `token`. The token is stored once
 * per tab, so a test that logs out later stays logged out.
 */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window !== window.top || sessionStorage.getItem('e2e.signedIn') !== null) return;
    localStorage.setItem('reelvault.token', value);
    sessionStorage.setItem('e2e.signedIn', 'yes');
  }, token);
}

/** Logs the player in through the API and hands the page the session (above); returns the token. */
export async function signIn(page: Page, request: APIRequestContext, player: Player): Promise<string> {
  const token = await apiToken(request, player);
  await storeSession(page, token);
  return token;
}
