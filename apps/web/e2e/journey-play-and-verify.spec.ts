// Two points of a player's way, on the phone and the desktop: a studio slot's reels show each symbol as
// a picture named for screen readers (no more initials in a circle), and instant verification sends the
// player to the provider's hosted page, whose signed approval shows in the verification checklist.
import { veriffDecision, veriffSessionIdOf } from '../../server/test/veriff-fixture';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';
import { apiToken, fundedPlayer, gameOf, launchUrl } from './studio';

/** What a royal or a seven shows in type; every other symbol is a drawn picture. */
const typeset = new Set(['A', 'K', 'Q', 'J', '10', '7']);

/** Where Veriff sends its decisions (apps/server/src/modules/compliance/instant-routes.ts). */
const veriffDecisionPath = '/api/kyc/instant-verification/veriff/decision';

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the Veriff fixture`);
  return value;
}

test('a studio slot shows every symbol on its reels as a named picture', async ({ page, request }) => {
  const player = await fundedPlayer(request, '20');
  const token = await apiToken(request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'slot')).id));
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('notice')).toHaveText(/^(No win|You win €[\d,.]+|Returned €[\d,.]+)$/);

  const tiles = page.getByTestId('reel').getByRole('img');
  await expect(tiles).toHaveCount(15);
  for (const tile of await tiles.all()) await expect(tile).toHaveAccessibleName(/\p{L}{3,}/u);
  const drawn = await tiles.evaluateAll((pictures) =>
    pictures.map((picture) => ({
      text: picture.textContent?.trim() ?? '',
      shapes: picture.querySelectorAll('g[data-picture] path').length,
    })),
  );
  // The old tiles wrote a premium symbol's initials ("CH"), a W for the wild and a star for the scatter.
  const pictured = drawn.filter(({ text, shapes }) => (text === '' && shapes > 0) || typeset.has(text));
  expect(pictured, JSON.stringify(drawn)).toHaveLength(drawn.length);
});

test('instant verification: the hosted page, then the provider’s approval in the checklist', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/account/verification');
  const instant = page.getByRole('region', { name: 'Instant verification' });
  await instant.getByRole('button', { name: 'Verify instantly' }).click();

  await expect(page).toHaveURL((url) => url.href.startsWith(`${fromSetup('E2E_VERIFF_URL')}/v/`));
  await expect(page.getByRole('heading', { name: 'Verify your identity with Veriff' })).toBeVisible();
  const sessionId = veriffSessionIdOf(page.url());
  expect(sessionId).toBeTruthy();

  // Veriff decides and tells the casino, signed with the integration's shared secret.
  const profile = await request.get('/api/user/profile', {
    headers: { authorization: `Bearer ${await apiToken(request, player)}` },
  });
  const { id } = ((await profile.json()) as { data: { id: number } }).data;
  const approval = veriffDecision(
    { apiKey: fromSetup('E2E_VERIFF_API_KEY'), sharedSecret: fromSetup('E2E_VERIFF_SHARED_SECRET') },
    { id: sessionId ?? '', request: { vendorData: String(id) } },
    'approved',
  );
  const delivered = await request.post(veriffDecisionPath, {
    headers: approval.headers,
    data: approval.body,
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await page.goto('/account/verification');
  await expect(instant.getByTestId('instant-verification-state')).toHaveText('Approved.');
  await expect(instant.getByRole('button', { name: 'Verify instantly' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'What verification needs' }).getByRole('listitem').first(),
  ).toHaveText(/^Instant verification\s*Approved$/);
});
