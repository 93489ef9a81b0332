// The hot-wallet signer interface that approved payouts go through, and the test payout signer of the
// demo and development chains: an EVM hot wallet at m/44'/60'/0'/1/0 of the embedded demo wallet (its
// private side lives in DATA_DIR, never in production). A production signer (an HSM or a custody
// service) implements the same interface.
import { HDKey } from '@scure/bip32';
import { Contract, JsonRpcProvider, Transaction, Wallet } from 'ethers';
import type { CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';

export interface PayoutOrder {
  readonly asset: CryptoAsset;
  readonly to: string;
  /** In the asset's on-chain units. */
  readonly amount: bigint;
  /**
   * The hot wallet's nonce to sign at. The caller allocates it from the stored payouts (withdrawals.ts), so
   * no two nodes, timers or restarts ever give two payouts the same one or leave one unused.
   */
  readonly nonce: bigint;
}

export interface SignedPayout {
  readonly txHash: string;
  readonly nonce: bigint;
  /** The hot wallet that signed it. */
  readonly from: string;
  /** The raw transaction: every retry broadcasts these same bytes, so it can be mined at most once. */
  readonly raw: string;
}

export type PayoutState = 'mined' | 'failed' | 'pending' | 'unknown';

export interface PayoutSigner {
  supports(chain: CryptoChain): boolean;
  /** The hot wallet's address on a chain it supports. */
  addressOn(chain: CryptoChain): string;
  /**
   * How many transactions the hot wallet has sent: mined ('latest'), or including those the node holds
   * unmined ('pending'); the next nonce either way.
   */
  transactionCount(chain: CryptoChain, tag: 'latest' | 'pending'): Promise<bigint>;
  sign(order: PayoutOrder): Promise<SignedPayout>;
  broadcast(chain: CryptoChain, raw: string): Promise<void>;
  state(chain: CryptoChain, txHash: string): Promise<PayoutState>;
}

export const hotWalletPath = "m/44'/60'/0'/1/0";

const erc20 = ['function transfer(address to, uint256 value) returns (bool)'];

/** The demo hot wallet's EVM signer, over the configured JSON-RPC endpoints. */
export function createDemoEvmSigner(options: {
  readonly seed: Uint8Array;
  readonly endpoints: Partial<Record<CryptoChain, string>>;
}): PayoutSigner & { readonly address: string } {
  const key = HDKey.fromMasterSeed(options.seed).derive(hotWalletPath).privateKey;
  if (!key) throw new Error('the demo wallet gave no hot-wallet key');
  const privateKey = `0x${Buffer.from(key).toString('hex')}`;
  const providers = new Map<CryptoChain, JsonRpcProvider>();
  const provider = (chain: CryptoChain) => {
    const url = options.endpoints[chain];
    if (!url) throw new Error(`no endpoint for ${chain}`);
    let existing = providers.get(chain);
    if (!existing) {
      existing = new JsonRpcProvider(url, undefined, { staticNetwork: true, polling: false });
      providers.set(chain, existing);
    }
    return existing;
  };
  const address = new Wallet(privateKey).address;
  return {
    address,
    supports: (chain) => (chain === 'ethereum' || chain === 'bsc') && options.endpoints[chain] !== undefined,
    addressOn: () => address,
    async transactionCount(chain, tag) {
      // A raw call: ethers' own getTransactionCount may answer from a short-lived cache.
      return BigInt((await provider(chain).send('eth_getTransactionCount', [address, tag])) as string);
    },
    async sign(order) {
      const chain = order.asset.chain;
      const wallet = new Wallet(privateKey, provider(chain));
      const request = order.asset.contract
        ? await new Contract(order.asset.contract, erc20, wallet)
            .getFunction('transfer')
            .populateTransaction(order.to, order.amount)
        : { to: order.to, value: order.amount };
      const populated = await wallet.populateTransaction({ ...request, nonce: Number(order.nonce) });
      const raw = await wallet.signTransaction(populated);
      const parsed = Transaction.from(raw);
      if (!parsed.hash) throw new Error('the signed payout has no hash');
      return { txHash: parsed.hash, nonce: BigInt(parsed.nonce), from: address, raw };
    },
    async broadcast(chain, raw) {
      const hash = Transaction.from(raw).hash;
      const known = async () =>
        hash !== null && (await provider(chain).send('eth_getTransactionByHash', [hash])) !== null;
      // Bytes the node knows (pending or mined) are never sent again: a dev chain may mine them twice.
      if (await known()) return;
      try {
        await provider(chain).broadcastTransaction(raw);
      } catch (error) {
        // It reached the node after all (an earlier attempt's answer was lost): that is a success, whatever
        // words the node chose ("already known", "nonce too low", ganache's "the tx doesn't have the
        // correct nonce").
        if (await known()) return;
        throw error;
      }
    },
    async state(chain, txHash) {
      // Raw calls: ethers' own getters may answer from a short-lived cache.
      const receipt = (await provider(chain).send('eth_getTransactionReceipt', [txHash])) as {
        status: string;
      } | null;
      if (receipt) return receipt.status === '0x1' ? 'mined' : 'failed';
      return (await provider(chain).send('eth_getTransactionByHash', [txHash])) ? 'pending' : 'unknown';
    },
  };
}
