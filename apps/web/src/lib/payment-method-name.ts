// What a payment method's code (`payz`, `sepa`, `crypto`, ...) reads as on the player site: brand names as
// the brand writes them (Payz, Revolut, Neosurf, Interac), words in the player's language (bank transfer,
// SEPA transfer, wire transfer, cryptocurrency, credit card). A code the site does not know is shown as
// it came.
import type { TFunction } from 'i18next';
import { findPayopMethod } from '@reelvault/contract/constants/cashier';

const translatedMethods = {
  'bank-transfer': 'cashier.methodName.bank-transfer',
  card: 'cashier.methodName.card',
  crypto: 'cashier.methodName.crypto',
  sepa: 'cashier.withdraw.method.sepa',
  wire: 'cashier.withdraw.method.wire',
} as const;

function isTranslated(code: string): code is keyof typeof translatedMethods {
  return Object.hasOwn(translatedMethods, code);
}

export function paymentMethodName(t: TFunction, code: string): string {
  if (isTranslated(code)) return t(translatedMethods[code]);
  return findPayopMethod(code)?.name ?? code;
}
