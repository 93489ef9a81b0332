// The Solana watcher's scanner over JSON-RPC at finalized commitment: SPL token payments of the offered
// mints, read from each successful transaction's pre- and post-token balances (what a watched owner's
// token account gained), its index the account's position in the transaction. Skipped slots have no block.
import type { AssetTable } from '../assets';
import type { ChainScanner, ScannedPayment } from '../watcher';
import { ChainRpcError, jsonRpcClient } from './json-rpc';

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: { amount: string };
}
interface SolanaBlock {
  blockhash: string;
  transactions?: {
    transaction: { signatures: string[] };
    meta: { err: unknown; preTokenBalances?: TokenBalance[]; postTokenBalances?: TokenBalance[] } | null;
  }[];
}

/** Slot skipped, or not available at this node (JSON-RPC server errors -32007 and -32009). */
const missingSlotCodes = new Set([-32007, -32009, -32004]);
const finalized = { commitment: 'finalized' } as const;

export function createSolanaScanner(options: {
  readonly rpcUrl: string;
  readonly assets: AssetTable;
}): ChainScanner {
  const call = jsonRpcClient(options.rpcUrl);
  const mints = new Map(
    options.assets
      .onChain('solana')
      .flatMap((asset) => (asset.contract ? [[asset.contract, asset] as const] : [])),
  );

  async function block(slot: bigint, details: 'full' | 'none'): Promise<SolanaBlock | undefined> {
    try {
      return await call<SolanaBlock>('getBlock', [
        Number(slot),
        {
          ...finalized,
          encoding: 'jsonParsed',
          transactionDetails: details,
          rewards: false,
          maxSupportedTransactionVersion: 0,
        },
      ]);
    } catch (error) {
      if (error instanceof ChainRpcError && error.code !== undefined && missingSlotCodes.has(error.code))
        return undefined;
      throw error;
    }
  }

  return {
    chain: 'solana',
    normalise: (address) => address,
    async tip() {
      return BigInt(await call<number>('getSlot', [finalized]));
    },
    async blockHash(slot) {
      return (await block(slot, 'none'))?.blockhash;
    },
    async scan(from, to, watched) {
      const found: ScannedPayment[] = [];
      for (let slot = from; slot <= to; slot += 1n) {
        const current = await block(slot, 'full');
        if (!current) continue;
        for (const entry of current.transactions ?? []) {
          if (!entry.meta || entry.meta.err !== null) continue;
          const signature = entry.transaction.signatures[0];
          if (!signature) continue;
          for (const post of entry.meta.postTokenBalances ?? []) {
            const asset = mints.get(post.mint);
            const target = post.owner ? watched.get(post.owner) : undefined;
            if (!asset || !target) continue;
            const pre = entry.meta.preTokenBalances?.find(
              (balance) => balance.accountIndex === post.accountIndex,
            );
            const gained = BigInt(post.uiTokenAmount.amount) - BigInt(pre?.uiTokenAmount.amount ?? '0');
            if (gained <= 0n) continue;
            found.push({
              asset,
              txHash: signature,
              outputIndex: post.accountIndex,
              address: target.address,
              amount: gained,
              blockNumber: slot,
              blockHash: current.blockhash,
              playerId: target.playerId,
            });
          }
        }
      }
      return found;
    },
    async inclusion(row) {
      const statuses = await call<{
        value: ({ slot: number; err: unknown; confirmationStatus?: string } | null)[];
      }>('getSignatureStatuses', [[row.txHash], { searchTransactionHistory: true }]);
      const status = statuses.value[0];
      if (!status || status.err !== null) return undefined;
      if (status.confirmationStatus !== 'finalized') return { blockNumber: undefined, blockHash: undefined };
      return { blockNumber: BigInt(status.slot), blockHash: row.blockHash ?? undefined };
    },
  };
}
