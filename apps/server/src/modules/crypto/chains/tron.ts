// The TRON watcher's scanner over a full node's HTTP API, reading solidified (irreversible) blocks only:
// TRX transfers (TransferContract) and TRC-20 `transfer(address,uint256)` calls (TriggerSmartContract) of
// the offered token contracts, successful ones, to a watched address.
import type { AssetTable } from '../assets';
import { tronAddressFromHex } from '../derivation';
import type { ChainScanner, ScannedPayment } from '../watcher';

interface TronContract {
  type: string;
  parameter: { value: { amount?: number; to_address?: string; data?: string; contract_address?: string } };
}
interface TronTransaction {
  txID: string;
  ret?: { contractRet?: string }[];
  raw_data: { contract: TronContract[] };
}
interface TronBlock {
  blockID?: string;
  block_header?: { raw_data: { number: number } };
  transactions?: TronTransaction[];
}

const transferSelector = 'a9059cbb';

export function createTronScanner(options: {
  readonly baseUrl: string;
  readonly assets: AssetTable;
  readonly fetch?: typeof fetch;
}): ChainScanner {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetcher = options.fetch ?? fetch;
  const assets = options.assets.onChain('tron');
  const native = assets.find((asset) => !asset.contract);
  const tokens = new Map(
    assets.flatMap((asset) => (asset.contract ? [[asset.contract, asset] as const] : [])),
  );

  async function post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetcher(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`TRON ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }
  const block = (height: bigint) => post<TronBlock>('/walletsolidity/getblockbynum', { num: Number(height) });

  return {
    chain: 'tron',
    normalise: (address) => address,
    async tip() {
      const now = await post<TronBlock>('/walletsolidity/getnowblock', {});
      if (!now.block_header) throw new Error('TRON gave no solidified block');
      return BigInt(now.block_header.raw_data.number);
    },
    async blockHash(height) {
      return (await block(height)).blockID;
    },
    async scan(from, to, watched) {
      const found: ScannedPayment[] = [];
      for (let height = from; height <= to; height += 1n) {
        const current = await block(height);
        if (!current.blockID) continue;
        for (const transaction of current.transactions ?? []) {
          if (transaction.ret?.[0]?.contractRet !== 'SUCCESS') continue;
          const contract = transaction.raw_data.contract[0];
          if (!contract) continue;
          const value = contract.parameter.value;
          let recipient: string | undefined;
          let amount = 0n;
          let asset = undefined;
          if (contract.type === 'TransferContract' && native && value.to_address) {
            recipient = tronAddressFromHex(value.to_address);
            amount = BigInt(value.amount ?? 0);
            asset = native;
          } else if (contract.type === 'TriggerSmartContract' && value.contract_address && value.data) {
            const token = tokens.get(tronAddressFromHex(value.contract_address));
            const data = value.data.toLowerCase();
            if (token && data.startsWith(transferSelector) && data.length >= 8 + 128) {
              recipient = tronAddressFromHex(data.slice(8 + 24, 8 + 64));
              amount = BigInt(`0x${data.slice(8 + 64, 8 + 128)}`);
              asset = token;
            }
          }
          const target = recipient ? watched.get(recipient) : undefined;
          if (!target || !asset || amount <= 0n) continue;
          found.push({
            asset,
            txHash: transaction.txID,
            outputIndex: asset.contract ? 0 : -1,
            address: target.address,
            amount,
            blockNumber: height,
            blockHash: current.blockID,
            playerId: target.playerId,
          });
        }
      }
      return found;
    },
    async inclusion(row) {
      const info = await post<{ id?: string; blockNumber?: number; receipt?: { result?: string } }>(
        '/walletsolidity/gettransactioninfobyid',
        { value: row.txHash },
      );
      if (!info.id || info.blockNumber === undefined) return undefined;
      if (info.receipt?.result && info.receipt.result !== 'SUCCESS') return undefined;
      const height = BigInt(info.blockNumber);
      return { blockNumber: height, blockHash: (await block(height)).blockID };
    },
  };
}
