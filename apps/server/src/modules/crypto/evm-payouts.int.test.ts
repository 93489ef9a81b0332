// Crypto payouts on a real local Ethereum dev chain (ganache, started and stopped here): an approved ETH
// withdrawal signed, broadcast and mined once (also when the hot wallet could not pay it at first), and a
// player's cancel voiding the hold. The deposits that fund them are scanned as evm-watcher.int.test.ts
// scans them.
import { formatEther, parseEther, parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { asOperator, operator } from '../../../test/backoffice';
import { cashBalance, namedPlayer } from '../../../test/cashier';
import { useEvmApp } from '../../../test/crypto-chain';
import { bearer } from '../../../test/players';

const evm = useEvmApp();
const { app, scan, maxFeePerGas, addressOf } = evm;

describe('crypto withdrawals', () => {
  it('keeps an approved payout the hot wallet cannot pay yet, and pays it once when retried', async () => {
    const player = await namedPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await evm.chain().sendEth(address, '0.05');
    await evm.chain().mine(2);
    await scan();
    const signer = app().crypto.signer;
    if (!signer) throw new Error('no payout signer');
    expect(await evm.chain().balance(signer.address)).toBe(0n);
    const recipient = evm.chain().accounts[2] ?? '';
    const requested = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'ETH', network: 'ERC20', amount: '27.60', address: recipient },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { id, coin_amount: paid } = (
      requested.json() as { data: { withdrawal: { id: string; coin_amount: string } } }
    ).data.withdrawal;
    const finance = await operator(app(), 'finance');
    const approved = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    // The empty hot wallet cannot pay: the payout waits, approved, with the error; nothing is refunded.
    expect(approved.json()).toMatchObject({
      data: { status: 'approved', broadcast_attempts: 1, last_error: expect.any(String) },
    });
    expect(await cashBalance(app(), player.token)).toBe('110.40');

    await evm.chain().sendEth(signer.address, '1');
    const before = await evm.chain().balance(recipient);
    await app().crypto.payouts.followPayouts();
    await app().crypto.payouts.followPayouts();
    await app().crypto.payouts.followPayouts();
    const listed = await asOperator(
      app(),
      finance.token,
      'GET',
      '/api/admin/crypto-withdrawals?status=completed',
    );
    const row = (
      listed.json() as { data: { id: string; nonce: string | null; tx_hash: string | null }[] }
    ).data.find((entry) => entry.id === id);
    expect(row).toMatchObject({ nonce: '0', tx_hash: expect.stringMatching(/^0x/) });
    // 0.01 ETH less the live network fee.
    expect(formatEther((await evm.chain().balance(recipient)) - before)).toBe(paid);
    // The finance history shows the crypto deposit and the withdrawal.
    const history = await app().inject({
      method: 'GET',
      url: '/api/account/history/finance',
      headers: bearer(player.token),
    });
    expect(history.body).toContain('crypto');
  });

  it('holds the amount, and an approved ETH payout is signed, broadcast and mined', async () => {
    const player = await namedPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await evm.chain().sendEth(address, '0.05');
    await evm.chain().mine(2);
    await scan();
    expect(await cashBalance(app(), player.token)).toBe('138.00');
    const signer = app().crypto.signer;
    if (!signer) throw new Error('no payout signer');
    await evm.chain().sendEth(signer.address, '1');

    const recipient = evm.chain().accounts[3] ?? '';
    const invalid = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: {
        coin: 'ETH',
        network: 'ERC20',
        amount: '50',
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEdA94',
      },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ errors: { address: [expect.any(String)] } });
    const tron = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'ETH', network: 'BSC', amount: '50', address: recipient },
    });
    expect(tron.statusCode).toBe(422);

    const quote = await app().inject({
      method: 'GET',
      url: '/api/account/withdraw/crypto/quote?coin=ETH&network=ERC20&amount=55.20',
      headers: bearer(player.token),
    });
    // The network fee is the chain's own estimate: 21 000 gas at its max fee per gas.
    const quoted = (quote.json() as { data: { coin_amount: string; network_fee: string; rate: string } })
      .data;
    expect(quoted.rate).toBe('2760');
    expect(parseEther(quoted.network_fee)).toBe(21_000n * (await maxFeePerGas()));
    expect(parseEther(quoted.coin_amount) + parseEther(quoted.network_fee)).toBe(parseEther('0.02'));
    const before = await evm.chain().balance(recipient);
    const requested = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'ETH', network: 'ERC20', amount: '55.20', address: recipient },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const { id, coin_amount: paid } = (
      requested.json() as { data: { withdrawal: { id: string; coin_amount: string } } }
    ).data.withdrawal;
    expect(await cashBalance(app(), player.token)).toBe('82.80');
    // One request waits at a time; a cancelled one gives the money back.
    const second = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'ETH', network: 'ERC20', amount: '20', address: recipient },
    });
    expect(second.json()).toMatchObject({ code: 'CASHIER_WITHDRAWAL_PENDING' });

    const finance = await operator(app(), 'finance');
    const approved = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      data: { status: 'broadcast', tx_hash: expect.stringMatching(/^0x/) },
    });
    await app().crypto.payouts.followPayouts();
    const mine = await app().inject({
      method: 'GET',
      url: '/api/account/crypto-withdrawals',
      headers: bearer(player.token),
    });
    expect((mine.json() as { data: { status: string }[] }).data[0]).toMatchObject({ status: 'completed' });
    const after = await evm.chain().balance(recipient);
    expect(formatEther(after - before)).toBe(paid);
    // Following again moves nothing.
    await app().crypto.payouts.followPayouts();
    expect(await cashBalance(app(), player.token)).toBe('82.80');
    expect(parseEther(paid)).toBe(after - before);
  });
});

describe('a player cancelling a crypto withdrawal', () => {
  it('voids the hold, and an operator can no longer approve it', async () => {
    const player = await namedPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await evm.chain().sendEth(address, '0.01');
    await evm.chain().mine(2);
    await scan();
    const requested = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'USDT', network: 'ERC20', amount: '25', address: evm.chain().accounts[1] ?? '' },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    // 25 EUR at 0.92 is 27.173913 USDT; the fee is 65 000 gas of ETH, in USDT at the rates.
    const { withdrawal } = (
      requested.json() as { data: { withdrawal: { coin_amount: string; network_fee: string } } }
    ).data;
    expect(parseUnits(withdrawal.coin_amount, 6) + parseUnits(withdrawal.network_fee, 6)).toBe(
      parseUnits('27.173913', 6),
    );
    expect(Number(withdrawal.network_fee)).toBeGreaterThan(0);
    expect(Number(withdrawal.network_fee)).toBeLessThan(3);
    expect(await cashBalance(app(), player.token)).toBe('2.60');
    const id = (requested.json() as { data: { withdrawal: { id: string } } }).data.withdrawal.id;
    const cancelled = await app().inject({
      method: 'POST',
      url: `/api/account/crypto-withdrawals/${id}/cancel`,
      headers: bearer(player.token),
    });
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', finance_status: 2 } });
    expect(await cashBalance(app(), player.token)).toBe('27.60');
    const finance = await operator(app(), 'finance');
    const late = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/approve`,
      {},
    );
    expect(late.statusCode).toBe(409);
  });
});

describe('the books after every crypto payout', () => {
  it('keep their invariants', async () => {
    expect((await app().wallet.checkInvariants()).problems).toEqual([]);
  });
});
