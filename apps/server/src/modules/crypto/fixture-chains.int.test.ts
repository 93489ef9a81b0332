// The Bitcoin-like, TRON and Solana watchers against fixture servers that speak Esplora's REST API, a TRON
// node's HTTP API and Solana's JSON-RPC (no such chain runs here): payments recorded with their
// confirmations, credited once at the network's count, a re-organisation removing an uncredited payment,
// a payment below the minimum kept uncredited, skipped Solana slots.
import { randomBytes } from 'node:crypto';
import { cryptoDepositRow } from '@reelvault/contract/calls/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator } from '../../../test/backoffice';
import { cashBalance } from '../../../test/cashier';
import {
  esploraFixture,
  FixtureChain,
  solanaFixture,
  tronFixture,
  type BitcoinTransaction,
  type FixtureServer,
  type SolanaTransaction,
  type TronTransaction,
} from '../../../test/chain/fixture-chains';
import { createTestApp, type TestApp } from '../../../test/helper';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { tronAddressToHex } from './derivation';
import { scanOnce } from './watcher';

const bitcoin = new FixtureChain<BitcoinTransaction>();
const tron = new FixtureChain<TronTransaction>();
const solana = new FixtureChain<SolanaTransaction>();
const skippedSlots = new Set<number>();
const servers: FixtureServer[] = [];
let testApp: TestApp & { close(): Promise<void> };
const app = () => testApp.app;
const txid = () => randomBytes(32).toString('hex');

const usdtTrc20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const usdcMint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

async function scan(chain: 'bitcoin' | 'tron' | 'solana') {
  const scanner = app().crypto.scanners.find((entry) => entry.chain === chain);
  if (!scanner) throw new Error(`no ${chain} scanner`);
  return scanOnce(
    scanner,
    app().crypto.cashier,
    testApp.database,
    { now: () => new Date() },
    {
      startLookback: 1000n,
      reorgDepth: 10n,
      batchSize: 5n,
    },
  );
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

async function depositsOf(player: TestPlayer) {
  const response = await app().inject({
    method: 'GET',
    url: '/api/account/crypto-deposits',
    headers: bearer(player.token),
  });
  return (response.json() as { data: unknown[] }).data.map((row) => cryptoDepositRow.parse(row));
}

beforeAll(async () => {
  const esplora = await esploraFixture(bitcoin);
  const tronNode = await tronFixture(tron);
  const solanaNode = await solanaFixture(solana, skippedSlots);
  servers.push(esplora, tronNode, solanaNode);
  testApp = await createTestApp({
    CRYPTO_BITCOIN_ESPLORA_URL: esplora.url,
    CRYPTO_TRON_API_URL: tronNode.url,
    CRYPTO_SOLANA_RPC_URL: solanaNode.url,
    CRYPTO_WATCH_INTERVAL_SECONDS: '3600',
  });
});

afterAll(async () => {
  await testApp?.close();
  await Promise.all(servers.map((server) => server.close()));
});

describe('the Bitcoin watcher over Esplora', () => {
  it('credits an output to the player at three confirmations, once', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'BTC', 'BTC');
    await scan('bitcoin');
    const id = txid();
    bitcoin.mine([
      {
        id,
        outputs: [
          { address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', value: 5000 },
          { address, value: 100_000 },
        ],
      },
    ]);
    await scan('bitcoin');
    expect(await depositsOf(player)).toMatchObject([
      {
        tx_hash: id,
        coin: 'BTC',
        coin_amount: '0.001',
        status: 'pending',
        confirmations: 1,
        required_confirmations: 3,
        amount: '59.80',
      },
    ]);
    bitcoin.mine();
    await scan('bitcoin');
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'pending', confirmations: 2 });
    bitcoin.mine();
    await scan('bitcoin');
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await cashBalance(app(), player.token)).toBe('59.80');
    bitcoin.mine();
    await scan('bitcoin');
    expect(await cashBalance(app(), player.token)).toBe('59.80');
  });

  it('pays a BTC withdrawal the signer does not sign for once an operator confirms its transaction', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'BTC', 'BTC');
    await scan('bitcoin');
    bitcoin.mine([{ id: txid(), outputs: [{ address, value: 100_000 }] }]);
    bitcoin.mine();
    bitcoin.mine();
    await scan('bitcoin');
    expect(await cashBalance(app(), player.token)).toBe('59.80');
    const requested = await app().inject({
      method: 'POST',
      url: '/api/account/withdraw/crypto',
      headers: bearer(player.token),
      payload: {
        coin: 'BTC',
        network: 'BTC',
        amount: '29.90',
        address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    expect(requested.json()).toMatchObject({
      data: { withdrawal: { coin_amount: '0.0004', network_fee: '0.0001' } },
    });
    const id = (requested.json() as { data: { withdrawal: { id: string } } }).data.withdrawal.id;
    const finance = await operator(app(), 'finance');
    const approved = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/approve`,
      {},
    );
    expect(approved.json()).toMatchObject({ data: { status: 'approved', broadcast_attempts: 0 } });
    const confirmed = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/confirm-payout`,
      {
        tx_hash: 'f'.repeat(64),
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      data: { status: 'completed', tx_hash: 'f'.repeat(64), finance_status: 1 },
    });
    const again = await asOperator(
      app(),
      finance.token,
      'POST',
      `/api/admin/crypto-withdrawals/${id}/confirm-payout`,
      {
        tx_hash: 'f'.repeat(64),
      },
    );
    expect(again.statusCode).toBe(409);
    expect(await cashBalance(app(), player.token)).toBe('29.90');
  });

  it('removes a payment a re-organisation dropped, and keeps one below the minimum uncredited', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'BTC', 'BTC');
    await scan('bitcoin');
    const height = bitcoin.tip + 1;
    bitcoin.mine([{ id: txid(), outputs: [{ address, value: 200_000 }] }]);
    await scan('bitcoin');
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'pending' });
    bitcoin.reorganise(height, 3);
    const summary = await scan('bitcoin');
    expect(summary.rewound).toBe(true);
    expect(await depositsOf(player)).toEqual([]);

    bitcoin.mine([{ id: txid(), outputs: [{ address, value: 1000 }] }]);
    bitcoin.mine();
    bitcoin.mine();
    await scan('bitcoin');
    expect(await depositsOf(player)).toMatchObject([{ status: 'below_minimum', coin_amount: '0.00001' }]);
    expect(await cashBalance(app(), player.token)).toBe('0.00');
  });
});

describe('the TRON watcher over its HTTP API', () => {
  it('credits TRX at one solidified confirmation and TRC-20 USDT at two', async () => {
    const player = await registerPlayer(app());
    const address = await addressOf(player, 'TRX', 'TRX');
    expect(await addressOf(player, 'USDT', 'TRC20')).toBe(address);
    const hex = `41${tronAddressToHex(address).slice(2)}`;
    await scan('tron');
    const amount = 10_000_000n.toString(16).padStart(64, '0');
    tron.mine([
      {
        id: txid(),
        contract: {
          type: 'TransferContract',
          parameter: { value: { amount: 5_000_000, owner_address: '41' + '11'.repeat(20), to_address: hex } },
        },
      },
      {
        id: txid(),
        contract: {
          type: 'TriggerSmartContract',
          parameter: {
            value: {
              contract_address: `41${tronAddressToHex(usdtTrc20).slice(2)}`,
              data: `a9059cbb${'0'.repeat(24)}${hex.slice(2)}${amount}`,
            },
          },
        },
      },
      // A reverted transfer is not a payment.
      {
        id: txid(),
        result: 'REVERT',
        contract: { type: 'TransferContract', parameter: { value: { amount: 9_000_000, to_address: hex } } },
      },
    ]);
    await scan('tron');
    const rows = await depositsOf(player);
    expect(rows.map((row) => [row.coin, row.network, row.coin_amount, row.status]).sort()).toEqual([
      ['TRX', 'TRX', '5', 'credited'],
      ['USDT', 'TRC20', '10', 'pending'],
    ]);
    tron.mine();
    await scan('tron');
    expect((await depositsOf(player)).every((row) => row.status === 'credited')).toBe(true);
    // 5 TRX at 0.1104 EUR and 10 USDT at 0.92 EUR.
    expect(await cashBalance(app(), player.token)).toBe('9.75');
  });
});

describe('the Solana watcher over JSON-RPC', () => {
  it('credits an SPL USDC payment to the owner at two finalized confirmations, across skipped slots', async () => {
    const player = await registerPlayer(app());
    const owner = await addressOf(player, 'USDC', 'SOL');
    await scan('solana');
    const signature = randomBytes(64).toString('hex');
    skippedSlots.add(solana.tip + 1);
    solana.mine();
    solana.mine([
      {
        id: signature,
        pre: [{ accountIndex: 2, mint: usdcMint, owner, amount: '0' }],
        post: [{ accountIndex: 2, mint: usdcMint, owner, amount: '20000000' }],
      },
    ]);
    await scan('solana');
    expect(await depositsOf(player)).toMatchObject([
      { coin: 'USDC', network: 'SOL', coin_amount: '20', status: 'pending', confirmations: 1 },
    ]);
    solana.mine();
    await scan('solana');
    expect((await depositsOf(player))[0]).toMatchObject({ status: 'credited', confirmations: 2 });
    expect(await cashBalance(app(), player.token)).toBe('18.40');
  });
});

describe('the books after every crypto payment and payout', () => {
  it('keep their invariants', async () => {
    expect((await app().wallet.checkInvariants()).problems).toEqual([]);
  });
});
