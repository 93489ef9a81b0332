// What a hot wallet's transaction pays, and whether it is a stored payout's: the reading reconcile.ts does
// of each transaction, apart from the search for them.
import { Interface, Transaction } from 'ethers';
import type { WithdrawalState } from '../cashier/service';
import { fromUnits, type AssetTable, type CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';
import type { CryptoWithdrawalDetailsRow } from './repository';

/** A stored payout: a crypto withdrawal's details, with its id and lifecycle state. */
export type StoredPayout = CryptoWithdrawalDetailsRow & {
  readonly id: string;
  readonly status: WithdrawalState;
};

export interface RpcTransaction {
  hash: string;
  from: string;
  to: string | null;
  nonce: string;
  value: string;
  input: string;
  blockNumber: string | null;
}

interface Payment {
  /** The token contract; undefined for the chain's own coin. */
  readonly token: string | undefined;
  readonly to: string;
  readonly amount: bigint;
}

const erc20 = new Interface(['function transfer(address to, uint256 value) returns (bool)']);
const transferSelector = erc20.getFunction('transfer')?.selector ?? '0xa9059cbb';

/** What a transaction pays, and to whom: a native transfer or an ERC-20 `transfer` call. */
export function paymentOf(transaction: {
  to: string | null;
  value: bigint;
  data: string;
}): Payment | undefined {
  if (!transaction.to) return undefined;
  if (transaction.data === '0x' || transaction.data === '') {
    return { token: undefined, to: transaction.to.toLowerCase(), amount: transaction.value };
  }
  if (transaction.data.toLowerCase().startsWith(transferSelector)) {
    try {
      const [to, amount] = erc20.decodeFunctionData('transfer', transaction.data) as unknown as [
        string,
        bigint,
      ];
      return { token: transaction.to.toLowerCase(), to: to.toLowerCase(), amount };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function assetOf(assets: AssetTable, row: CryptoWithdrawalDetailsRow): CryptoAsset | undefined {
  return assets.onChain(row.chain as CryptoChain).find((asset) => asset.coin === row.coin);
}

export function pays(
  row: CryptoWithdrawalDetailsRow,
  asset: CryptoAsset | undefined,
  payment: Payment,
): boolean {
  return (
    payment.to === row.address.toLowerCase() &&
    payment.amount === row.coinAmount &&
    (asset === undefined || payment.token === asset.contract?.toLowerCase())
  );
}

export function describe(payment: Payment | undefined, assets: readonly CryptoAsset[]): string {
  if (!payment) return 'not a payment Reelvault makes';
  const asset = assets.find((entry) => entry.contract?.toLowerCase() === payment.token);
  const amount = asset
    ? `${fromUnits(payment.amount, asset.decimals)} ${asset.coin}`
    : `${payment.amount} units`;
  return `${amount}${payment.token && !asset ? ` of token ${payment.token}` : ''} to ${payment.to}`;
}

/** The hot wallet a stored payout was signed by (older rows: read from the signed bytes). */
export function signerOf(row: CryptoWithdrawalDetailsRow): string | undefined {
  if (row.fromAddress) return row.fromAddress.toLowerCase();
  if (!row.signedTransaction) return undefined;
  try {
    return Transaction.from(row.signedTransaction).from?.toLowerCase();
  } catch {
    return undefined;
  }
}
