// The welcome offer's tiers as the offer form holds them (decision 1105): one table per currency, each
// tier's deposit, bonus and free spins as typed, and the two ways between them and the contract.
import type { AdminBonusOffer, AdminWelcomeTierInput } from '@reelvault/contract/calls/backoffice-bonuses';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatAmount, parseAmount } from '@reelvault/contract/money';

export interface TierRow {
  readonly deposit: string;
  readonly bonus: string;
  readonly free_spins: string;
}

export interface TierTable {
  readonly currency: string;
  readonly rows: readonly TierRow[];
}

export const emptyTier: TierRow = { deposit: '', bonus: '', free_spins: '0' };

/** The offer's tables, currencies in alphabetical order; none for an offer without tiers. */
export function tierTablesOf(offer: AdminBonusOffer | null): TierTable[] {
  return Object.entries(offer?.tiers ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => ({
      currency,
      rows: rows.map((row) => ({
        deposit: row.deposit,
        bonus: row.bonus,
        free_spins: String(row.free_spins),
      })),
    }));
}

/** A count typed, or NaN for a blank one (the server names it). */
const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The tables as the call's `tiers`: currency to its tiers, as typed. */
export function tiersBodyOf(tables: readonly TierTable[]): Record<string, AdminWelcomeTierInput[]> {
  return Object.fromEntries(
    tables.map((table) => [
      table.currency,
      table.rows.map((row) => ({
        deposit: row.deposit.trim(),
        bonus: row.bonus.trim(),
        free_spins: count(row.free_spins),
      })),
    ]),
  );
}

/** What the player plays with (deposit plus bonus) in `currency`, or '' while either is not an amount. */
export function playWithOf(row: TierRow, currency: string): string {
  const exponent = findCurrency(currency)?.exponent ?? 2;
  try {
    return formatAmount(parseAmount(row.deposit, exponent) + parseAmount(row.bonus, exponent), exponent);
  } catch {
    return '';
  }
}
