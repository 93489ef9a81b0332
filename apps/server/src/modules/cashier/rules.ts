// Rules every cashier payment shares, deposits and withdrawals of any method: who may pay in or out, the
// name a payment needs, amounts in the currency's minor units, and the player's cash account.
import { needsVerification, userStatus } from '@reelvault/contract/constants/statuses';
import { AmountError, parseCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { WalletService } from '../wallet/service';
import type { PlayerDetails } from './collaborators';

/** Inactive players and players who must verify first may not pay in or out (spec: statuses 2, 6, 7). */
export function refuseBlockedPlayer(status: number): void {
  if (status === userStatus.inactive) throw new AppError('CASHIER_INACTIVE_PLAYER');
  if (needsVerification(status)) throw new AppError('CASHIER_VERIFICATION_REQUIRED');
}

export function fullName(details: PlayerDetails): string {
  const name = [details.name, details.surname].filter((part) => part && part.trim()).join(' ');
  if (!name) {
    throw new AppError('CASHIER_NAME_REQUIRED', undefined, {
      name: ['Add your name and address to your account before making a payment.'],
    });
  }
  return name;
}

export function minorUnits(amount: string, currency: string): bigint {
  try {
    return parseCurrencyAmount(amount, currency);
  } catch (error) {
    if (error instanceof AmountError) {
      throw validationError({ amount: [`The amount has more decimals than ${currency} allows.`] });
    }
    throw error;
  }
}

export async function playerCashAccount(
  wallet: Pick<WalletService, 'playerAccounts'>,
  executor: DbExecutor,
  playerId: number,
) {
  const accounts = await wallet.playerAccounts(executor, playerId);
  if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
  return accounts.cash;
}
