// Amounts arrive in wallet units (currency units x 100000) as decimal strings; they become text only here,
// in the page's language, from the exact decimal string (no float ever holds money).
import { formatWalletAmount } from '@reelvault/contract/money';
import { locale } from './i18n';

export function formatMoney(wire: string | bigint, currency: string): string {
  return formatWalletAmount(wire, currency, locale().bcp47);
}
