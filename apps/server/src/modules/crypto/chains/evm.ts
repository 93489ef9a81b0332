// The EVM watcher's scanner (Ethereum, BNB Smart Chain) over standard JSON-RPC: native transfers from the
// blocks' transactions (successful ones, to a watched address, with a value), token transfers from the
// ERC-20 `Transfer` logs of the offered contracts. A token payment's index is its log's position within
// its transaction, which stays the same if the transaction is mined again in another block.
import type { AssetTable } from '../assets';
import type { CryptoChain } from '../derivation';
import type { ChainScanner, ScannedPayment } from '../watcher';
import { jsonRpcClient } from './json-rpc';

/** keccak256("Transfer(address,address,uint256)") */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

interface RpcTransaction {
  hash: string;
  to: string | null;
  value: string;
}
interface RpcBlock {
  number: string;
  hash: string;
  transactions: RpcTransaction[];
}
interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  transactionHash: string;
  logIndex: string;
  blockNumber: string;
  blockHash: string;
  removed?: boolean;
}
interface RpcReceipt {
  status: string;
  blockNumber: string;
  blockHash: string;
  logs: RpcLog[];
}

export function createEvmScanner(options: {
  readonly chain: Extract<CryptoChain, 'ethereum' | 'bsc'>;
  readonly rpcUrl: string;
  readonly assets: AssetTable;
}): ChainScanner {
  const call = jsonRpcClient(options.rpcUrl);
  const assets = options.assets.onChain(options.chain);
  const native = assets.find((asset) => !asset.contract);
  const tokens = new Map(
    assets.flatMap((asset) => (asset.contract ? [[asset.contract.toLowerCase(), asset] as const] : [])),
  );
  const receipt = (hash: string) => call<RpcReceipt | null>('eth_getTransactionReceipt', [hash]);
  const hex = (value: bigint) => `0x${value.toString(16)}`;

  return {
    chain: options.chain,
    normalise: (address) => address.toLowerCase(),
    async tip() {
      return BigInt(await call<string>('eth_blockNumber'));
    },
    async blockHash(height) {
      const block = await call<RpcBlock | null>('eth_getBlockByNumber', [hex(height), false]);
      return block?.hash;
    },
    async scan(from, to, watched) {
      const found: ScannedPayment[] = [];
      if (native) {
        for (let height = from; height <= to; height += 1n) {
          const block = await call<RpcBlock | null>('eth_getBlockByNumber', [hex(height), true]);
          if (!block) continue;
          for (const transaction of block.transactions) {
            const target = transaction.to ? watched.get(transaction.to.toLowerCase()) : undefined;
            const value = BigInt(transaction.value);
            if (!target || value === 0n) continue;
            const mined = await receipt(transaction.hash);
            if (!mined || mined.status !== '0x1') continue;
            found.push({
              asset: native,
              txHash: transaction.hash,
              outputIndex: -1,
              address: target.address,
              amount: value,
              blockNumber: BigInt(block.number),
              blockHash: block.hash,
              playerId: target.playerId,
            });
          }
        }
      }
      if (tokens.size > 0) {
        const logs = await call<RpcLog[]>('eth_getLogs', [
          { fromBlock: hex(from), toBlock: hex(to), address: [...tokens.keys()], topics: [transferTopic] },
        ]);
        const receipts = new Map<string, RpcReceipt | null>();
        for (const log of logs) {
          const asset = tokens.get(log.address.toLowerCase());
          if (!asset || log.removed || log.topics.length !== 3) continue;
          const recipient = `0x${(log.topics[2] ?? '').slice(-40)}`.toLowerCase();
          const target = watched.get(recipient);
          const amount = BigInt(log.data === '0x' ? 0 : log.data);
          if (!target || amount === 0n) continue;
          if (!receipts.has(log.transactionHash))
            receipts.set(log.transactionHash, await receipt(log.transactionHash));
          const mined = receipts.get(log.transactionHash);
          if (!mined || mined.status !== '0x1') continue;
          const position = mined.logs.findIndex((entry) => entry.logIndex === log.logIndex);
          if (position < 0) continue;
          found.push({
            asset,
            txHash: log.transactionHash,
            outputIndex: position,
            address: target.address,
            amount,
            blockNumber: BigInt(log.blockNumber),
            blockHash: log.blockHash,
            playerId: target.playerId,
          });
        }
      }
      return found;
    },
    async inclusion(row) {
      const mined = await receipt(row.txHash);
      if (!mined || mined.status !== '0x1') return undefined;
      return { blockNumber: BigInt(mined.blockNumber), blockHash: mined.blockHash };
    },
  };
}
