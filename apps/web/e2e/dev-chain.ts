// The local Ethereum dev chain of the crypto browser test: ganache on 127.0.0.1 (automatic mining, funded
// unlocked accounts) with the test ERC-20 token (the server tests' TestToken.sol, compiled bytecode in
// apps/server/test/chain/test-token.json) deployed as USDT with 6 decimals. The global setup starts it
// before the server and points the server's EVM watcher at it; a test sends tokens and mines blocks.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ContractFactory, HDNodeWallet, Interface, JsonRpcProvider, Mnemonic, toQuantity } from 'ethers';
import ganache from 'ganache';

const artifactPath = path.resolve(import.meta.dirname, '../../server/test/chain/test-token.json');

function token() {
  const artifact = JSON.parse(readFileSync(artifactPath, 'utf8')) as { abi: string[]; bytecode: string };
  return { ...artifact, iface: new Interface(artifact.abi) };
}

function rpc(url: string) {
  const provider = new JsonRpcProvider(url, 1337, { staticNetwork: true, pollingInterval: 100 });
  return {
    provider,
    send: <T>(method: string, params: unknown[] = []) => provider.send(method, params) as Promise<T>,
  };
}

/** Starts the chain and deploys the token; returns its URL, the token's address and the stop. */
export async function startDevChain(): Promise<{ url: string; usdt: string; stop: () => Promise<void> }> {
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: 1337 },
    wallet: { totalAccounts: 2, defaultBalance: 1000 },
  });
  await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { provider, send } = rpc(url);
  const [deployer] = await send<string[]>('eth_accounts');
  const { abi, bytecode } = token();
  const factory = new ContractFactory(abi, bytecode);
  const deployment = await factory.getDeployTransaction('Tether USD', 'USDT', 6, 10n ** 12n);
  const hash = await send<string>('eth_sendTransaction', [
    { from: deployer, data: deployment.data, gas: '0x2dc6c0' },
  ]);
  const receipt = await send<{ contractAddress: string }>('eth_getTransactionReceipt', [hash]);
  provider.destroy();
  return { url, usdt: receipt.contractAddress, stop: () => server.close() };
}

/** Sends `units` of the token from the chain's first account to `to` (mined at once). */
export async function sendTokens(url: string, usdt: string, to: string, units: bigint): Promise<void> {
  const { provider, send } = rpc(url);
  try {
    const [from] = await send<string[]>('eth_accounts');
    const data = token().iface.encodeFunctionData('transfer', [to, units]);
    await send('eth_sendTransaction', [{ from, to: usdt, data, gas: '0x30d40' }]);
  } finally {
    provider.destroy();
  }
}

export async function mineBlocks(url: string, count = 1): Promise<void> {
  const { provider, send } = rpc(url);
  try {
    for (let i = 0; i < count; i += 1) await send('evm_mine');
  } finally {
    provider.destroy();
  }
}

/**
 * Gives the server's test payout signer a hot wallet with ether: writes the demo wallet (a fresh mnemonic)
 * into the data directory before the server starts, and sends `ether` to its hot wallet,
 * m/44'/60'/0'/1/0. Returns the hot wallet's address.
 */
export async function fundDemoHotWallet(url: string, dataDir: string, ether = 10n): Promise<string> {
  const phrase = Mnemonic.fromEntropy(randomBytes(32)).phrase;
  const keys = path.join(dataDir, 'keys');
  await mkdir(keys, { recursive: true, mode: 0o700 });
  const note = 'Demo wallet of the browser tests: never send real funds to its addresses.';
  await writeFile(
    path.join(keys, 'crypto-demo-wallet.json'),
    `${JSON.stringify({ note, mnemonic: phrase }, null, 2)}\n`,
    { mode: 0o600 },
  );
  const hotWallet = HDNodeWallet.fromPhrase(phrase, undefined, "m/44'/60'/0'/1/0").address;
  const { provider, send } = rpc(url);
  try {
    const [from] = await send<string[]>('eth_accounts');
    await send('eth_sendTransaction', [{ from, to: hotWallet, value: toQuantity(ether * 10n ** 18n) }]);
  } finally {
    provider.destroy();
  }
  return hotWallet;
}
