// Identity verification and responsible gambling in the browser: a document uploaded with progress and a
// preview, rejected by a reviewer (back-office API) with a reason, replaced, approved until the player is
// verified; the reviewer's approval lifting the play page's and the cashier's verification blockers; the
// play page's reality check (with Playwright's clock); a deposit limit that refuses a larger deposit in the
// player's words; a one-week self-exclusion that logs the player out and refuses the next login with its
// end date; the multi-upload form; replacing a document that is gone or can no longer be withdrawn; the
// details form's general 422 text.
import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { pendingDocument, photo, review, scan, submitForVerification, uploadThroughApi } from './documents';
import { playerWithMoney, slotGames } from './play';
import { registerPlayer } from './players';
import { signIn } from './sign-in';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

async function upload(page: Page, title: string, name: string) {
  await card(page, title)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo() });
}

test('a document is uploaded with progress and preview, rejected with a reason, replaced and approved', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'kyc' });
  await signIn(page, request, player);
  await page.goto('/account/verification');
  await expect(page.getByTestId('verification-standing')).toHaveText('Not verified');

  // Hold the first upload back until its progress bar and preview have been seen (later uploads pass).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/verification-document', async (route) => {
    await held;
    await route.continue();
  });
  const front = card(page, 'Identity document (front)');
  await upload(page, 'Identity document (front)', 'passport.jpg');
  await expect(front.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(front.getByRole('img', { name: 'Preview of the chosen file' })).toBeVisible();
  release();
  await expect(front.getByText('Your document has been uploaded and is waiting for review.')).toBeVisible();
  await expect(front.getByText('Pending review')).toBeVisible();
  await expect(page.getByTestId('verification-standing')).toHaveText('Under review');

  await review(
    request,
    await pendingDocument(request, player.username, 1),
    'reject',
    'The photo is blurred.',
  );
  await page.reload();
  await expect(front.getByText('Rejected: The photo is blurred.')).toBeVisible();
  await upload(page, 'Identity document (front)', 'passport-again.jpg');
  await expect(front.getByText('Pending review')).toBeVisible();

  await upload(page, 'Proof of address', 'bill.jpg');
  await expect(card(page, 'Proof of address').getByText('Pending review')).toBeVisible();
  await upload(page, 'Selfie with your identity document', 'selfie.jpg');
  await expect(card(page, 'Selfie with your identity document').getByText('Pending review')).toBeVisible();

  await page.getByLabel('Day of birth').selectOption('14');
  await page.getByLabel('Month of birth').selectOption('3');
  await page.getByLabel('Year of birth').selectOption('1988');
  await page.getByLabel('Address', { exact: true }).fill('Ermou 12');
  await page.getByLabel('City', { exact: true }).fill('Athens');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();

  for (const type of [1, 3, 5])
    await review(request, await pendingDocument(request, player.username, type), 'approve');
  await page.reload();
  await expect(page.getByTestId('verification-standing')).toHaveText('Verified');
  await expect(front.getByText('Approved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save details' })).toBeHidden();
});

test('a deposit limit refuses a deposit above it', async ({ page, request }) => {
  const player = await registerPlayer(request, { prefix: 'lim' });
  await signIn(page, request, player);
  await page.goto('/account/limits');
  await page.getByLabel('Limit', { exact: true }).selectOption('deposit');
  await page.getByLabel('Period').selectOption('daily');
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByText('Your limit is in force.')).toBeVisible();
  await expect(page.locator('[data-limit="deposit-daily"]').getByText('Left: €20.00')).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  await cashier.getByRole('button', { name: 'Neosurf' }).click();
  await cashier.getByRole('button', { name: '€50', exact: true }).click();
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    cashier.getByText(
      'This deposit would exceed your daily deposit limit. You can deposit up to €20.00 now.',
    ),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/sandbox-pay/);

  // At the edge of the limit the deposit goes through to the payment page.
  await cashier.getByLabel('Amount (EUR)').fill('20');
  await cashier.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.waitForURL(/\/sandbox-pay\//);
});

test('a one-week self-exclusion logs the player out and refuses the next login', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'excl' });
  await signIn(page, request, player);
  await page.goto('/account/limits');
  const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
  await expect(exclusion.getByRole('button', { name: 'Exclude me' })).toBeDisabled();
  await exclusion.getByLabel('7 days').check();
  await exclusion.getByRole('button', { name: 'Exclude me' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // The refusal names the day the exclusion ends: seven days from now.
  const ends = new Date(Date.now() + 7 * 86_400_000);
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /self-excluded until .+\. You cannot log in or play until then\./ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(day.format(ends));
  await expect(page).toHaveURL(/\/login/);
});

test(
  "the reviewer's approval lifts the play page's and the cashier's verification blockers",
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const { player, token } = await playerWithMoney(request, { amount: '50', verified: false });
    const [game] = await slotGames(request, 1);
    await submitForVerification(request, token);

    // Documents pending: the play page says they are under review and opens no game.
    await signIn(page, request, player);
    await page.goto(`/play/${game?.id}`);
    await waitForShell(page);
    await expect(page.getByRole('heading', { name: 'Your documents are under review' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    for (const type of [1, 3, 5])
      await review(request, await pendingDocument(request, player.username, type), 'approve');

    // Approved: no blocker, and the game runs with the deposited money.
    await page.reload();
    await waitForShell(page);
    const frame = page.frameLocator(`iframe[title="${game?.name}: game"]`);
    await expect(frame.getByTestId('balance')).toHaveText('€50.00', { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Your documents are under review' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Verification required' })).toHaveCount(0);

    // The cashier opens itself rather than the verification popup.
    await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
    await expect(page.getByRole('dialog', { name: 'Cashier' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /verif/i })).toHaveCount(0);
  },
);

test(
  'the reality check pauses the game after the interval with the time played and the net result',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const { player, token } = await playerWithMoney(request, { amount: '50' });
    const [game] = await slotGames(request, 1);
    const settings = await request.get('/api/account/reality-check', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { interval_minutes: minutes } = (await settings.json()) as { interval_minutes: number };
    await page.clock.install();
    await signIn(page, request, player);
    await page.goto(`/play/${game?.id}`);
    await waitForShell(page);
    const frame = page.frameLocator(`iframe[title="${game?.name}: game"]`);
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 30_000 });
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByTestId('notice')).toHaveText(/^(No win|You win €[\d,.]+|Returned €[\d,.]+)$/, {
      timeout: 20_000,
    });

    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toHaveCount(0);
    await page.clock.fastForward(minutes * 60_000);
    await expect(check).toBeVisible();
    await expect(page.locator('iframe[data-paused]')).toHaveCount(1);
    await expect(check.getByTestId('reality-check-played')).toHaveText(
      minutes >= 60 ? /^\d+:\d\d:\d\d$/ : new RegExp(`^${minutes}:\\d\\d$`),
    );
    await expect(check.getByText('€0.20', { exact: true })).toBeVisible();
    await expect(check.getByTestId('reality-check-net')).toHaveText(/^(You are (up|down) €[\d,.]+|Even)$/);

    // Continue: the game comes back where it was, until the next interval.
    await check.getByRole('button', { name: 'Continue playing' }).click();
    await expect(check).toHaveCount(0);
    await expect(page.locator('iframe[data-paused]')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeEnabled();

    // Stop leaves the game for the lobby.
    await page.clock.fastForward(minutes * 60_000);
    await expect(check).toBeVisible();
    await check.getByRole('button', { name: 'Stop playing' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('iframe')).toHaveCount(0);
  },
);

test('several documents are uploaded at once; a refused file is listed with its reason', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'kym' });
  await signIn(page, request, player);
  await page.goto('/account/verification');
  const form = page.getByRole('region', { name: 'Upload several documents at once' });
  await form.getByLabel('Proof of identity').setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: photo(),
  });
  await form.getByLabel('Bank statement').setInputFiles({
    name: 'statement.jpg',
    mimeType: 'image/jpeg',
    buffer: photo(),
  });
  // A PDF renamed as a photo: the browser takes it for a JPEG, the server reads its content.
  await form.getByLabel('Selfie with your identity document').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await form.getByRole('button', { name: 'Upload documents' }).click();
  const result = form.getByTestId('multi-upload-result');
  await expect(
    result.getByText('Uploaded and waiting for review: Proof of identity, Bank statement.'),
  ).toBeVisible();
  await expect(
    result.getByText(
      'Selfie with your identity document was not uploaded: Invalid file format. Please upload a JPG or PNG photo.',
    ),
  ).toBeVisible();
  await expect(card(page, 'Identity document (front)').getByText('Pending review')).toBeVisible();
  await expect(page.getByTestId('verification-standing')).toHaveText('Under review');
});

/** Sends a scanned PDF (no preview picture) from the card titled `title`. */
async function uploadScan(page: Page, title: string) {
  await card(page, title).locator('input[type=file]').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: scan(),
  });
}

test('replacing a document that is already gone uploads the new one', async ({ page, request }) => {
  const player = await registerPlayer(request, { prefix: 'kycgone' });
  const token = await signIn(page, request, player);
  await uploadThroughApi(request, token, 1);
  await page.goto('/account/verification');
  const front = card(page, 'Identity document (front)');
  await expect(front.getByText('Pending review')).toBeVisible();

  // Withdrawn elsewhere (another device) while this page still shows it: the page's withdrawal gets 404.
  const withdrawn = await request.delete('/api/kyc/documents/1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  const deletion = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().endsWith('/api/kyc/documents/1'),
  );
  await uploadScan(page, 'Identity document (front)');
  expect((await deletion).status()).toBe(404);
  await expect(front.getByText('Your document has been uploaded and is waiting for review.')).toBeVisible();
  await expect(front.getByText('Pending review')).toBeVisible();
});

test('a document that can no longer be withdrawn is not replaced, and the page says so', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, { prefix: 'kyckeep' });
  const token = await signIn(page, request, player);
  await uploadThroughApi(request, token, 3);
  await page.goto('/account/verification');
  const address = card(page, 'Proof of address');
  await expect(address.getByText('Pending review')).toBeVisible();

  // Approved by the reviewer while the page still offers to replace it: the withdrawal is refused.
  await review(request, await pendingDocument(request, player.username, 3), 'approve');
  let uploads = 0;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/account/verification-document')) uploads += 1;
  });
  await uploadScan(page, 'Proof of address');
  await expect(address.getByText('Failed to replace document.')).toBeVisible();
  await expect(address.getByText('Approved')).toBeVisible();
  expect(uploads).toBe(0);
});

test("the details form shows the spec's general text above a refused field", async ({ page, request }) => {
  const player = await registerPlayer(request, { prefix: 'kyc422' });
  await signIn(page, request, player);
  await page.goto('/account/verification');
  await page.getByLabel('Day of birth').selectOption('14');
  await page.getByLabel('Month of birth').selectOption('3');
  await page.getByLabel('Year of birth').selectOption('1988');
  await page.getByLabel('Address', { exact: true }).fill('Ermou '.repeat(40));
  await page.getByLabel('City', { exact: true }).fill('Athens');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Validation error occurred.')).toBeVisible();
  await expect(page.getByText('The address may not be greater than 191 characters.')).toBeVisible();
  await expect(page.getByText('The given data was invalid.')).toHaveCount(0);
});
