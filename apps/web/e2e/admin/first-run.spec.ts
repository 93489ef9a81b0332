// The back office's first run as a newcomer lives it (decision 0708), on a server of its own with an empty
// data directory, opened on 127.0.0.1 (the machine itself): sign-in sends them to the setup, they create
// the first administrator, "scan" the key (read off the page; the code computed here as an authenticator
// app would), confirm and land in the back office signed in. They then create a second operator from the
// Operators screen, whose first sign-in goes through the same enrolment step. Desktop only (@desktop).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { freePort, startServer, type RunningServer } from '../server-process';

let server: RunningServer | undefined;
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = await mkdtemp(path.join(tmpdir(), 'reelvault-e2e-first-run-'));
  const port = await freePort();
  server = await startServer(
    {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      TRUST_PROXY: 'false',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    },
    240_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Reads the key off the enrolment step, computes the authenticator's code and confirms it. */
async function enrol(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up two-factor authentication' })).toBeVisible();
  const figure = page.getByRole('figure');
  await expect(figure.locator('svg')).toBeVisible();
  const secret = ((await figure.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  await page.getByLabel('Code from the authenticator app').fill(code);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
}

test('first run: the administrator is created with two-factor, then creates an operator @desktop', async ({
  page,
}) => {
  const base = server?.url.replace('localhost', '127.0.0.1') ?? '';
  await page.goto(`${base}/admin/sign-in`);
  await expect(page).toHaveURL(/\/admin\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up the back office' })).toBeVisible();

  await page.getByLabel('E-mail').fill('first.admin@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('first-admin-password');
  await page.getByLabel('Repeat the password').fill('first-admin-password');
  await page.getByRole('button', { name: 'Create the administrator' }).click();
  await enrol(page);

  // Signed in: the administrator's first screen, with the Operators screen in the navigation.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'first.admin@e2e.test', exact: true })).toBeVisible();

  await page.getByLabel('E-mail').fill('second.finance@e2e.test');
  await page.getByLabel('Role').selectOption('finance');
  await page.getByRole('button', { name: 'Create the operator' }).click();
  const password = ((await page.getByTestId('generated-password').textContent()) ?? '').trim();
  expect(password.length).toBeGreaterThanOrEqual(24);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'second.finance@e2e.test', exact: true }) });
  await expect(row.getByRole('cell', { name: 'Finance', exact: true })).toBeVisible();

  // The setup is closed now, and the new operator's first sign-in enrols their own authenticator.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await page.getByLabel('E-mail').fill('second.finance@e2e.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enrol(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Operators' })).toHaveCount(0);
});
