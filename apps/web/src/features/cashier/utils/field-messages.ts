// The cashier forms' own validation messages: names of `cashier.validation.*` texts (the shared ones,
// such as `required`, are `validation.*`), translated with the limits they name.
import { depositLimits, withdrawalRules } from '@reelvault/contract/constants/cashier';
import type { TFunction } from 'i18next';
import { fieldErrorText } from '@/lib/validation';

export const cashierMessages = [
  'depositRange',
  'ibanRequired',
  'ibanCountry',
  'ibanLength',
  'ibanFormat',
  'ibanChecksum',
  'swiftRequired',
  'swiftFormat',
  'bankNameRequired',
  'amountInvalid',
  'amountDigits',
  'amountMinimum',
  'amountMaximum',
] as const;
export type CashierMessage = (typeof cashierMessages)[number];

export function isCashierMessage(message: string): message is CashierMessage {
  return cashierMessages.some((known) => known === message);
}

/** The text under a cashier field: its own message with the limits, a shared one, or the server's. */
export function cashierFieldText(
  t: TFunction,
  message: string | undefined,
  format: (amount: string) => string,
  /** The method's deposit limits in the player's currency (decision 0717); the spec's otherwise. */
  depositRange: { readonly min: string; readonly max: string } = depositLimits,
): string | undefined {
  if (message && isCashierMessage(message)) {
    return t(`cashier.validation.${message}`, {
      min: format(message === 'depositRange' ? depositRange.min : withdrawalRules.bankTransferMin),
      max: format(message === 'depositRange' ? depositRange.max : withdrawalRules.maxPerRequest),
      digits: withdrawalRules.maxDigits,
    });
  }
  return fieldErrorText(t, message);
}
