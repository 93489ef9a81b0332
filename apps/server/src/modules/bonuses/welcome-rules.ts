// The welcome offer's tiers as the bonus engine stores them: the cashier's seven tiers per currency
// (packages/contract welcome-bonus.ts, USD's table for a currency without its own), each as the deposit
// that unlocks it, the bonus on top (play-with minus deposit) and its free spins, in minor units.
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { welcomeTiersFor } from '@reelvault/contract/constants/welcome-bonus';
import { parseCurrencyAmount } from '@reelvault/contract/money';
import type { OfferTierTable } from './schema';

/** One currency's tiers in minor units (decimal strings), in the chooser's order. */
export function welcomeTiersInMinorUnits(currency: string): OfferTierTable[string] {
  return welcomeTiersFor(currency).map((tier) => {
    const deposit = parseCurrencyAmount(tier.deposit, currency);
    const playWith = parseCurrencyAmount(tier.playWith, currency);
    return {
      deposit: deposit.toString(),
      bonus: (playWith - deposit).toString(),
      free_spins: tier.freeSpins,
    };
  });
}

/** Every registration currency's tiers. */
export function welcomeTierTable(currencies: readonly string[] = registrationCurrencies): OfferTierTable {
  return Object.fromEntries(currencies.map((currency) => [currency, welcomeTiersInMinorUnits(currency)]));
}
