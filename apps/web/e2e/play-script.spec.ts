// A `script` launch (decision 0809): an aggregator may answer the play call with a script instead of a URL.
// Hub88 never does, so the launch call is answered here as such an aggregator would. The script runs in the
// site's script frame, sandboxed with scripts and no origin of its own: it draws the game, and it cannot
// read the page around it, the site's cookies or its storage.
import { playGame } from '@reelvault/contract/calls/play';
import { expect, test, waitForShell } from './fixtures';
import { playerWithMoney, slotGames } from './play';
import { signIn } from './sign-in';

/** What the aggregator's script does: it tries the site's page, cookies and storage, and says what it got. */
const launchScript = `
const say = (id, text) => {
  const line = document.createElement('p');
  line.dataset.testid = id;
  line.textContent = text;
  document.body.append(line);
};
const attempt = (read) => { try { return 'read: ' + String(read()); } catch (error) { return 'blocked'; } };
say('parent-page', attempt(() => parent.document.body.innerText));
say('cookies', attempt(() => document.cookie));
say('storage', attempt(() => JSON.stringify(localStorage)));
say('origin', String(self.origin));
say('started', 'The aggregator game started');
`;

test(
  "a script launch runs in the sandboxed frame and cannot read the site's page, cookies or storage",
  { tag: '@desktop' },
  async ({ page, request, baseURL }) => {
    const { player } = await playerWithMoney(request, { amount: '20' });
    const token = await signIn(page, request, player);
    const [game] = await slotGames(request, 1);
    if (!game) throw new Error('the demo catalogue has no slot');
    await page
      .context()
      .addCookies([{ name: 'site_secret', value: 'cookie-the-game-must-not-see', url: baseURL ?? '' }]);

    const launchPath = playGame.path.replace(':id', String(game.id));
    let launches = 0;
    await page.route(`**${launchPath}`, async (route) => {
      launches += 1;
      await route.fulfill({
        json: { code: 200, message: '', type: 'script', url: launchScript, device: 1, full_screen: false },
      });
    });

    await page.goto(`/play/${game.id}`);
    await waitForShell(page);
    const frame = page.locator('iframe[data-frame-kind="script"]');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const inFrame = page.frameLocator('iframe[data-frame-kind="script"]');
    await expect(inFrame.getByTestId('started')).toHaveText('The aggregator game started');
    expect(launches).toBe(1);

    // No origin of its own: the page around it, the cookies and the storage are out of reach.
    await expect(inFrame.getByTestId('origin')).toHaveText('null');
    await expect(inFrame.getByTestId('parent-page')).toHaveText('blocked');
    await expect(inFrame.getByTestId('cookies')).toHaveText('blocked');
    await expect(inFrame.getByTestId('storage')).toHaveText('blocked');
    // The site itself still holds them (the session is in its storage, the cookie in its jar).
    expect(await page.evaluate(() => document.cookie)).toContain('cookie-the-game-must-not-see');
    expect(await page.evaluate(() => localStorage.getItem('reelvault.token'))).toBe(token);
    await expect(page.getByRole('timer', { name: 'Time on this game' })).toBeVisible();
  },
);
