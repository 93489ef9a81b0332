// A crypto withdrawal against the real server and the local Ethereum dev chain (global setup; the server's
// test payout signer has a funded hot wallet there): a player with a credited USDT deposit asks for ETH on
// ERC20, sees the quote with its network fee, gets a Bitcoin address refused by the network's rules, and
// a good address held (the balance drops by the amount); they cancel it and the amount is back. A second
// request is approved in the back office, signed and broadcast by the hot wallet, mined, and shown as
// Completed with its transaction hash; the ether arrives at the address.
import { expect, test } from './fixtures';
import { apiToken } from './cashier-helpers';
import { mineBlocks, sendTokens } from './dev-chain';
import { screens } from './screens';
import { logIn, registerPlayer } from './players';
import { JsonRpcProvider, Wallet, formatEther } from 'ethers';
import type { APIRequestContext } from '@playwright/test';

function chain() {
  const url = process.env.E2E_CHAIN_URL;
  const usdt = process.env.E2E_USDT_CONTRACT;
  if (!url || !usdt) throw new Error('the global setup starts the dev chain');
  return { url, usdt };
}

function operatorHeaders() {
  const token = process.env.E2E_ADMIN_TOKEN;
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: the global setup logs the operator in');
  return { authorization: `Bearer ${token}` };
}

/** The back office's pending crypto withdrawal of a player. */
async function pendingCryptoWithdrawalOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.get('/api/admin/crypto-withdrawals?status=pending&per_page=100', {
    headers: operatorHeaders(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { id: string; player: { username: string } }[] };
  const found = data.find((row) => row.player.username === username);
  if (!found) throw new Error(`no pending crypto withdrawal of ${username}`);
  return found.id;
}

// Each test on both screens, one after the other: the project runs one worker (playwright.config.ts).
for (const [screen, device] of screens) {
  test.describe(`on the ${screen}`, () => {
    test.use(device);

    test('a crypto withdrawal: quoted with its fee, a bad address refused, cancelled, then paid on the chain', async ({
      page,
      request,
    }) => {
      const { url, usdt } = chain();
      const player = await registerPlayer(request);
      const token = await apiToken(request, player);
      const details = await request.get('/api/account/crypto/USDT/networks/ERC20', {
        headers: { authorization: `Bearer ${token}` },
      });
      const depositAddress = ((await details.json()) as { data: { address: string } }).data.address;
      await sendTokens(url, usdt, depositAddress, 50_000_000n);
      await mineBlocks(url);
      // The watcher credits the deposit once it has its confirmations, on its own schedule. Wait for the
      // credit before the page opens: the header asks for the balance once, then only every 30 s.
      await expect
        .poll(
          async () => {
            const response = await request.get('/api/user/balance', {
              headers: { authorization: `Bearer ${token}` },
            });
            return ((await response.json()) as { balance?: string }).balance;
          },
          { timeout: 30_000 },
        )
        .toBe('46.00');

      await logIn(page, player);
      const balance = page.getByRole('banner').getByRole('button', { name: /^Balance/ });
      await expect(balance).toContainText('€46.00');

      await page.goto('/withdraw');
      const cashier = page.getByRole('dialog', { name: 'Cashier' });
      await expect(cashier.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true');
      await cashier.getByRole('button', { name: 'Cryptocurrency' }).click();
      await expect(cashier.getByRole('heading', { name: 'Withdraw in crypto' })).toBeVisible();
      await cashier.getByLabel('Coin', { exact: true }).selectOption('ETH');
      await expect(cashier.getByLabel('Network', { exact: true })).toHaveValue('ERC20');
      await cashier.getByLabel('Amount', { exact: true }).fill('20');
      const quote = cashier.locator('dl');
      await expect(quote).toContainText('Network fee');
      await expect(quote).toContainText(/\d ETH/);
      await expect(quote).toContainText('1 ETH = €');

      const address = cashier.getByLabel('Your address on Ethereum (ERC20)');
      await address.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
      await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
      await expect(cashier.getByText('This is not a valid ERC20 address.')).toBeVisible();
      await expect(cashier.getByTestId('cashier-balance')).toHaveText('€46.00');

      const payee = Wallet.createRandom().address;
      await address.fill(payee);
      await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
      // The deposit came with the 25 % crypto bonus: the player chooses to forfeit it and go on.
      await expect(cashier.getByRole('alert')).toContainText('Your bonus has not been fully wagered yet.');
      await cashier.getByRole('button', { name: 'Forfeit the bonus and withdraw' }).click();
      await expect(cashier.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
      await expect(cashier.getByTestId('cashier-balance')).toHaveText('€26.00');
      await expect(balance).toContainText('€26.00');
      // Bank and crypto requests share one list; the crypto rows say which they are.
      const requests = cashier.getByRole('list', { name: 'Your withdrawal requests' });
      const cryptoRequests = requests.locator('[data-testid="withdrawal"][data-kind="crypto"]');
      const first = cryptoRequests.first();
      await expect(first).toContainText('€20.00');
      await expect(first).toContainText('ETH · Ethereum (ERC20)');
      await expect(first).toContainText(`${payee.slice(0, 8)}…${payee.slice(-6)}`);
      await expect(first.locator('[data-status]')).toHaveText('Pending');

      await first.getByRole('button', { name: 'Cancel request' }).click();
      await expect(first.locator('[data-status]')).toHaveText('Cancelled');
      await expect(first.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
      await expect(cashier.getByTestId('cashier-balance')).toHaveText('€46.00');
      await expect(balance).toContainText('€46.00');

      await cashier.getByRole('button', { name: 'Back' }).click();
      await cashier.getByLabel('Coin', { exact: true }).selectOption('ETH');
      await cashier.getByLabel('Your address on Ethereum (ERC20)').fill(payee);
      await cashier.getByLabel('Amount', { exact: true }).fill('20');
      await cashier.getByRole('button', { name: 'Request withdrawal' }).click();
      await expect(cashier.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
      await expect(cashier.getByTestId('cashier-balance')).toHaveText('€26.00');
      const second = cryptoRequests.first();
      await expect(second.locator('[data-status]')).toHaveText('Pending');

      const id = await pendingCryptoWithdrawalOf(request, player.username);
      const approved = await request.post(`/api/admin/crypto-withdrawals/${id}/approve`, {
        headers: operatorHeaders(),
        data: { note: 'Browser test payout' },
      });
      expect(approved.status(), await approved.text()).toBe(200);
      const { coin_amount: coinAmount } = ((await approved.json()) as { data: { coin_amount: string } }).data;

      // The signer broadcasts, the dev chain mines, the follower completes it; the list follows by itself.
      await expect(second.locator('[data-status]')).toHaveText('Completed', { timeout: 30_000 });
      await expect(second.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
      const hash = (await second.locator('code').last().textContent())?.trim() ?? '';
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
      await expect(second).toContainText(`Transaction ${hash}`);
      await expect(balance).toContainText('€26.00');

      const provider = new JsonRpcProvider(url, 1337, { staticNetwork: true });
      try {
        const receipt = await provider.getTransactionReceipt(hash);
        expect(receipt?.status).toBe(1);
        expect(receipt?.to?.toLowerCase()).toBe(payee.toLowerCase());
        expect(Number(formatEther(await provider.getBalance(payee)))).toBeCloseTo(Number(coinAmount), 12);
      } finally {
        provider.destroy();
      }
    });
  });
}
