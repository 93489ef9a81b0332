// The Bitcoin and Litecoin watcher's scanner over an Esplora-compatible REST API (Blockstream's esplora,
// mempool.space, litecoinspace.org): blocks by height, their transactions 25 at a time, each output paid
// to a watched address is a payment (its index the output's), and a transaction's status for its
// confirmations or its disappearance.
import type { AssetTable } from '../assets';
import type { ChainScanner, ScannedPayment } from '../watcher';

interface EsploraTransaction {
  txid: string;
  vout: { scriptpubkey_address?: string; value: number }[];
}

interface EsploraStatus {
  confirmed: boolean;
  block_height?: number;
  block_hash?: string;
}

export function createEsploraScanner(options: {
  readonly chain: 'bitcoin' | 'litecoin';
  readonly baseUrl: string;
  readonly assets: AssetTable;
  readonly fetch?: typeof fetch;
}): ChainScanner {
  const base = options.baseUrl.replace(/\/+$/, '');
  const fetcher = options.fetch ?? fetch;
  const asset = options.assets.onChain(options.chain).find((entry) => !entry.contract);
  if (!asset) throw new Error(`no native asset on ${options.chain}`);

  async function get(path: string): Promise<Response | undefined> {
    const response = await fetcher(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
    if (response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Esplora ${path}: HTTP ${response.status}`);
    return response;
  }

  return {
    chain: options.chain,
    normalise: (address) => address.toLowerCase(),
    async tip() {
      const response = await get('/blocks/tip/height');
      if (!response) throw new Error('Esplora gave no tip');
      return BigInt((await response.text()).trim());
    },
    async blockHash(height) {
      const response = await get(`/block-height/${height}`);
      return response ? (await response.text()).trim() : undefined;
    },
    async scan(from, to, watched) {
      const found: ScannedPayment[] = [];
      for (let height = from; height <= to; height += 1n) {
        const hash = await this.blockHash(height);
        if (!hash) continue;
        for (let start = 0; ; start += 25) {
          const response = await get(`/block/${hash}/txs/${start}`);
          const page = response ? ((await response.json()) as EsploraTransaction[]) : [];
          for (const transaction of page) {
            transaction.vout.forEach((output, index) => {
              const target = output.scriptpubkey_address
                ? watched.get(output.scriptpubkey_address.toLowerCase())
                : undefined;
              if (!target || output.value <= 0) return;
              found.push({
                asset,
                txHash: transaction.txid,
                outputIndex: index,
                address: target.address,
                amount: BigInt(output.value),
                blockNumber: height,
                blockHash: hash,
                playerId: target.playerId,
              });
            });
          }
          if (page.length < 25) break;
        }
      }
      return found;
    },
    async inclusion(row) {
      const response = await get(`/tx/${row.txHash}/status`);
      if (!response) return undefined;
      const status = (await response.json()) as EsploraStatus;
      if (!status.confirmed) return { blockNumber: undefined, blockHash: undefined };
      return {
        blockNumber: status.block_height === undefined ? undefined : BigInt(status.block_height),
        blockHash: status.block_hash,
      };
    },
  };
}
