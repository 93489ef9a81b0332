// Crypto payouts under concurrency, against a real local Ethereum dev chain (ganache, started and stopped
// here): two server instances ("nodes") on one database (on PostgreSQL two connection pools; on PGlite
// the one embedded database both share), each with its own payout signer of the same hot wallet. Approvals
// race each other, the payout follower and the signer on both nodes; a signature is lost before it is
// stored; a transfer the database does not know leaves the hot wallet. After each, the chain itself is
// read: every payee received exactly one transfer of exactly the quoted amount, and the hot wallet's
// nonces are exactly the stored payouts' (the reconciliation finds nothing).
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { HDNodeWallet, parseEther, Wallet } from 'ethers';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { depositThroughSandbox, namedPlayer } from '../../../test/cashier';
import { startDevChain, type DevChain } from '../../../test/chain/dev-chain';
import { createMigratedScratchDatabase, createTestDatabase, testConfig } from '../../../test/helper';
import { bearer, type TestPlayer } from '../../../test/players';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/database';
import { inTransaction } from '../../db/sql';
import { acknowledgeHotWalletTransfer, reconcileEvmPayouts, reconciliationLines } from './reconcile';
import * as repository from './repository';
import { hotWalletPath } from './signer';
import { cryptoStatusNames } from './withdrawal-method';

const mnemonic = generateMnemonic(wordlist, 256);
let chain: DevChain;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;
let database: Database;
let finance: TestOperator;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  chain = await startDevChain();
  const settings = {
    CRYPTO_ETHEREUM_RPC_URL: chain.url,
    // The background loops stay out of the way: the tests run them, on both nodes at once.
    CRYPTO_WATCH_INTERVAL_SECONDS: '3600',
    WITHDRAWALS_PENDING_MAX: '20',
  };
  const serverUrl = process.env.DATABASE_URL;
  let second: Database;
  if (serverUrl) {
    const scratch = await createMigratedScratchDatabase(serverUrl);
    database = await openDatabase({ url: scratch.url, poolSize: 10 });
    second = await openDatabase({ url: scratch.url, poolSize: 10 });
    closers.push(async () => {
      await second.close();
      await database.close();
      await scratch.drop();
    });
  } else {
    const testDatabase = await createTestDatabase();
    database = testDatabase.database;
    second = database;
    closers.push(() => testDatabase.drop());
  }
  nodeA = await buildApp(testConfig(settings), { database, cryptoDemoMnemonic: mnemonic });
  nodeB = await buildApp(testConfig(settings), { database: second, cryptoDemoMnemonic: mnemonic });
  await nodeA.ready();
  await nodeB.ready();
  closers.unshift(async () => {
    await nodeA.close();
    await nodeB.close();
  });
  await chain.sendEth(hotWallet(), '10');
  finance = await operator(nodeA, 'finance');
}, 120_000);

afterAll(async () => {
  for (const close of closers) await close();
  await chain?.close();
});

function hotWallet(): string {
  const signer = nodeA.crypto.signer;
  if (!signer) throw new Error('no payout signer');
  expect(nodeB.crypto.signer?.address).toBe(signer.address);
  return signer.address;
}

/** A player with €`funds` from the sandbox gateway. */
async function fundedPlayer(funds: string): Promise<TestPlayer> {
  const player = await namedPlayer(nodeA);
  await depositThroughSandbox(nodeA, player.token, funds);
  return player;
}

async function requestWithdrawal(player: TestPlayer, amount = '20') {
  const payee = Wallet.createRandom().address;
  const response = await nodeA.inject({
    method: 'POST',
    url: '/api/account/withdraw/crypto',
    headers: bearer(player.token),
    payload: { coin: 'ETH', network: 'ERC20', amount, address: payee },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, coin_amount: coinAmount } = (
    response.json() as { data: { withdrawal: { id: string; coin_amount: string } } }
  ).data.withdrawal;
  return { id, payee, amount: parseEther(coinAmount) };
}

function approveOn(node: FastifyInstance, id: string) {
  return asOperator(node, finance.token, 'POST', `/api/admin/crypto-withdrawals/${id}/approve`, {});
}

/** Runs the follower on both nodes until nothing is approved or broadcast any more. */
async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    await Promise.all([nodeA.crypto.payouts.followPayouts(), nodeB.crypto.payouts.followPayouts()]);
    const open = await nodeA.cashier.withdrawals.inStates('crypto', ['approved', 'paying'], 100);
    if (open.length === 0) return;
  }
  throw new Error('payouts did not settle');
}

/** The withdrawal as stored: its payout's details, with its state as the crypto calls name it. */
async function storedWithdrawal(id: string) {
  const record = await nodeA.cashier.withdrawals.record(database.db, id);
  const details = await repository.findWithdrawalDetails(database.db, id);
  return record && details ? { ...details, status: cryptoStatusNames[record.status] } : undefined;
}

/** Every transfer on the chain to `address` (a transaction mined twice counts twice). */
async function transfersTo(address: string): Promise<bigint[]> {
  const tip = await chain.blockNumber();
  const values: bigint[] = [];
  for (let height = 0; height <= tip; height += 1) {
    const block = (await chain.provider.send('eth_getBlockByNumber', [`0x${height.toString(16)}`, true])) as {
      transactions: { to: string | null; value: string }[];
    };
    for (const transaction of block.transactions) {
      if (transaction.to?.toLowerCase() === address.toLowerCase()) values.push(BigInt(transaction.value));
    }
  }
  return values;
}

async function reconcile() {
  return reconcileEvmPayouts({
    executor: database.db,
    chain: 'ethereum',
    rpcUrl: chain.url,
    hotWallet: hotWallet(),
    assets: nodeA.crypto.assets,
  });
}

/** Each payee was paid exactly once, exactly its amount; the hot wallet's nonces are the stored payouts'. */
async function expectPaidOnce(withdrawals: readonly { id: string; payee: string; amount: bigint }[]) {
  for (const withdrawal of withdrawals) {
    expect(await transfersTo(withdrawal.payee), withdrawal.id).toEqual([withdrawal.amount]);
    const row = await storedWithdrawal(withdrawal.id);
    expect(row?.status).toBe('completed');
  }
  const stored = await repository.signedPayouts(database.db, 'ethereum');
  const sent = BigInt(await chain.provider.send('eth_getTransactionCount', [hotWallet(), 'latest']));
  expect(stored.map((row) => row.nonce)).toEqual(stored.map((_, index) => BigInt(index)));
  expect(BigInt(stored.length)).toBe(sent);
  const result = await reconcile();
  expect(result.problems, reconciliationLines(result).join('\n')).toEqual([]);
  expect(BigInt(result.matched)).toBe(sent);
}

describe('crypto payouts under concurrency', () => {
  it('pays once when the same withdrawal is approved on both nodes at once', async () => {
    const player = await fundedPlayer('100');
    const withdrawal = await requestWithdrawal(player);
    const replies = await Promise.all([
      approveOn(nodeA, withdrawal.id),
      approveOn(nodeB, withdrawal.id),
      approveOn(nodeA, withdrawal.id),
      approveOn(nodeB, withdrawal.id),
    ]);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    for (const reply of replies.filter((entry) => entry.statusCode !== 200)) {
      expect(reply.json()).toMatchObject({ code: 'CASHIER_WITHDRAWAL_STATE' });
    }
    await settle();
    await expectPaidOnce([withdrawal]);
  });

  it('pays once when approvals race the follower and the signer on both nodes', async () => {
    const player = await fundedPlayer('200');
    const withdrawals = [];
    for (let round = 0; round < 4; round += 1) {
      const withdrawal = await requestWithdrawal(player);
      withdrawals.push(withdrawal);
      const [approved] = await Promise.all([
        approveOn(round % 2 === 0 ? nodeA : nodeB, withdrawal.id),
        nodeA.crypto.payouts.followPayouts(),
        nodeB.crypto.payouts.followPayouts(),
        nodeB.crypto.payouts.broadcastApproved(withdrawal.id),
        nodeA.crypto.payouts.broadcastApproved(withdrawal.id),
      ]);
      expect(approved.statusCode, approved.body).toBe(200);
      // The follower and the signer again, while the payout is being sent and mined.
      await Promise.all([
        nodeA.crypto.payouts.followPayouts(),
        nodeB.crypto.payouts.followPayouts(),
        nodeA.crypto.payouts.broadcastApproved(withdrawal.id),
        nodeB.crypto.payouts.broadcastApproved(withdrawal.id),
      ]);
    }
    await settle();
    await expectPaidOnce(withdrawals);
  });

  it('pays once when the broadcast answers slowly and the other node follows meanwhile', async () => {
    // The double payment once seen on the dev chain: the approving node's broadcast had reached the node
    // but not yet answered when a follower found the payout still approved and sent its bytes again;
    // ganache mines a mined transaction's bytes again (the payee is paid twice, the nonce moves on).
    const player = await fundedPlayer('100');
    const withdrawal = await requestWithdrawal(player);
    const signer = nodeA.crypto.signer;
    if (!signer) throw new Error('no payout signer');
    const broadcast = signer.broadcast.bind(signer);
    let sent!: () => void;
    const reached = new Promise<void>((resolve) => {
      sent = resolve;
    });
    signer.broadcast = async (chainName, raw) => {
      await broadcast(chainName, raw);
      sent();
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    try {
      const approving = approveOn(nodeA, withdrawal.id);
      await reached;
      await Promise.all([
        nodeB.crypto.payouts.followPayouts(),
        nodeB.crypto.payouts.broadcastApproved(withdrawal.id),
      ]);
      expect((await approving).statusCode).toBe(200);
    } finally {
      signer.broadcast = broadcast;
    }
    await settle();
    await expectPaidOnce([withdrawal]);
  });

  it('gives payouts signed by two follower loops at once consecutive nonces, each paid once', async () => {
    const player = await fundedPlayer('300');
    const withdrawals = [];
    for (let index = 0; index < 6; index += 1) withdrawals.push(await requestWithdrawal(player));
    // Approved without the route's own broadcast: both nodes' loops find them all waiting.
    for (const withdrawal of withdrawals) {
      await inTransaction(database.db, (tx) => nodeA.crypto.payouts.approve(tx, withdrawal.id, finance.id));
    }
    const loop = async (node: FastifyInstance) => {
      for (let round = 0; round < 4; round += 1) await node.crypto.payouts.followPayouts();
    };
    await Promise.all([loop(nodeA), loop(nodeB), loop(nodeA), loop(nodeB)]);
    await settle();
    await expectPaidOnce(withdrawals);
  });

  it('re-uses the nonce of a payout signed but never stored (a crash before the commit)', async () => {
    const player = await fundedPlayer('100');
    const signer = nodeA.crypto.signer;
    if (!signer) throw new Error('no payout signer');
    const sign = signer.sign.bind(signer);
    const lost: string[] = [];
    signer.sign = async (order) => {
      const signed = await sign(order);
      lost.push(signed.txHash);
      signer.sign = sign;
      throw new Error('the process died before the signed payout was stored');
    };
    const before = BigInt(await chain.provider.send('eth_getTransactionCount', [hotWallet(), 'latest']));
    const first = await requestWithdrawal(player);
    const approved = await approveOn(nodeA, first.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      data: { status: 'approved', nonce: null, last_error: expect.stringContaining('died') },
    });
    expect(lost).toHaveLength(1);
    // A second payout approved on the other node takes the nonce the lost signature had.
    const second = await requestWithdrawal(player);
    const other = await approveOn(nodeB, second.id);
    expect(other.json()).toMatchObject({ data: { status: 'broadcast', nonce: before.toString() } });
    await settle();
    // The lost signature never reached the chain; the first payout follows at the next nonce.
    expect(await chain.provider.send('eth_getTransactionByHash', [lost[0]])).toBeNull();
    expect((await storedWithdrawal(first.id))?.nonce).toBe(before + 1n);
    await expectPaidOnce([first, second]);
  });

  it('reports a transfer the database does not know and stops signing until an operator records it', async () => {
    const clean = await reconcile();
    expect(clean.problems).toEqual([]);
    const player = await fundedPlayer('100');
    const paid = await requestWithdrawal(player);
    expect((await approveOn(nodeA, paid.id)).statusCode).toBe(200);
    await settle();
    await expectPaidOnce([paid]);

    // The same payment again from the hot wallet, and one to an address nobody asked for, outside
    // Reelvault (as a lost record or a payment by hand would look).
    const hot = HDNodeWallet.fromPhrase(mnemonic, undefined, hotWalletPath).connect(chain.provider);
    const nonce = Number(await chain.provider.send('eth_getTransactionCount', [hot.address, 'pending']));
    const again = await hot.sendTransaction({ to: paid.payee, value: paid.amount, nonce });
    const stranger = Wallet.createRandom().address;
    const extra = await hot.sendTransaction({ to: stranger, value: parseEther('0.001'), nonce: nonce + 1 });
    await again.wait();
    await extra.wait();
    expect(await transfersTo(paid.payee)).toEqual([paid.amount, paid.amount]);

    const result = await reconcile();
    expect(result.problems).toEqual([
      expect.objectContaining({ kind: 'paid_twice', txHash: again.hash, withdrawalId: paid.id }),
      expect.objectContaining({ kind: 'unknown_transfer', txHash: extra.hash }),
    ]);
    const lines = reconciliationLines(result).join('\n');
    expect(lines).toContain('PAID TWICE');
    expect(lines).toContain(extra.hash);

    // Nothing more is signed until an operator has reconciled: the next payout waits, unpaid.
    const waiting = await requestWithdrawal(player);
    const approved = await approveOn(nodeB, waiting.id);
    expect(approved.json()).toMatchObject({
      data: { status: 'approved', nonce: null, last_error: expect.stringContaining('crypto:reconcile') },
    });
    await nodeA.crypto.payouts.followPayouts();
    expect(await transfersTo(waiting.payee)).toEqual([]);
    expect((await storedWithdrawal(waiting.id))?.signedTransaction).toBeNull();

    // The operator explains both and records them; reconciliation is clean and payouts go on.
    for (const hash of [again.hash, extra.hash]) {
      const recorded = await acknowledgeHotWalletTransfer({
        executor: database.db,
        chain: 'ethereum',
        rpcUrl: chain.url,
        hotWallets: [hotWallet()],
        txHash: hash,
        note: 'Paid by hand during an outage; recovered from the payee',
        at: new Date(),
      });
      expect(recorded).toMatchObject({ recorded: true });
    }
    expect((await reconcile()).problems).toEqual([]);
    await settle();
    expect(await transfersTo(waiting.payee)).toEqual([waiting.amount]);
    expect((await storedWithdrawal(waiting.id))?.nonce).toBe(BigInt(nonce + 2));
    expect((await reconcile()).problems).toEqual([]);

    // The stored payout's own bytes sent again after it was mined: ganache sometimes executes them a
    // second time (what paid a browser test's payee twice), sometimes refuses them; either way the
    // reconciliation tells.
    const stored = await storedWithdrawal(waiting.id);
    await chain.provider.send('eth_sendRawTransaction', [stored?.signedTransaction]).catch(() => undefined);
    const reExecuted = (await transfersTo(waiting.payee)).length - 1;
    expect((await reconcile()).problems).toEqual(
      reExecuted > 0
        ? [expect.objectContaining({ kind: 'paid_twice', txHash: stored?.txHash, withdrawalId: waiting.id })]
        : [],
    );
  });

  it('leaves a payout whose nonce another transaction took to an operator, never signing it again', async () => {
    const player = await fundedPlayer('100');
    const withdrawal = await requestWithdrawal(player);
    // The node cannot be reached: the payout is signed and stored, not sent.
    const signers = [nodeA.crypto.signer, nodeB.crypto.signer].flatMap((signer) => (signer ? [signer] : []));
    const broadcasts = signers.map((signer) => signer.broadcast.bind(signer));
    for (const signer of signers) {
      signer.broadcast = () => Promise.reject(new Error('connect ECONNREFUSED'));
    }
    try {
      const approved = await approveOn(nodeA, withdrawal.id);
      expect(approved.json()).toMatchObject({
        data: { status: 'approved', last_error: expect.stringContaining('ECONNREFUSED') },
      });
    } finally {
      signers.forEach((signer, index) => {
        signer.broadcast = broadcasts[index] ?? signer.broadcast;
      });
    }
    const stored = await storedWithdrawal(withdrawal.id);
    expect(stored?.nonce).not.toBeNull();
    // Meanwhile a transaction from outside takes that nonce.
    const hot = HDNodeWallet.fromPhrase(mnemonic, undefined, hotWalletPath).connect(chain.provider);
    const taken = await hot.sendTransaction({
      to: Wallet.createRandom().address,
      value: parseEther('0.001'),
      nonce: Number(stored?.nonce),
    });
    await taken.wait();

    await Promise.all([nodeA.crypto.payouts.followPayouts(), nodeB.crypto.payouts.followPayouts()]);
    await nodeA.crypto.payouts.followPayouts();
    const flagged = await storedWithdrawal(withdrawal.id);
    expect(flagged).toMatchObject({
      status: 'approved',
      txHash: stored?.txHash,
      lastError: expect.stringContaining('another transaction took'),
    });
    expect(await transfersTo(withdrawal.payee)).toEqual([]);
    const result = await reconcile();
    expect(result.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'missing_on_chain', withdrawalId: withdrawal.id }),
        expect.objectContaining({ kind: 'unknown_transfer', txHash: taken.hash }),
      ]),
    );
    expect(result.problems).toHaveLength(2);
  });
});
