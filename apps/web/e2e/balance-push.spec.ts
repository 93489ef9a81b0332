// The header balance follows the ledger at once: money credited outside the page (a deposit approved on
// the payment page) shows in the header within seconds, pushed by the server, long before the 30 s refresh
// would ask again, and without the page asking for the balance.
import { depositThroughSandbox, apiToken } from './cashier-helpers';
import { expect, test } from './fixtures';
import { logIn, registerPlayer } from './players';

test('a deposit approved elsewhere shows in the header balance at once', async ({ page, request }) => {
  const player = await registerPlayer(request);
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/balance/events',
  );
  await logIn(page, player);
  const balance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
  await expect(balance).toContainText('€0.00');
  expect((await stream).status()).toBe(200);

  let balanceCalls = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/user/balance') balanceCalls += 1;
  });
  await depositThroughSandbox(request, await apiToken(request, player), '25');
  // Well inside the 30 s refresh: only the push can have brought it.
  await expect(balance).toContainText('€25.00', { timeout: 5_000 });
  expect(balanceCalls).toBe(0);
});
