// The per-currency settings of the cashier's payment methods (decision 0717): which kinds of method have
// amount limits the cashier enforces, and the limits every currency starts with, the spec's figures
// (deposits 20 to 2500, bank withdrawals 100 to 2500) read in each currency's own units.
import type { PaymentMethodKind, PaymentMethodType } from './cashier';
import { depositLimits, paymentMethodTypes, withdrawalRules } from './cashier';

export interface MethodLimits {
  /** Decimal strings in major units of the currency. */
  readonly min: string;
  readonly max: string;
}

/**
 * The limits a method starts with in every currency, or null when the cashier takes no amount for it
 * (card-to-crypto is paid at the provider, crypto follows each coin's own minimum).
 */
export function defaultMethodLimits(type: PaymentMethodType, kind: PaymentMethodKind): MethodLimits | null {
  if (type === paymentMethodTypes.deposit && kind === 'gateway') {
    return { min: depositLimits.min, max: depositLimits.max };
  }
  if (type === paymentMethodTypes.withdrawal && kind === 'bank') {
    return { min: withdrawalRules.bankTransferMin, max: withdrawalRules.maxPerRequest };
  }
  return null;
}

/** Whether the operator sets amount limits for a method of this type and kind. */
export const methodHasLimits = (type: PaymentMethodType, kind: PaymentMethodKind): boolean =>
  defaultMethodLimits(type, kind) !== null;
