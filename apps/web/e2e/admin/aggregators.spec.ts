// The aggregators screen of the back office (decision 0721) against the Hub88 fixture the global setup
// connected (hub88.ts): an administrator finds Hub88 listed with its settings, syncs it now and reads what
// the sync did (its slot unchanged since the sync before the server started, its two other games left out
// for want of a declared RTP, so nothing moves in the catalogue other specs count), then reconciles the day the fixture reported a bet the ledger never
// booked: the difference is listed with its transaction, round and amount, and saved as CSV. axe checks
// both screens. Desktop only: the back office is made for a desktop.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { expect, test } from '../fixtures';

async function openAggregators(page: Page): Promise<void> {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('The global setup logs the operators in before the workers start');
  await page.addInitScript((session) => {
    sessionStorage.setItem('reelvault_admin_session', session);
  }, token);
  await page.goto('/admin/aggregators');
  await expect(page.getByRole('heading', { name: 'Aggregators', level: 1 })).toBeVisible();
}

test.describe('aggregators in the back office', { tag: '@desktop' }, () => {
  test('an operator syncs Hub88 now and reconciles the day it reported a bet the ledger never booked', async ({
    page,
  }) => {
    const day = process.env.E2E_HUB88_DAY;
    if (!day) throw new Error('The global setup connects the Hub88 fixture before the workers start');
    await openAggregators(page);
    const row = page.getByRole('row').filter({ hasText: 'Hub88 Operator API' });
    await expect(row.getByText('Operator id 77')).toBeVisible();
    await expect(row).not.toContainText('PRIVATE KEY');
    await expectNoAxeViolations(page, 'the aggregators screen');

    await row.getByRole('button', { name: /^Sync now\s*Hub88$/ }).click();
    await expect(
      page.getByText(
        'Hub88 is synced: 3 games listed, 0 added, 0 changed, 0 retired, 1 unchanged, 2 left out.',
      ),
    ).toBeVisible();
    const skipped = page.getByRole('table', { name: '2 games left out of the catalogue' });
    await expect(skipped.getByRole('row').filter({ hasText: 'e2e_unrated_slot' })).toContainText(
      'No RTP declared',
    );
    await expect(row.getByText('Synced')).toBeVisible();

    await row.getByRole('link', { name: /^Reconcile\s*Hub88$/ }).click();
    await expect(page.getByRole('heading', { name: 'Reconciliation with hub88', level: 1 })).toBeVisible();
    await page.getByLabel('Day (UTC)').fill(day);
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/aggregators/hub88/reconciliation\\?date=${day}$`));
    const differences = page.getByRole('table', { name: `Differences on ${day}` });
    const missing = differences.getByRole('row').filter({ hasText: '6f1c2b7e-0e2d-4a51-9d0c-e2e0b0000001' });
    await expect(missing).toContainText('Missing in the ledger');
    await expect(missing).toContainText('e2e-round-1');
    await expect(missing).toContainText('€1.50');
    await expectNoAxeViolations(page, 'the reconciliation of a day');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`reconciliation-hub88-${day}.csv`);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines).toEqual([
      'difference,transaction_uuid,kind,user,round,currency,reported,booked',
      'missing,6f1c2b7e-0e2d-4a51-9d0c-e2e0b0000001,bet,rv-990001,e2e-round-1,EUR,1.50000,',
    ]);
  });
});
