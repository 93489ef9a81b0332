// A real local Ethereum dev chain for the crypto tests: ganache in this process, listening on 127.0.0.1,
// with funded unlocked accounts, automatic mining, snapshots and reverts (re-organisations), and the test
// ERC-20 token deployed by ethers from TestToken.sol's compiled bytecode (compile-test-token.mjs).
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ContractFactory, Interface, JsonRpcProvider, parseEther, type Signer } from 'ethers';
import ganache from 'ganache';

const artifact = JSON.parse(readFileSync(new URL('test-token.json', import.meta.url), 'utf8')) as {
  abi: unknown[];
  bytecode: string;
};
const tokenInterface = new Interface(artifact.abi as string[]);

export interface DevChain {
  readonly url: string;
  readonly provider: JsonRpcProvider;
  /** The chain's funded, unlocked accounts. */
  readonly accounts: readonly string[];
  signer(index?: number): Promise<Signer>;
  /** Sends a transaction from an unlocked account and returns its hash once mined. */
  send(from: string, to: string, value: bigint, data?: string): Promise<string>;
  sendEth(to: string, ether: string, from?: number): Promise<string>;
  deployToken(name: string, symbol: string, decimals: number, supply: bigint): Promise<string>;
  transferToken(token: string, to: string, amount: bigint, from?: number): Promise<string>;
  tokenBalance(token: string, owner: string): Promise<bigint>;
  /** An account's ether in wei, asked of the chain each time (ethers caches identical reads briefly). */
  balance(address: string): Promise<bigint>;
  mine(blocks?: number): Promise<void>;
  blockNumber(): Promise<number>;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  close(): Promise<void>;
}

export async function startDevChain(): Promise<DevChain> {
  const server = ganache.server({
    logging: { quiet: true },
    chain: { chainId: 1337 },
    wallet: { totalAccounts: 4, defaultBalance: 1000 },
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const provider = new JsonRpcProvider(url, 1337, { staticNetwork: true, pollingInterval: 50 });
  const accounts = (await provider.send('eth_accounts', [])) as string[];
  const rpc = <T>(method: string, params: unknown[] = []) => provider.send(method, params) as Promise<T>;

  async function send(from: string, to: string, value: bigint, data?: string): Promise<string> {
    const hash = await rpc<string>('eth_sendTransaction', [
      { from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}), gas: '0x30d40' },
    ]);
    const receipt = await rpc<{ status: string } | null>('eth_getTransactionReceipt', [hash]);
    if (!receipt || receipt.status !== '0x1') throw new Error(`transaction ${hash} failed`);
    return hash;
  }

  return {
    url,
    provider,
    accounts,
    signer: (index = 0) => provider.getSigner(index),
    send,
    sendEth: (to, ether, from = 0) => send(accounts[from] ?? '', to, parseEther(ether)),
    async deployToken(name, symbol, decimals, supply) {
      const factory = new ContractFactory(
        artifact.abi as string[],
        artifact.bytecode,
        await provider.getSigner(0),
      );
      const deployment = await factory.getDeployTransaction(name, symbol, decimals, supply);
      const hash = await rpc<string>('eth_sendTransaction', [
        { from: accounts[0], data: deployment.data, gas: '0x2dc6c0' },
      ]);
      const receipt = await rpc<{ contractAddress: string }>('eth_getTransactionReceipt', [hash]);
      return receipt.contractAddress;
    },
    transferToken: (token, to, amount, from = 0) =>
      send(accounts[from] ?? '', token, 0n, tokenInterface.encodeFunctionData('transfer', [to, amount])),
    async tokenBalance(token, owner) {
      const result = await rpc<string>('eth_call', [
        { to: token, data: tokenInterface.encodeFunctionData('balanceOf', [owner]) },
        'latest',
      ]);
      return BigInt(result);
    },
    async balance(address) {
      return BigInt(await rpc<string>('eth_getBalance', [address, 'latest']));
    },
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i += 1) await rpc('evm_mine');
    },
    async blockNumber() {
      return Number(await rpc<string>('eth_blockNumber'));
    },
    snapshot: () => rpc<string>('evm_snapshot'),
    async revert(id) {
      if (!(await rpc<boolean>('evm_revert', [id]))) throw new Error(`snapshot ${id} could not be reverted`);
    },
    async close() {
      provider.destroy();
      await server.close();
    },
  };
}
