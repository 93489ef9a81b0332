// The EVM watcher against a real local Ethereum dev chain (ganache, started and stopped here) with a real
// ERC-20 token deployed by the test: deposits to the players' derived addresses, confirmations, credits
// exactly once, a payment below the minimum, a re-organisation, a watcher killed mid-scan, and live
// updates. Crypto payouts on the same kind of chain are evm-payouts.int.test.ts'.
import { parseUnits } from 'ethers';
import { describe, expect, it } from 'vitest';
import { asOperator, operator } from '../../../test/backoffice';
import { cashBalance } from '../../../test/cashier';
import { useEvmApp } from '../../../test/crypto-chain';
import { bearer, registerPlayer } from '../../../test/players';

const evm = useEvmApp();
const { app, scan, depositsOf, addressOf } = evm;

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
    const hash = await evm.chain().sendEth(address, '0.01');
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

    await evm.chain().mine();
    await scan();
    [deposit] = await depositsOf(player);
    expect(deposit).toMatchObject({ status: 'credited', confirmations: 2 });
    expect(await cashBalance(app(), player.token)).toBe('27.60');

    await evm.chain().mine(3);
    await scan();
    await scan();
    expect(await cashBalance(app(), player.token)).toBe('27.60');
    expect(await depositsOf(player)).toHaveLength(1);
  });

  it('credits ERC-20 evm.token() transfers from their Transfer logs', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'USDT', 'ERC20');
    await scan();
    await evm.chain().transferToken(evm.token(), address, parseUnits('50', 6));
    await evm.chain().transferToken(evm.token(), address, parseUnits('25.5', 6));
    await scan();
    // The second transfer's block is the first one's second confirmation.
    const pending = await depositsOf(player);
    expect(pending.map((row) => [row.coin_amount, row.status, row.amount, row.confirmations])).toEqual([
      ['25.5', 'pending', '23.46', 1],
      ['50', 'credited', '46.00', 2],
    ]);
    expect(await cashBalance(app(), player.token)).toBe('46.00');
    await evm.chain().mine();
    await scan();
    expect((await depositsOf(player)).every((row) => row.status === 'credited')).toBe(true);
    expect(await cashBalance(app(), player.token)).toBe('69.46');
  });

  it('records a payment below the minimum, shows it, and credits nothing until an operator resolves it', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await evm.chain().sendEth(address, '0.001');
    await evm.chain().mine(2);
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
    const snapshot = await evm.chain().snapshot();
    await evm.chain().sendEth(address, '0.02');
    await scan();
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'pending', confirmations: 1 });

    await evm.chain().revert(snapshot);
    await evm.chain().mine(3);
    const summary = await scan();
    expect(summary.rewound).toBe(true);
    expect(await depositsOf(player)).toEqual([]);
    expect(await cashBalance(app(), player.token)).toBe('0.00');
  });

  it('resumes after a watcher was killed mid-scan, without counting a payment twice', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'ETH', 'ERC20');
    await scan();
    await evm.chain().sendEth(address, '0.01');
    await evm.chain().sendEth(address, '0.01');
    await evm.chain().mine(2);
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
    await evm.chain().sendEth(address, '0.01');
    await scan();
    await until(/"status":"pending"/);
    await evm.chain().mine();
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

describe('the books after every crypto payment and payout', () => {
  it('keep their invariants', async () => {
    expect((await app().wallet.checkInvariants()).problems).toEqual([]);
  });
});

describe('the watcher lock', () => {
  it.runIf(process.env.DATABASE_URL)('lets one session hold a chain family at a time', async () => {
    const first = await evm.testApp().database.tryAdvisoryLock(42n);
    expect(first).toBeDefined();
    expect(await evm.testApp().database.tryAdvisoryLock(42n)).toBeUndefined();
    await first?.();
    const again = await evm.testApp().database.tryAdvisoryLock(42n);
    expect(again).toBeDefined();
    await again?.();
  });
});
