// The back office's reports (decision 0720): after a little play in a currency no other browser test
// uses, the revenue report by currency is exported as CSV from the reports screen, and its totals line
// (bets, wins, rollbacks, GGR) equals what the dashboard shows for the same seven UTC days.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney } from '@reelvault/contract/money';
import { apiToken, depositThroughSandbox } from '../cashier-helpers';
import { expect, test } from '../fixtures';
import { registerPlayer } from '../players';
import { gameOf, launchUrl } from '../studio';

const currency = 'CAD';

async function openBackOffice(page: Page, path: string): Promise<void> {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the operator in before the workers start');
  await page.addInitScript((stored) => {
    sessionStorage.setItem('reelvault_admin_session', stored);
  }, token);
  await page.goto(`/admin${path}`);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
}

/** One spin of the studio's roulette on red, through the studio's own API as its page plays. */
async function spin(request: APIRequestContext, launch: string): Promise<void> {
  const token = new URLSearchParams(new URL(launch, 'http://localhost').hash.slice(1)).get('session');
  const session = await request.post('/house/api/session', { data: { token } });
  expect(session.status(), await session.text()).toBe(200);
  const { access_token: studio } = (await session.json()) as { access_token: string };
  const spun = await request.post('/house/api/roulette/spin', {
    headers: { authorization: `Bearer ${studio}` },
    data: { bets: [{ kind: 'red', amount: '250000' }] },
  });
  expect(spun.status(), await spun.text()).toBe(200);
}

const dayText = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test(
  'a revenue report exported as CSV has the totals the dashboard shows',
  { tag: '@desktop' },
  async ({ page, request }) => {
    test.setTimeout(180_000);
    const roulette = await gameOf(request, 'roulette');
    for (let index = 0; index < 2; index += 1) {
      const player = await registerPlayer(request, { prefix: 'cad', currency });
      const token = await apiToken(request, player);
      await depositThroughSandbox(request, token, '150');
      for (let round = 0; round < 3; round += 1)
        await spin(request, await launchUrl(request, token, roulette.id));
    }

    // The dashboard's seven days end today: the same range for the report.
    const range = `from=${dayText(6)}&to=${dayText(0)}`;
    await openBackOffice(page, `/reports?report=revenue&group_by=currency&currency=${currency}&${range}`);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Totals per currency' }).getByRole('cell', { name: currency }),
    ).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`revenue-currency-${currency}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    const total = lines
      .map((line) => line.split(','))
      .find((cells) => cells[0] === 'Total' && cells[2] === currency);
    if (!total) throw new Error(`no totals line for ${currency} in:\n${lines.join('\n')}`);
    const cell = (name: string) => total[header.indexOf(name)] ?? '';
    expect(Number(cell('bets'))).toBeGreaterThan(0);

    await page.goto('/admin/dashboard?period=7d');
    const card = page.getByRole('region', { name: currency });
    const shown: [string, string][] = [
      ['Bets', cell('bets')],
      ['Wins', cell('wins')],
      ['Rollbacks', cell('rollbacks')],
      ['GGR', cell('ggr')],
    ];
    for (const [figure, amount] of shown) {
      await expect(card.locator(`dt:text-is("${figure}") + dd`), figure).toHaveText(
        formatMoney('en', amount, currency),
      );
    }
  },
);
