// The fairness page: anyone can replay a round by hand with packages/fair in the browser; a player changes
// the seeds (the old server seed is revealed and matches the hash shown before) and verifies with it; with
// money, a round played at the studio is verified on the page to exactly the outcome the studio recorded.
import { FairStream } from '@reelvault/fair/fair-stream';
import { pocketFromFloat } from '@reelvault/fair/roulette';
import { hashServerSeed } from '@reelvault/fair/seeds';
import { expect, test } from './fixtures';
import { registerPlayer } from './players';
import { signIn } from './sign-in';
import { fundedPlayer, gameOf, launchUrl } from './studio';

const pocketOf = (serverSeed: string, clientSeed: string, nonce: number) =>
  pocketFromFloat(new FairStream({ serverSeed, clientSeed, nonce }).nextFloat());

test('a guest reads how rounds are drawn and replays a roulette spin by hand', async ({ page }) => {
  await page.goto('/fairness?server_seed=my-server-seed&client_seed=my-client-seed&nonce=3&game=roulette');
  await expect(page.getByRole('heading', { name: 'Provably fair' })).toBeVisible();
  await expect(page.getByText('Log in to see and change your seeds.')).toBeVisible();
  await expect(page.getByLabel('Server seed')).toHaveValue('my-server-seed');
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('roulette');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('outcome')).toContainText(
    `The ball lands on ${pocketOf('my-server-seed', 'my-client-seed', 3)}`,
  );
  await page.getByLabel('Nonce').fill('-1');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Enter a server seed, a client seed and a nonce of 0 or more.',
  );
});

test('a player changes the seeds, sees the old server seed match its hash, and verifies with it', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request);
  await signIn(page, request, player);
  await page.goto('/fairness');
  const hash = (await page.getByTestId('active-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  const oldClientSeed = (await page.getByTestId('active-client-seed').textContent()) ?? '';

  await page.getByLabel('New client seed').fill('lucky seed 7');
  await page.getByRole('button', { name: 'Change seeds' }).click();
  await expect(page.getByTestId('active-client-seed')).toHaveText('lucky seed 7');
  await expect(page.getByTestId('active-hash')).not.toHaveText(hash);
  const revealed = page.getByTestId('revealed-seeds').getByRole('listitem').first();
  const serverSeed = (await revealed.locator('.font-mono').first().textContent()) ?? '';
  expect(hashServerSeed(serverSeed)).toBe(hash);

  await revealed.getByRole('button', { name: 'Verify with this seed' }).click();
  await expect(page.getByLabel('Server seed')).toHaveValue(serverSeed);
  await expect(page.getByLabel('Client seed', { exact: true })).toHaveValue(oldClientSeed);
  await page.getByLabel('Nonce').fill('0');
  await page.getByLabel('Game', { exact: true }).selectOption('roulette');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('outcome')).toContainText(
    `The ball lands on ${pocketOf(serverSeed, oldClientSeed, 0)}`,
  );
});

test('verifies a slot round after rotating: the replay equals the recorded outcome', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request);
  const token = await signIn(page, request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'slot')).id));
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByTestId('notice')).not.toBeEmpty({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Last results' }).click();
  const check = page.getByRole('dialog', { name: 'Last results' }).getByRole('link').first();
  const href = (await check.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/fairness\?round=[0-9a-f-]{36}$/);

  await page.goto(href);
  await expect(page.getByTestId('loaded-round')).toBeVisible();
  await expect(
    page.getByText("This round's seed pair is still in use: change your seeds to reveal its server seed."),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Change seeds' }).click();
  await expect(page.getByLabel('Server seed')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const verification = page.getByTestId('verification');
  await expect(verification).toContainText('The server seed matches the hash shown before play.');
  await expect(verification).toContainText('The outcome matches the recorded round.');
});

test('verifies a blackjack hand after rotating: the deal and the decisions replay to the recorded hand', async ({
  page,
  request,
}) => {
  const player = await fundedPlayer(request);
  const token = await signIn(page, request, player);
  await page.goto(await launchUrl(request, token, (await gameOf(request, 'blackjack')).id));
  const deal = page.getByRole('button', { name: 'Deal' });
  const stand = page.getByRole('button', { name: 'Stand' });
  const noInsurance = page.getByRole('button', { name: 'No insurance' });
  const table = page.getByTestId('blackjack');
  await page.getByRole('button', { name: '€1.00' }).click();
  await deal.click();
  await expect(page.getByTestId('player-hand').first()).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  for (let decision = 0; decision < 4; decision += 1) {
    await expect(noInsurance.or(stand).or(deal)).toBeVisible();
    if (await deal.isVisible()) break;
    await ((await noInsurance.isVisible()) ? noInsurance : stand).click();
    await expect(table).toHaveAttribute('aria-busy', 'false');
  }
  await expect(page.getByTestId('player-hand').first()).toContainText(/Blackjack|Win|Push|Lose|Bust/);
  await page.getByRole('button', { name: 'Last results' }).click();
  const href =
    (await page
      .getByRole('dialog', { name: 'Last results' })
      .getByRole('link')
      .first()
      .getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/fairness\?round=[0-9a-f-]{36}$/);

  await page.goto(href);
  await expect(page.getByTestId('loaded-round')).toBeVisible();
  await expect(page.getByLabel('Game', { exact: true })).toHaveValue('blackjack');
  await page.getByRole('button', { name: 'Change seeds' }).click();
  await expect(page.getByLabel('Server seed')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const verification = page.getByTestId('verification');
  await expect(verification).toContainText('The server seed matches the hash shown before play.');
  await expect(verification).toContainText('The outcome matches the recorded round.');
});
