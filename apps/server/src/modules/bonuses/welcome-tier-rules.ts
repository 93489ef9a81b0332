// The welcome offer's tiers as an operator writes them in the back office (decision 1105), without I/O:
// per currency one to ten tiers of a deposit (strictly increasing), a bonus on top (zero or more) and
// free spins (0-1000), each amount within its currency's decimals. Every refused field is named by its
// path (`tiers.EUR.2.deposit`), for the offer's one 422. The stored table keeps minor units as decimal
// strings; the back office reads it in major units with what the player plays with.
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { welcomeTiersMax } from '@reelvault/contract/constants/welcome-bonus';
import type { FieldErrors } from '@reelvault/contract/errors';
import { formatCurrencyAmount, parseAmount } from '@reelvault/contract/money';
import type { OfferTierTable } from './schema';

/** The most free spins one tier gives. */
export const maxTierFreeSpins = 1000;

/** One tier as typed: amounts in major units. */
export interface TierInput {
  readonly deposit: string;
  readonly bonus: string;
  readonly free_spins: number;
}

/**
 * The stored table of `input` (currency to tiers), with the refusals under their paths. `offered`: the
 * offer's currencies (null: every currency); a table for another currency is refused.
 */
export function welcomeTierTable(
  input: Readonly<Record<string, readonly TierInput[]>>,
  offered: ReadonlySet<string> | null,
): { tiers: OfferTierTable; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const tiers: OfferTierTable = {};
  if (Object.keys(input).length === 0) add('tiers', 'Give the tiers of at least one currency.');
  for (const [code, rows] of Object.entries(input)) {
    const path = `tiers.${code}`;
    const currency = findCurrency(code);
    if (!currency || currency.code !== code) {
      add(path, `${code} is not a currency.`);
      continue;
    }
    if (offered && !offered.has(code)) add(path, `${code} is not one of the offer's currencies.`);
    if (rows.length === 0) add(path, 'Give at least one tier, or remove the currency.');
    if (rows.length > welcomeTiersMax) add(path, `A currency has at most ${welcomeTiersMax} tiers.`);
    const minor = (field: string, text: string): bigint | undefined => {
      try {
        return parseAmount(text, currency.exponent);
      } catch {
        add(field, `The amount may have at most ${currency.exponent} decimals in ${code}.`);
        return undefined;
      }
    };
    let previous: bigint | undefined;
    const stored: OfferTierTable[string] = [];
    rows.forEach((row, index) => {
      const at = `${path}.${index}`;
      const deposit = minor(`${at}.deposit`, row.deposit);
      const bonus = minor(`${at}.bonus`, row.bonus);
      if (deposit !== undefined && deposit <= 0n) add(`${at}.deposit`, 'The deposit must be more than zero.');
      if (deposit !== undefined && previous !== undefined && deposit <= previous) {
        add(`${at}.deposit`, 'Each tier’s deposit must be more than the tier before it.');
      }
      if (deposit !== undefined) previous = deposit;
      if (row.free_spins < 0 || row.free_spins > maxTierFreeSpins) {
        add(`${at}.free_spins`, `The free spins must be between 0 and ${maxTierFreeSpins}.`);
      }
      if (deposit !== undefined && bonus !== undefined) {
        stored.push({ deposit: deposit.toString(), bonus: bonus.toString(), free_spins: row.free_spins });
      }
    });
    tiers[code] = stored;
  }
  return { tiers, errors };
}

/** The table as the back office reads it: major units, with what the player plays with (deposit + bonus). */
export function welcomeTiersOut(table: OfferTierTable) {
  return Object.fromEntries(
    Object.entries(table).map(([currency, rows]) => [
      currency,
      rows.map((row) => ({
        deposit: formatCurrencyAmount(BigInt(row.deposit), currency),
        bonus: formatCurrencyAmount(BigInt(row.bonus), currency),
        play_with: formatCurrencyAmount(BigInt(row.deposit) + BigInt(row.bonus), currency),
        free_spins: row.free_spins,
      })),
    ]),
  );
}
