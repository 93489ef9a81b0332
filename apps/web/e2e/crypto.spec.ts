// The crypto deposit screen against the real server and a local Ethereum dev chain (global setup): the
// player opens the cashier, chooses USDT on ERC20 and sees a QR code and an address of their own; tokens
// sent to that address on the chain show up with their confirmations rising, and the header balance rises
// once, when the network's two confirmations are reached.
import { expect, test } from './fixtures';
import { apiToken } from './cashier-helpers';
import { mineBlocks, sendTokens } from './dev-chain';
import { screens } from './screens';
import { logIn, registerPlayer } from './players';

function chain() {
  const url = process.env.E2E_CHAIN_URL;
  const usdt = process.env.E2E_USDT_CONTRACT;
  if (!url || !usdt) throw new Error('the global setup starts the dev chain');
  return { url, usdt };
}

// Each test on both screens, one after the other: the project runs one worker (playwright.config.ts).
for (const [screen, device] of screens) {
  test.describe(`on the ${screen}`, () => {
    test.use(device);

    test('a player deposits USDT on ERC20 to their own address and is credited once', async ({
      page,
      request,
    }) => {
      const player = await registerPlayer(request);
      await logIn(page, player);
      const balance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
      await expect(balance).toContainText('€0.00');

      await page.getByRole('banner').getByRole('button', { name: 'Cashier' }).click();
      const cashier = page.getByRole('dialog', { name: 'Cashier' });
      await cashier.getByRole('button', { name: 'Cryptocurrency' }).click();
      const coins = cashier.getByRole('list', { name: 'Coins' });
      await expect(coins.getByRole('button')).toHaveCount(6);
      await coins.getByRole('button', { name: /USDT/ }).click();

      await expect(cashier.getByRole('heading', { name: 'Choose the USDT network' })).toBeVisible();
      const networks = cashier.getByRole('list', { name: 'Networks' });
      await expect(networks.getByRole('button', { name: /TRC20/ })).toBeVisible();
      await cashier.getByRole('button', { name: 'Back' }).click();
      await coins.getByRole('button', { name: /USDT/ }).click();
      await networks.getByRole('button', { name: /ERC20.*Ethereum \(ERC20\)/ }).click();

      await expect(cashier.getByRole('heading', { name: 'Deposit USDT' })).toBeVisible();
      const qr = cashier.getByRole('img', { name: /QR code of the address 0x/ });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(100);
      const address = (await cashier.locator('code').first().textContent())?.trim() ?? '';
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      await expect(cashier.getByTestId('crypto-network')).toHaveText('Ethereum (ERC20)');
      await expect(
        cashier.getByText('Send only USDT on Ethereum (ERC20) to this address.', { exact: false }),
      ).toBeVisible();
      await expect(cashier.getByText('1 USDT', { exact: true })).toBeVisible();

      // The address is this player's own: the server says the same to them, and another player gets another.
      const details = await request.get('/api/account/crypto/USDT/networks/ERC20', {
        headers: { authorization: `Bearer ${await apiToken(request, player)}` },
      });
      expect(((await details.json()) as { data: { address: string } }).data.address).toBe(address);
      const other = await registerPlayer(request);
      const theirs = await request.get('/api/account/crypto/USDT/networks/ERC20', {
        headers: { authorization: `Bearer ${await apiToken(request, other)}` },
      });
      expect(((await theirs.json()) as { data: { address: string } }).data.address).not.toBe(address);

      const { url, usdt } = chain();
      await sendTokens(url, usdt, address, 50_000_000n);
      const payment = cashier.getByTestId('crypto-payment');
      await expect(payment).toContainText('50.00 USDT · ERC20');
      await expect(payment).toContainText('Pending: 1 of 2 confirmations');
      await expect(balance).toContainText('€0.00');

      await mineBlocks(url);
      await expect(payment).toContainText('Credited');
      await expect(balance).toContainText('€46.00');

      await mineBlocks(url, 2);
      await page.waitForTimeout(2500);
      await expect(balance).toContainText('€46.00');
      await expect(cashier.getByTestId('crypto-payment')).toHaveCount(1);
    });
  });
}
