// The crypto withdrawal method, the cashier's adapter for it (decision 0308): the address checked by its
// network's rules, the amount converted at the quoted rate less the network fee, the coin, network,
// address and quote kept as the withdrawal's details, and the crypto calls' names of the states. The
// lifecycle (hold, cancel, approve, reject, payout) is the cashier's; the payout itself is payouts.ts'.
import type { CryptoWithdrawalRow as CryptoReply } from '@reelvault/contract/calls/crypto';
import { acceptsWithdrawalNetwork } from '@reelvault/contract/constants/crypto';
import { withdrawalAmountProblem } from '@reelvault/contract/constants/cashier';
import { currencyOf } from '@reelvault/contract/constants/currencies';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import {
  financeStatusOf,
  type AdminCryptoReply,
  type CryptoWithdrawalInput,
  type StatusNames,
  type WithdrawalMethod,
  type WithdrawalRow,
} from '../cashier/service';
import type { WalletService } from '../wallet/service';
import { isValidAddress } from './address-rules';
import { fromUnits, toUnits, type AssetTable, type CryptoAsset } from './assets';
import type { CryptoChain } from './derivation';
import type { NetworkFeeEstimator } from './fees';
import { RateUnavailable, type RateProvider } from './rates';
import * as repository from './repository';
import type { CryptoWithdrawalDetailsRow } from './repository';
import type { PayoutSigner } from './signer';

/** The clearing and payouts accounts' reference of crypto payments, as each method has its own. */
export const cryptoMethod = 'crypto';

/**
 * The network fee deducted from a payout, per coin and network, in the coin (shown before the request),
 * where no live estimate is made (fees.ts: EVM chains with an endpoint).
 */
export const networkFees: Readonly<Record<string, string>> = {
  'BTC/BTC': '0.0001',
  'ETH/ERC20': '0.0005',
  'USDT/ERC20': '3',
  'USDC/ERC20': '3',
  'USDC/SOL': '0.5',
  'USDC/BSC': '0.5',
  'LTC/LTC': '0.001',
  'TRX/TRX': '1',
};

/** The crypto calls' names of the states: an approved payout is broadcast while it is paying. */
export const cryptoStatusNames: StatusNames<CryptoReply['status']> = {
  requested: 'pending',
  approved: 'approved',
  paying: 'broadcast',
  paid: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

function withdrawalReply(row: WithdrawalRow, details: CryptoWithdrawalDetailsRow | undefined): CryptoReply {
  if (!details) throw new Error(`crypto withdrawal ${row.id} has no details`);
  return {
    id: row.id,
    coin: details.coin,
    network: details.network,
    address: details.address,
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    coin_amount: fromUnits(details.coinAmount, details.coinDecimals),
    network_fee: fromUnits(details.networkFee, details.coinDecimals),
    rate: details.rate,
    rate_source: details.rateSource,
    rate_at: details.rateAt.toISOString(),
    status: cryptoStatusNames[row.status],
    finance_status: financeStatusOf[row.status],
    tx_hash: details.txHash,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function adminReply(row: WithdrawalRow, details: CryptoWithdrawalDetailsRow | undefined): AdminCryptoReply {
  return {
    ...withdrawalReply(row, details),
    player: { id: row.playerId, username: row.playerUsername },
    nonce: details?.nonce === null || details?.nonce === undefined ? null : details.nonce.toString(),
    broadcast_attempts: details?.broadcastAttempts ?? 0,
    last_error: details?.lastError ?? null,
  };
}

export interface CryptoWithdrawalMethodDependencies {
  readonly db: DbExecutor;
  readonly wallet: Pick<WalletService, 'playerAccounts'>;
  readonly assets: AssetTable;
  readonly rates: RateProvider;
  /** Live network fees (EVM chains with an endpoint); the fixed table where it has no answer. */
  readonly fees?: NetworkFeeEstimator | undefined;
  readonly signer: PayoutSigner | undefined;
  readonly usernameOf: (playerId: number) => Promise<string>;
}

export function createCryptoWithdrawalMethod(dependencies: CryptoWithdrawalMethodDependencies) {
  const { db, wallet, assets, rates, fees, signer } = dependencies;

  /** The asset a withdrawal pays out, on a network of the coin that takes withdrawals. */
  function withdrawalAsset(coin: string, network: string): CryptoAsset {
    if (!acceptsWithdrawalNetwork(coin, network)) {
      throw validationError({
        network: [`${coin.toUpperCase()} withdrawals do not go to ${network.toUpperCase()} addresses.`],
      });
    }
    const asset = assets.find(coin, network);
    if (!asset) throw new AppError('CASHIER_CRYPTO_UNAVAILABLE');
    return asset;
  }

  function checkedAmount(amount: string): void {
    const problem = withdrawalAmountProblem(amount, 'crypto');
    if (!problem) return;
    throw validationError({
      amount: [
        problem === 'below_minimum'
          ? 'The amount is below the minimum withdrawal.'
          : problem === 'above_maximum'
            ? 'The amount is above the maximum per request.'
            : 'The amount is not valid.',
      ],
    });
  }

  async function priced(
    player: AuthenticatedPlayer,
    input: { coin: string; network: string; amount: string },
  ) {
    const asset = withdrawalAsset(input.coin, input.network);
    checkedAmount(input.amount);
    const accounts = await wallet.playerAccounts(db, player.id);
    if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    const currency = accounts.cash.currency;
    let amount: bigint;
    try {
      amount = parseCurrencyAmount(input.amount, currency);
    } catch {
      throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
    }
    let quoted;
    try {
      quoted = await rates.rate(asset.coin, currency);
    } catch (error) {
      if (error instanceof RateUnavailable) throw new AppError('CASHIER_CRYPTO_RATE_UNAVAILABLE');
      throw error;
    }
    const exponent = currencyOf(currency).exponent;
    const scaledRate = toUnits(quoted.rate, 12);
    // Coin units for the amount, rounded down: amount / rate.
    const gross =
      (amount * 10n ** BigInt(asset.decimals) * 10n ** 12n) / (scaledRate * 10n ** BigInt(exponent));
    const fee =
      (await fees?.fee(asset, currency)) ??
      toUnits(networkFees[`${asset.coin}/${asset.network}`] ?? '0', asset.decimals);
    const payout = gross - fee;
    if (payout <= 0n) throw validationError({ amount: ['The amount does not cover the network fee.'] });
    return { asset, currency, amount, quoted, fee, payout, cash: accounts.cash };
  }

  const detailsOf = (executor: DbExecutor, rows: readonly WithdrawalRow[]) =>
    repository.withdrawalDetails(
      executor,
      rows.map((row) => row.id),
    );

  const method: WithdrawalMethod<'crypto'> = {
    kind: 'crypto',
    statusNames: cryptoStatusNames,

    /** The address checked by its network's rules, the amount converted at the quoted rate. */
    async prepare(player: AuthenticatedPlayer, input: CryptoWithdrawalInput) {
      const address = input.address.trim();
      if (!isValidAddress(input.network, address)) {
        throw validationError({ address: [`This is not a valid ${input.network.toUpperCase()} address.`] });
      }
      const quote = await priced(player, input);
      const network = input.network.toUpperCase();
      return {
        method: cryptoMethod,
        username: await dependencies.usernameOf(player.id),
        amount: quote.amount,
        currency: quote.currency,
        cashAccountId: quote.cash.id,
        holdMetadata: { method: cryptoMethod, coin: quote.asset.coin, network },
        saveDetails: (tx, withdrawalId) =>
          repository.insertWithdrawalDetails(tx, {
            withdrawalId,
            coin: quote.asset.coin,
            network,
            chain: quote.asset.chain,
            address,
            coinAmount: quote.payout,
            coinDecimals: quote.asset.decimals,
            networkFee: quote.fee,
            rate: quote.quoted.rate,
            rateSource: quote.quoted.source,
            rateAt: quote.quoted.at,
          }),
      };
    },

    async replies(executor, rows) {
      const details = await detailsOf(executor, rows);
      return rows.map((row) => withdrawalReply(row, details.get(row.id)));
    },

    async adminReplies(executor, rows) {
      const details = await detailsOf(executor, rows);
      return rows.map((row) => adminReply(row, details.get(row.id)));
    },

    /**
     * A payout made outside the signer (a chain it does not sign for) may be confirmed by hand; on a chain
     * the signer pays, a payment by hand could cross the signer's own: two payments.
     */
    async checkManualPayout(executor, row) {
      const details = await repository.findWithdrawalDetails(executor, row.id);
      if (
        row.status !== 'approved' ||
        !details ||
        details.signedTransaction ||
        signer?.supports(details.chain as CryptoChain)
      ) {
        throw new AppError('CASHIER_WITHDRAWAL_STATE');
      }
    },
  };

  return {
    method,

    /** What a withdrawal of an amount pays out, before the request: coin amount, network fee, rate. */
    async quote(player: AuthenticatedPlayer, input: { coin: string; network: string; amount: string }) {
      const quote = await priced(player, input);
      return {
        coin: quote.asset.coin,
        network: input.network.toUpperCase(),
        amount: formatCurrencyAmount(quote.amount, quote.currency),
        currency: quote.currency,
        coin_amount: fromUnits(quote.payout, quote.asset.decimals),
        network_fee: fromUnits(quote.fee, quote.asset.decimals),
        rate: quote.quoted.rate,
        rate_source: quote.quoted.source,
      };
    },

    withdrawalAsset,
  };
}

export type CryptoWithdrawalMethod = ReturnType<typeof createCryptoWithdrawalMethod>;
