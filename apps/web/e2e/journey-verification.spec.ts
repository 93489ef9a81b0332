// The player's way to verification: with one document approved by a reviewer (back-office API) and money
// on the account, the checklist on the verification page, in the play page's verification-required state
// and in the verification popup it opens says which document is approved and what is still missing.
import type { Locator } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { pendingDocument, review, uploadThroughApi } from './documents';
import { playerWithMoney, slotGames } from './play';
import { signIn } from './sign-in';

async function expectOneApproved(checklist: Locator) {
  await expect(checklist.getByRole('listitem')).toHaveText([
    /^Identity document \(front\)\s*Approved$/,
    /^Proof of address\s*Not submitted$/,
    /^Selfie with your identity document\s*Not submitted$/,
    /^Personal details\s*Not submitted$/,
  ]);
  await expect(checklist).toContainText('1 of 4 done');
}

test('one approved document: the checklist shows it approved and the rest missing', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { player, token } = await playerWithMoney(request, { verified: false });
  const [game] = await slotGames(request, 1);
  await uploadThroughApi(request, token, 1);
  await review(request, await pendingDocument(request, player.username, 1), 'approve');

  await signIn(page, request, player);
  await page.goto('/account/verification');
  await expect(page.getByTestId('verification-standing')).toHaveText('Not verified');
  await expectOneApproved(page.getByRole('region', { name: 'What verification needs' }));

  await page.goto(`/play/${game?.id}`);
  await waitForShell(page);
  const stage = page.locator('[data-play-state="verification"]');
  await expect(stage.getByRole('heading', { name: 'Verification required' })).toBeVisible();
  await expectOneApproved(stage.getByTestId('verification-checklist'));

  await stage.getByRole('button', { name: 'Verify my identity' }).click();
  const popup = page.getByRole('dialog', { name: 'Verification needed' });
  await expect(popup).toContainText('to play with the money on your account');
  await expect(popup).not.toContainText('before you deposit or withdraw');
  await expectOneApproved(popup.getByTestId('verification-checklist'));
});
