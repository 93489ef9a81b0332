// The EVM watcher against a real local Ethereum dev chain (ganache, started and stopped here) with a real
// ERC-20 token deployed by the test: deposits to the players' derived addresses, confirmations, credits
// exactly once, a payment below the minimum, a re-organisation, a watcher killed mid-scan, and an
// approved ETH withdrawal broadcast and mined.
import { cryptoDepositRow } from '@reelvault/contract/calls/crypto';
import { formatEther, parseEther, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator } from '../../../test/backoffice';
import { cashBalance, namedPlayer } from '../../../test/cashier';
import { startDevChain, type DevChain } from '../../../test/chain/dev-chain';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { scanOnce, type ChainScanner } from './watcher';

let chain: DevChain;
let token: string;
let testApp: TestApp & { close(): Promise<void> };
let scanner: ChainScanner;

const app = () => testApp.app;

async function scan(options: { batchSize?: bigint; afterBatch?: (to: bigint) => void } = {}) {
  return scanOnce(
    scanner,
    app().crypto.cashier,
    testApp.database,
    { now: () => new Date() },
    { startLookback: 1000n, reorgDepth: 64n, batchSize: options.batchSize ?? 50n },
    options.afterBatch ? { afterBatch: options.afterBatch } : undefined,
  );
}

async function depositsOf(player: TestPlayer) {
  const response = await app().inject({
    method: 'GET',
    url: '/api/account/crypto-deposits',
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: unknown[] }).data.map((row) => cryptoDepositRow.parse(row));
}

/** The chain's max fee per gas now, from the raw calls: twice the latest base fee plus the priority fee. */
async function maxFeePerGas(): Promise<bigint> {
  const block = (await chain.provider.send('eth_getBlockByNumber', ['latest', false])) as {
    baseFeePerGas: string;
  };
  const priority = BigInt((await chain.provider.send('eth_maxPriorityFeePerGas', [])) as string);
  return 2n * BigInt(block.baseFeePerGas) + priority;
}

async function addressOf(player: TestPlayer, coin: string, network: string): Promise<string> {
  const response = await app().inject({
    method: 'GET',
    url: `/api/account/crypto/${coin}/networks/${network}`,
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { address: string } }).data.address;
}

beforeAll(async () => {
  chain = await startDevChain();
  token = await chain.deployToken('Tether USD', 'USDT', 6, parseUnits('1000000', 6));
  testApp = await createTestApp({
    CRYPTO_ETHEREUM_RPC_URL: chain.url,
    CRYPTO_TOKEN_CONTRACTS: `USDT/ERC20=${token}:6`,
    // The background watcher stays out of the way: these tests scan by hand.
    CRYPTO_WATCH_INTERVAL_SECONDS: '3600',
  });
  const found = app().crypto.scanners.find((entry) => entry.chain === 'ethereum');
  if (!found) throw new Error('no Ethereum scanner');
  scanner = found;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await chain?.close();
});

describe('crypto addresses', () => {
  it("lists the spec's coins and gives each player an address of their own, the same on every call", async () => {
    const maria = await registerPlayer(app());
    const list = await app().inject({
      method: 'GET',
      url: '/api/account/crypto',
      headers: bearer(maria.token),
    });
    expect(list.statusCode).toBe(200);
    const coins = (
      list.json() as {
        data: {
          code: string;
          min_deposit: string;
          networks: { network_name: string; confirmations: number }[];
        }[];
      }
    ).data;
    expect(coins.map((coin) => coin.code)).toEqual(['BTC', 'ETH', 'USDT', 'LTC', 'USDC', 'TRX']);
    const usdt = coins.find((coin) => coin.code === 'USDT');
    expect(usdt?.min_deposit).toBe('1');
    expect(usdt?.networks.map((network) => [network.network_name, network.confirmations])).toEqual([
      ['ERC20', 2],
      ['TRC20', 2],
      ['SOL', 2],
      ['BSC', 2],
    ]);

    const details = await app().inject({
      method: 'GET',
      url: '/api/account/crypto/USDT/networks/ERC20',
      headers: bearer(maria.token),
    });
    const body = details.json() as {
      data: {
        address: string;
        qr_code: string;
        confirmations: number;
        min_deposit: string;
        network_full_name: string;
      };
    };
    expect(body.data.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(body.data.qr_code).toMatch(/^data:image\/png;base64,/);
    expect(body.data).toMatchObject({
      confirmations: 2,
      min_deposit: '1',
      network_full_name: 'Ethereum (ERC20)',
    });
    expect(await addressOf(maria, 'USDT', 'ERC20')).toBe(body.data.address);
    expect(await addressOf(maria, 'ETH', 'ERC20')).toBe(body.data.address);
    expect(await addressOf(maria, 'BTC', 'BTC')).toMatch(/^bc1q/);
    expect(await addressOf(maria, 'TRX', 'TRX')).toMatch(/^T/);
    expect(await addressOf(maria, 'USDC', 'SOL')).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

    const nikos = await registerPlayer(app());
    expect(await addressOf(nikos, 'USDT', 'ERC20')).not.toBe(body.data.address);

    const wrong = await app().inject({
      method: 'GET',
      url: '/api/account/crypto/USDT/networks/LTC',
      headers: bearer(maria.token),
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ code: 'CASHIER_CRYPTO_UNAVAILABLE' });
    const anonymous = await app().inject({ method: 'GET', url: '/api/account/crypto/USDT/networks/ERC20' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the EVM watcher on a local chain', () => {
  it('credits an ETH deposit once, at two confirmations, at the recorded rate', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    const hash = await chain.sendEth(address, '0.01');
    await scan();
    let [deposit] = await depositsOf(player);
    expect(deposit).toMatchObject({
      tx_hash: hash,
      coin: 'ETH',
      network: 'ERC20',
      coin_amount: '0.01',
      status: 'pending',
      confirmations: 1,
      required_confirmations: 2,
      amount: '27.60',
      currency: 'EUR',
      rate: '2760',
      rate_source: 'demo-static',
    });
    // Pending money is not spendable.
    expect(await cashBalance(app(), player.token)).toBe('0.00');

    await chain.mine();
    await scan();
    [deposit] = await depositsOf(player);
    expect(deposit).toMatchObject({ status: 'credited', confirmations: 2 });
    expect(await cashBalance(app(), player.token)).toBe('27.60');

    await chain.mine(3);
    await scan();
    await scan();
    expect(await cashBalance(app(), player.token)).toBe('27.60');
    expect(await depositsOf(player)).toHaveLength(1);
  });

  it('credits ERC-20 token transfers from their Transfer logs', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'USDT', 'ERC20');
    await scan();
    await chain.transferToken(token, address, parseUnits('50', 6));
    await chain.transferToken(token, address, parseUnits('25.5', 6));
    await scan();
    // The second transfer's block is the first one's second confirmation.
    const pending = await depositsOf(player);
    expect(pending.map((row) => [row.coin_amount, row.status, row.amount, row.confirmations])).toEqual([
      ['25.5', 'pending', '23.46', 1],
      ['50', 'credited', '46.00', 2],
    ]);
    expect(await cashBalance(app(), player.token)).toBe('46.00');
    await chain.mine();
    await scan();
    expect((await depositsOf(player)).every((row) => row.status === 'credited')).toBe(true);
    expect(await cashBalance(app(), player.token)).toBe('69.46');
  });

  it('records a payment below the minimum, shows it, and credits nothing until an operator resolves it', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await chain.sendEth(address, '0.001');
    await chain.mine(2);
    await scan();
    const [small] = await depositsOf(player);
    expect(small).toMatchObject({ status: 'below_minimum', coin_amount: '0.001', amount: '2.76' });
    expect(await cashBalance(app(), player.token)).toBe('0.00');

    const finance = await operator(app(), 'finance');
    const listed = await asOperator(app(), finance.token, 'GET', '/api/admin/crypto-deposits');
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { data: { id: string }[] }).data.map((row) => row.id)).toContain(small?.id);
    const resolved = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-deposits/${small?.id}/resolve`,
      {
        action: 'credit',
        note: 'Player asked by support; credited as a goodwill exception.',
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(await cashBalance(app(), player.token)).toBe('2.76');
    const again = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-deposits/${small?.id}/resolve`,
      {
        action: 'credit',
        note: 'twice',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(await cashBalance(app(), player.token)).toBe('2.76');
  });

  it('removes a payment that a re-organisation drops before its credit, and credits nothing', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    const snapshot = await chain.snapshot();
    await chain.sendEth(address, '0.02');
    await scan();
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'pending', confirmations: 1 });

    await chain.revert(snapshot);
    await chain.mine(3);
    const summary = await scan();
    expect(summary.rewound).toBe(true);
    expect(await depositsOf(player)).toEqual([]);
    expect(await cashBalance(app(), player.token)).toBe('0.00');
  });

  it('resumes after a watcher was killed mid-scan, without counting a payment twice', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await chain.sendEth(address, '0.01');
    await chain.sendEth(address, '0.01');
    await chain.mine(2);
    // Killed right after its first one-block batch (payments recorded, cursor saved for that block only).
    await expect(
      scan({
        batchSize: 1n,
        afterBatch: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await depositsOf(player)).toHaveLength(1);
    await scan();
    await scan();
    const rows = await depositsOf(player);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.status === 'credited')).toBe(true);
    expect(await cashBalance(app(), player.token)).toBe('55.20');
  });
});

describe('live payments', () => {
  it("streams the player's own payment changes as server-sent events", async () => {
    const player = await registerPlayer(app());
    const other = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await addressOf(other, 'ETH', 'ERC20');
    await scan();
    const base = await app().listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/account/crypto-deposits/events`, {
      headers: bearer(player.token),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before ${pattern}`);
        text += value;
      }
    };
    await chain.sendEth(address, '0.01');
    await scan();
    await until(/"status":"pending"/);
    await chain.mine();
    await scan();
    await until(/"status":"credited"/);
    const events = text.split('\n\n').filter((block) => block.startsWith('event: deposit'));
    expect(events).toHaveLength(2);
    expect(events.every((block) => block.includes(address))).toBe(true);
    controller.abort();
    const anonymous = await fetch(`${base}/api/account/crypto-deposits/events`);
    expect(anonymous.status).toBe(401);
  });
});

describe('crypto withdrawals', () => {
  it('keeps an approved payout the hot wallet cannot pay yet, and pays it once when retried', async () => {
    const player = await namedPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await chain.sendEth(address, '0.05');
    await chain.mine(2);
    await scan();
    const signer = app().crypto.signer;
    if (!signer) throw new Error('no payout signer');
    expect(await chain.balance(signer.address)).toBe(0n);
    const recipient = chain.accounts[2] ?? '';
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

    await chain.sendEth(signer.address, '1');
    const before = await chain.balance(recipient);
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
    expect(formatEther((await chain.balance(recipient)) - before)).toBe(paid);
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
    await chain.sendEth(address, '0.05');
    await chain.mine(2);
    await scan();
    expect(await cashBalance(app(), player.token)).toBe('138.00');
    const signer = app().crypto.signer;
    if (!signer) throw new Error('no payout signer');
    await chain.sendEth(signer.address, '1');

    const recipient = chain.accounts[3] ?? '';
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
    const before = await chain.balance(recipient);
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
    const after = await chain.balance(recipient);
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
    await chain.sendEth(address, '0.01');
    await chain.mine(2);
    await scan();
    const requested = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: { coin: 'USDT', network: 'ERC20', amount: '25', address: chain.accounts[1] ?? '' },
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

describe('the books after every crypto payment and payout', () => {
  it('keep their invariants', async () => {
    expect((await app().wallet.checkInvariants()).problems).toEqual([]);
  });
});

describe('the watcher lock', () => {
  it.runIf(process.env.DATABASE_URL)('lets one session hold a chain family at a time', async () => {
    const first = await testApp.database.tryAdvisoryLock(42n);
    expect(first).toBeDefined();
    expect(await testApp.database.tryAdvisoryLock(42n)).toBeUndefined();
    await first?.();
    const again = await testApp.database.tryAdvisoryLock(42n);
    expect(again).toBeDefined();
    await again?.();
  });
});
