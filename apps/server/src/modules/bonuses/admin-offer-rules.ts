// The back office's rules for offers and promo codes, without I/O (decision 1130): an offer as the
// operator writes it (major units per currency, percent) checked field by field and turned into the
// stored row (minor units as decimal strings, basis points), every refusal under its field's path; an
// offer's or a code's state now (live, paused, scheduled, ended); the stored rows as the back office reads
// them; and the ceiling of a grant by hand (decision 1131).
import type {
  AdminBonusOffer,
  AdminOfferState,
  AdminPromoCode,
  adminOfferInput,
} from '@reelvault/contract/calls/backoffice-bonuses';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { isLocaleCode } from '@reelvault/contract/constants/locales';
import { formatAmount, formatCurrencyAmount, parseAmount } from '@reelvault/contract/money';
import type { z } from 'zod';
import type { FieldErrors } from '@reelvault/contract/errors';
import { validationError } from '../../http/app-error';
import type { NewOfferRow } from './offers-repository';
import type { OfferRow, PromoCodeRow } from './offers-rules';
import type { LocalisedText, OfferAmounts, OfferTierTable, PerCurrency } from './schema';
import { welcomeTierTable, welcomeTiersOut } from './welcome-tier-rules';

export type OfferInput = z.output<typeof adminOfferInput>;

/** The bounds the back office allows (wider terms are a data change, not an operator's). */
export const offerBounds = {
  maxPercent: 1000,
  maxWageringMultiplier: 200,
  maxExpiryDays: 365,
  maxFreeSpins: 1000,
} as const;

/**
 * The columns of `bonus_offers` the operator writes; `tiers` only when the input gives them (else the
 * welcome offer's tiers stay as they are, decision 1105).
 */
export type OfferValues = Omit<NewOfferRow, 'id' | 'tiers' | 'status' | 'createdAt' | 'updatedAt'> & {
  tiers?: OfferTierTable;
};

const percentKinds = new Set(['deposit_match', 'cashback', 'rakeback']);

class Collected {
  readonly errors: FieldErrors = {};
  add(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }
}

/** Minor units of `text` in `currency`, or undefined with the refusal noted under `path`. */
function minorOf(errors: Collected, path: string, currency: string, text: string): bigint | undefined {
  const known = findCurrency(currency);
  if (!known) {
    errors.add(path, `${currency} is not a currency.`);
    return undefined;
  }
  try {
    return parseAmount(text, known.exponent);
  } catch {
    errors.add(path, `The amount may have at most ${known.exponent} decimals in ${known.code}.`);
    return undefined;
  }
}

/** Amounts per currency as stored (minor units as text); `positive` refuses zero. */
function perCurrency(
  errors: Collected,
  field: string,
  amounts: Readonly<Record<string, string>>,
  offered: ReadonlySet<string> | null,
  positive: boolean,
): PerCurrency {
  const stored: PerCurrency = {};
  for (const [currency, text] of Object.entries(amounts)) {
    const path = `${field}.${currency}`;
    if (offered && !offered.has(currency)) {
      errors.add(path, `${currency} is not one of the offer's currencies.`);
      continue;
    }
    const minor = minorOf(errors, path, currency, text);
    if (minor === undefined) continue;
    if (positive && minor <= 0n) errors.add(path, 'The amount must be more than zero.');
    else stored[currency] = minor.toString();
  }
  return stored;
}

function codeList(
  errors: Collected,
  field: string,
  values: readonly string[] | null,
  valid: (code: string) => boolean,
) {
  if (values === null) return null;
  if (values.length === 0) errors.add(field, `List at least one, or leave the ${field} open to all.`);
  const seen = new Set<string>();
  for (const value of values) {
    if (!valid(value)) errors.add(field, `${value} is not valid here.`);
    if (seen.has(value)) errors.add(field, `${value} is listed twice.`);
    seen.add(value);
  }
  return [...seen];
}

/**
 * The stored values of an offer as the operator wrote it, or a 422 naming every field refused: the
 * kind's own figures (a percent for a deposit match, cashback and rakeback; a fixed amount for a
 * no-deposit offer; a game, count and spin value for free spins), known currencies and their decimals,
 * bounds of wagering, expiry and contributions, countries as ISO codes, a schedule that ends after it
 * starts, and an English title. An offer with tiers (`tiered`, the welcome) takes the percent and the
 * spin counts of the tier a player chose: its own percent may be empty and its spin count 0.
 */
export function offerValues(input: OfferInput, { tiered = false } = {}): OfferValues {
  const errors = new Collected();
  const currencies = codeList(
    errors,
    'currencies',
    input.currencies,
    (code) => findCurrency(code) !== undefined,
  );
  const countries = codeList(errors, 'countries', input.countries, (code) => /^[A-Z]{2}$/.test(code));
  const offered = currencies ? new Set(currencies) : null;

  let percent: number | null = null;
  if (percentKinds.has(input.kind)) {
    const basisPoints = input.percent === null ? Number.NaN : Math.round(input.percent * 100);
    if (input.percent === null) {
      if (!tiered) errors.add('percent', 'The percent field is required for this kind of offer.');
    } else if (input.percent <= 0 || input.percent > offerBounds.maxPercent) {
      errors.add('percent', `The percent must be more than 0 and at most ${offerBounds.maxPercent}.`);
    } else if (Math.abs(basisPoints - input.percent * 100) > 1e-6) {
      errors.add('percent', 'The percent may have at most two decimals.');
    } else percent = basisPoints;
  } else if (input.percent !== null) {
    errors.add('percent', 'This kind of offer takes no percent.');
  }

  const amounts: OfferAmounts = {};
  for (const [currency, figures] of Object.entries(input.amounts)) {
    const path = `amounts.${currency}`;
    if (offered && !offered.has(currency))
      errors.add(path, `${currency} is not one of the offer's currencies.`);
    const stored: OfferAmounts[string] = {};
    for (const name of ['max', 'min_deposit', 'fixed'] as const) {
      const text = figures[name];
      if (text === undefined) continue;
      const minor = minorOf(errors, `${path}.${name}`, currency, text);
      if (minor === undefined) continue;
      if (name === 'max' && minor <= 0n) errors.add(`${path}.${name}`, 'The amount must be more than zero.');
      stored[name] = minor.toString();
    }
    amounts[currency] = stored;
  }
  if (input.kind === 'no_deposit') {
    const fixed = Object.values(amounts).filter(
      (figures) => figures.fixed !== undefined && figures.fixed !== '0',
    );
    if (fixed.length === 0)
      errors.add('amounts', 'A no-deposit offer needs a fixed amount in at least one currency.');
  }

  let freeSpins: OfferValues['freeSpins'] = null;
  if (input.free_spins) {
    const { game, count, bet } = input.free_spins;
    const least = tiered ? 0 : 1;
    if (count < least || count > offerBounds.maxFreeSpins) {
      errors.add('free_spins.count', `The count must be between ${least} and ${offerBounds.maxFreeSpins}.`);
    }
    const bets = perCurrency(errors, 'free_spins.bet', bet, offered, true);
    if (Object.keys(bet).length === 0)
      errors.add('free_spins.bet', 'Give the value of one spin in at least one currency.');
    freeSpins = { game, count, bet: bets };
  } else if (input.kind === 'free_spins') {
    errors.add('free_spins', 'A free-spins offer needs a game, a count and the value of one spin.');
  }

  if (input.wagering_multiplier < 0 || input.wagering_multiplier > offerBounds.maxWageringMultiplier) {
    errors.add(
      'wagering_multiplier',
      `The wagering multiplier must be between 0 and ${offerBounds.maxWageringMultiplier}.`,
    );
  }
  if (input.expiry_days < 1 || input.expiry_days > offerBounds.maxExpiryDays) {
    errors.add('expiry_days', `The expiry must be between 1 and ${offerBounds.maxExpiryDays} days.`);
  }
  const maxBet = perCurrency(errors, 'max_bet', input.max_bet, offered, true);
  const maxConversion =
    input.max_conversion === null
      ? null
      : perCurrency(errors, 'max_conversion', input.max_conversion, offered, true);

  const startsAt = input.starts_at === null ? null : new Date(input.starts_at);
  const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
  if (startsAt && endsAt && endsAt <= startsAt) errors.add('ends_at', 'The end must be after the start.');

  const title: Record<string, string> = {};
  for (const [language, text] of Object.entries(input.title)) {
    if (!isLocaleCode(language))
      errors.add(`title.${language}`, `${language} is not a language of the site.`);
    else if (text !== '') title[language] = text;
  }
  if (!title.en) errors.add('title.en', 'The English title is required.');

  let tiers: OfferTierTable | undefined;
  if (input.tiers !== undefined) {
    if (input.trigger !== 'welcome') errors.add('tiers', 'Only the welcome offer has tiers.');
    const table = welcomeTierTable(input.tiers, offered);
    for (const [path, messages] of Object.entries(table.errors)) {
      for (const message of messages) errors.add(path, message);
    }
    tiers = table.tiers;
  }

  if (Object.keys(errors.errors).length > 0) throw validationError(errors.errors);
  return {
    key: input.key,
    kind: input.kind,
    trigger: input.trigger,
    percent,
    amounts,
    freeSpins,
    wageringMultiplier: input.wagering_multiplier,
    wageringBase: input.wagering_base,
    maxBet,
    contributions: {
      ...input.contributions,
      excluded_games: [...new Set(input.contributions.excluded_games)],
    },
    expiryDays: input.expiry_days,
    maxConversion,
    currencies,
    countries,
    repeatable: input.repeatable,
    startsAt,
    endsAt,
    promotionId: input.promotion_id,
    title: title as LocalisedText,
    ...(tiers === undefined ? {} : { tiers }),
  };
}

/** Where an offer or a code stands at `now`. */
export function scheduleState(
  row: { readonly status: string; readonly startsAt: Date | null; readonly endsAt: Date | null },
  now: Date,
): AdminOfferState {
  if (row.status === 'paused') return 'paused';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'ended';
  return 'live';
}

const majorUnits = (amounts: PerCurrency): Record<string, string> =>
  Object.fromEntries(
    Object.entries(amounts).map(([currency, minor]) => [
      currency,
      formatCurrencyAmount(BigInt(minor), currency),
    ]),
  );

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** An offer as the back office reads it: amounts in major units, the percent as a percent. */
export function adminOfferOut(row: OfferRow, now: Date): AdminBonusOffer {
  return {
    id: row.id,
    key: row.key,
    kind: row.kind,
    trigger: row.trigger,
    status: row.status,
    state: scheduleState(row, now),
    percent: row.percent === null ? null : Number(formatAmount(BigInt(row.percent), 2)),
    amounts: Object.fromEntries(
      Object.entries(row.amounts).map(([currency, figures]) => [
        currency,
        Object.fromEntries(
          Object.entries(figures).map(([name, minor]) => [
            name,
            formatCurrencyAmount(BigInt(minor), currency),
          ]),
        ),
      ]),
    ),
    free_spins: row.freeSpins
      ? { game: row.freeSpins.game, count: row.freeSpins.count, bet: majorUnits(row.freeSpins.bet) }
      : null,
    has_tiers: row.tiers !== null,
    tiers: row.tiers === null ? null : welcomeTiersOut(row.tiers),
    wagering_multiplier: row.wageringMultiplier,
    wagering_base: row.wageringBase,
    max_bet: majorUnits(row.maxBet),
    contributions: { ...row.contributions, excluded_games: [...row.contributions.excluded_games] },
    expiry_days: row.expiryDays,
    max_conversion: row.maxConversion === null ? null : majorUnits(row.maxConversion),
    currencies: row.currencies,
    countries: row.countries,
    repeatable: row.repeatable,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    promotion_id: row.promotionId,
    title: row.title,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A code's schedule, checked: a 422 on `ends_at` when it ends before it starts. */
export function codeSchedule(input: { readonly starts_at: string | null; readonly ends_at: string | null }) {
  const startsAt = input.starts_at === null ? null : new Date(input.starts_at);
  const endsAt = input.ends_at === null ? null : new Date(input.ends_at);
  if (startsAt && endsAt && endsAt <= startsAt)
    throw validationError({ ends_at: ['The end must be after the start.'] });
  return { startsAt, endsAt };
}

/** A code with its usage as the back office lists it. */
export function adminPromoCodeOut(
  row: PromoCodeRow,
  offer: Pick<OfferRow, 'id' | 'key' | 'title'>,
  players: number,
  now: Date,
): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    offer: { id: offer.id, key: offer.key, title: offer.title.en },
    status: row.status,
    state:
      row.totalLimit !== null && row.used >= row.totalLimit && row.status === 'active'
        ? 'ended'
        : scheduleState(row, now),
    per_player_limit: row.perPlayerLimit,
    total_limit: row.totalLimit,
    used: row.used,
    remaining: row.totalLimit === null ? null : Math.max(0, row.totalLimit - row.used),
    players,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What one operator may grant by hand in `currency` (decision 1131): the four-eyes threshold of manual
 * adjustments (decision 0707), the same figure for the same risk; null where the currency has none. Above
 * it the grant waits for a second operator (decision 0715).
 */
export function grantCeiling(thresholds: Readonly<Record<string, bigint>>, currency: string): bigint | null {
  return thresholds[currency] ?? null;
}
