// An offer as its form holds it (text per input, one row per currency) and the two ways between it and
// the contract: an offer read into a draft, a draft written as the call's body. Times are UTC
// (`datetime-local` inputs read as UTC instants); a blank input is a figure left out.
import type {
  AdminBonusOffer,
  adminOfferKinds,
  adminOfferTriggers,
  adminWageringBases,
} from '@reelvault/contract/calls/backoffice-bonuses';
import type { OfferBody } from '../api/bonuses';
import { tierTablesOf, tiersBodyOf, type TierTable } from './welcome-tiers-draft';

export interface CurrencyRow {
  readonly currency: string;
  readonly max: string;
  readonly min_deposit: string;
  readonly fixed: string;
  readonly max_bet: string;
  readonly max_conversion: string;
  readonly spin_bet: string;
}

export const currencyColumns = [
  'max',
  'min_deposit',
  'fixed',
  'max_bet',
  'max_conversion',
  'spin_bet',
] as const;

export interface OfferDraft {
  readonly key: string;
  readonly kind: (typeof adminOfferKinds)[number];
  readonly trigger: (typeof adminOfferTriggers)[number];
  readonly percent: string;
  readonly title: Readonly<Record<string, string>>;
  readonly rows: readonly CurrencyRow[];
  readonly game: string;
  readonly spins: string;
  readonly wagering_multiplier: string;
  readonly wagering_base: (typeof adminWageringBases)[number];
  readonly expiry_days: string;
  readonly slots: string;
  readonly table: string;
  readonly live: string;
  readonly excluded_games: string;
  readonly currencies: string;
  readonly countries: string;
  readonly repeatable: boolean;
  readonly starts_at: string;
  readonly ends_at: string;
  /** The welcome offer's tiers per currency (decision 1105). */
  readonly tiers: readonly TierTable[];
  /** The offer had tiers when opened: its tiers are sent back even when all were removed. */
  readonly tiered: boolean;
}

export const emptyRow = (currency: string): CurrencyRow => ({
  currency,
  max: '',
  min_deposit: '',
  fixed: '',
  max_bet: '',
  max_conversion: '',
  spin_bet: '',
});

/** A new offer's draft: the engine's default terms (40x, 10 days, slots 100 %, table and live 10 %). */
export const newOfferDraft: OfferDraft = {
  key: '',
  kind: 'deposit_match',
  trigger: 'promo_code',
  percent: '',
  title: { en: '' },
  rows: [emptyRow('EUR')],
  game: '',
  spins: '',
  wagering_multiplier: '40',
  wagering_base: 'bonus',
  expiry_days: '10',
  slots: '100',
  table: '10',
  live: '10',
  excluded_games: '',
  currencies: '',
  countries: '',
  repeatable: false,
  starts_at: '',
  ends_at: '',
  tiers: [],
  tiered: false,
};

const list = (values: readonly string[] | null) => (values ?? []).join(', ');
const localTime = (iso: string | null) => (iso ? iso.slice(0, 16) : '');

export function draftOf(offer: AdminBonusOffer): OfferDraft {
  const currencies = new Set([
    ...Object.keys(offer.amounts),
    ...Object.keys(offer.max_bet),
    ...Object.keys(offer.max_conversion ?? {}),
    ...Object.keys(offer.free_spins?.bet ?? {}),
  ]);
  return {
    key: offer.key,
    kind: offer.kind,
    trigger: offer.trigger,
    percent: offer.percent === null ? '' : String(offer.percent),
    title: offer.title,
    rows: [...currencies].sort().map((currency) => ({
      currency,
      max: offer.amounts[currency]?.max ?? '',
      min_deposit: offer.amounts[currency]?.min_deposit ?? '',
      fixed: offer.amounts[currency]?.fixed ?? '',
      max_bet: offer.max_bet[currency] ?? '',
      max_conversion: offer.max_conversion?.[currency] ?? '',
      spin_bet: offer.free_spins?.bet[currency] ?? '',
    })),
    game: offer.free_spins?.game ?? '',
    spins: offer.free_spins ? String(offer.free_spins.count) : '',
    wagering_multiplier: String(offer.wagering_multiplier),
    wagering_base: offer.wagering_base,
    expiry_days: String(offer.expiry_days),
    slots: String(offer.contributions.slots),
    table: String(offer.contributions.table),
    live: String(offer.contributions.live),
    excluded_games: list(offer.contributions.excluded_games),
    currencies: list(offer.currencies),
    countries: list(offer.countries),
    repeatable: offer.repeatable,
    starts_at: localTime(offer.starts_at),
    ends_at: localTime(offer.ends_at),
    tiers: tierTablesOf(offer),
    tiered: offer.tiers !== null,
  };
}

/** A number typed, or NaN for a blank one (sent as null, which the server names as missing). */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const codes = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
const instant = (local: string) => (local === '' ? null : `${local}:00Z`);

function perCurrency(rows: readonly CurrencyRow[], column: (typeof currencyColumns)[number]) {
  return Object.fromEntries(
    rows
      .filter((row) => row.currency !== '' && row[column].trim() !== '')
      .map((row) => [row.currency, row[column].trim()]),
  );
}

export function bodyOf(draft: OfferDraft): OfferBody {
  const rows = draft.rows.filter((row) => row.currency !== '');
  const amounts = Object.fromEntries(
    rows
      .map((row) => {
        const figures = Object.fromEntries(
          (['max', 'min_deposit', 'fixed'] as const)
            .filter((name) => row[name].trim() !== '')
            .map((name) => [name, row[name].trim()]),
        );
        return [row.currency, figures] as const;
      })
      .filter(([, figures]) => Object.keys(figures).length > 0),
  );
  const maxConversion = perCurrency(rows, 'max_conversion');
  const spinsWanted = draft.kind === 'free_spins' || draft.game.trim() !== '' || draft.spins.trim() !== '';
  const currencies = codes(draft.currencies);
  const countries = codes(draft.countries);
  return {
    key: draft.key.trim(),
    kind: draft.kind,
    trigger: draft.trigger,
    percent: draft.percent.trim() === '' ? null : number(draft.percent),
    amounts,
    free_spins: spinsWanted
      ? { game: draft.game.trim(), count: number(draft.spins), bet: perCurrency(rows, 'spin_bet') }
      : null,
    wagering_multiplier: number(draft.wagering_multiplier),
    wagering_base: draft.wagering_base,
    max_bet: perCurrency(rows, 'max_bet'),
    contributions: {
      slots: number(draft.slots),
      table: number(draft.table),
      live: number(draft.live),
      excluded_games: codes(draft.excluded_games),
    },
    expiry_days: number(draft.expiry_days),
    max_conversion: Object.keys(maxConversion).length > 0 ? maxConversion : null,
    currencies: currencies.length > 0 ? currencies : null,
    countries: countries.length > 0 ? countries : null,
    repeatable: draft.repeatable,
    starts_at: instant(draft.starts_at),
    ends_at: instant(draft.ends_at),
    title: Object.fromEntries(Object.entries(draft.title).filter(([, text]) => text.trim() !== '')),
    ...(draft.trigger === 'welcome' && (draft.tiered || draft.tiers.length > 0)
      ? { tiers: tiersBodyOf(draft.tiers) }
      : {}),
  };
}
