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
}

export interface SignedPayout {
  readonly txHash: string;
  readonly nonce: bigint;
  /** The raw transaction: every retry broadcasts these same bytes, so it can be mined at most once. */
  readonly raw: string;
}

export type PayoutState = 'mined' | 'failed' | 'pending' | 'unknown';

export interface PayoutSigner {
  supports(chain: CryptoChain): boolean;
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
  // Signing is one at a time per chain, and each payout takes the next nonce after the last one signed
  // here: two payouts approved together, signed before either is broadcast, never share a nonce (the
  // node's pending count does not know a signed payout until it is broadcast).
  const queues = new Map<CryptoChain, Promise<unknown>>();
  const lastNonce = new Map<CryptoChain, number>();
  const oneAtATime = <T>(chain: CryptoChain, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(chain) ?? Promise.resolve()).then(work, work);
    queues.set(
      chain,
      next.catch(() => undefined),
    );
    return next;
  };
  return {
    address,
    supports: (chain) => (chain === 'ethereum' || chain === 'bsc') && options.endpoints[chain] !== undefined,
    sign(order) {
      const chain = order.asset.chain;
      return oneAtATime(chain, async () => {
        const wallet = new Wallet(privateKey, provider(chain));
        const request = order.asset.contract
          ? await new Contract(order.asset.contract, erc20, wallet)
              .getFunction('transfer')
              .populateTransaction(order.to, order.amount)
          : { to: order.to, value: order.amount };
        const pending = await wallet.getNonce('pending');
        const previous = lastNonce.get(chain);
        const nonce = previous === undefined ? pending : Math.max(pending, previous + 1);
        const populated = await wallet.populateTransaction({ ...request, nonce });
        const raw = await wallet.signTransaction(populated);
        const parsed = Transaction.from(raw);
        if (!parsed.hash) throw new Error('the signed payout has no hash');
        lastNonce.set(chain, parsed.nonce);
        return { txHash: parsed.hash, nonce: BigInt(parsed.nonce), raw };
      });
    },
    async broadcast(chain, raw) {
      try {
        await provider(chain).broadcastTransaction(raw);
      } catch (error) {
        // The node has it already (an earlier attempt reached it): that is a success.
        const message = (error as Error).message ?? '';
        if (/already known|known transaction|nonce too low|already imported/i.test(message)) {
          const hash = Transaction.from(raw).hash;
          if (hash && (await provider(chain).getTransaction(hash))) return;
        }
        throw error;
      }
    },
    async state(chain, txHash) {
      const receipt = await provider(chain).getTransactionReceipt(txHash);
      if (receipt) return receipt.status === 1 ? 'mined' : 'failed';
      return (await provider(chain).getTransaction(txHash)) ? 'pending' : 'unknown';
    },
  };
}
