// Who may open the cashier (spec: status 2 opens the inactive-player popup, 6 or 7 the verification
// popup, anyone else the cashier).
import { withdrawalRules } from '@reelvault/contract/constants/cashier';
import { needsVerification, userStatus } from '@reelvault/contract/constants/statuses';
import { AmountError, parseCurrencyAmount } from '@reelvault/contract/money';

export type CashierAccess = 'open' | 'inactive' | 'verification';

export function cashierAccess(status: number): CashierAccess {
  if (status === userStatus.inactive) return 'inactive';
  if (needsVerification(status)) return 'verification';
  return 'open';
}

/** Whether the welcome tier chooser shows: no money yet, and no tier chosen or skipped. */
export function showsWelcomeChooser(balance: string | undefined, state: string | undefined): boolean {
  if (balance === undefined || state === undefined) return false;
  // The balance is a non-negative decimal string: above 0 when any digit is not 0.
  return state === 'open' && !/[1-9]/.test(balance);
}

/**
 * Whether the cash balance reaches the smallest withdrawal of a route (spec: a withdrawal the balance
 * cannot cover shows the insufficient-balance alert instead of the form).
 */
export function coversWithdrawal(balance: string, currency: string, minimum: string): boolean {
  try {
    return parseCurrencyAmount(balance, currency) >= parseCurrencyAmount(minimum, currency);
  } catch (error) {
    if (error instanceof AmountError) return false;
    throw error;
  }
}

/** Whether the cash balance reaches the smallest bank withdrawal. */
export function coversBankWithdrawal(balance: string, currency: string): boolean {
  return coversWithdrawal(balance, currency, withdrawalRules.bankTransferMin);
}
