// The payment methods' settings per registration currency (decision 0717): the rules, free of SQL. A
// method without a settings row in a currency (a currency added after the seed) has the contract's
// defaults: enabled, the method's own place, the spec's limits, so that nothing changes for players until
// an operator saves the currency.
import type { AdminPaymentMethodInput } from '@reelvault/contract/calls/backoffice-payments';
import type { PaymentMethodKind, PaymentMethodType } from '@reelvault/contract/constants/cashier';
import { paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import { defaultMethodLimits } from '@reelvault/contract/constants/payment-methods';
import { AmountError, formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { FieldErrors } from '@reelvault/contract/errors';
import type { DbExecutor } from '../../db/database';
import type { PaymentMethod } from '@reelvault/contract/calls/cashier';
import { AppError, validationError } from '../../http/app-error';

/** A method as the cashier's `payment_methods` table holds it. */
export interface MethodRecord {
  readonly type: number;
  readonly slug: string;
  readonly name: string;
  readonly kind: PaymentMethodKind;
  readonly paymentId: number | null;
  readonly pyId: number | null;
  /** The site-wide switch. */
  readonly enabled: boolean;
  readonly position: number;
}

/** A method's settings in one currency, as `payment_method_settings` holds them. */
export interface SettingRecord {
  readonly type: number;
  readonly slug: string;
  readonly currency: string;
  readonly enabled: boolean;
  readonly position: number;
  /** Minor units of the currency; null for methods without limits. */
  readonly minAmount: bigint | null;
  readonly maxAmount: bigint | null;
}

export interface MethodInCurrency extends SettingRecord {
  readonly method: MethodRecord;
}

const asType = (type: number): PaymentMethodType =>
  type === paymentMethodTypes.withdrawal ? paymentMethodTypes.withdrawal : paymentMethodTypes.deposit;

/** What a method starts with in a currency. */
export function defaultSetting(method: MethodRecord, currency: string): SettingRecord {
  const limits = defaultMethodLimits(asType(method.type), method.kind);
  return {
    type: method.type,
    slug: method.slug,
    currency,
    enabled: true,
    position: method.position,
    minAmount: limits ? parseCurrencyAmount(limits.min, currency) : null,
    maxAmount: limits ? parseCurrencyAmount(limits.max, currency) : null,
  };
}

/** Every method with its settings in `currency` (defaults where no row exists), by type, then place. */
export function methodsInCurrency(
  methods: readonly MethodRecord[],
  settings: readonly SettingRecord[],
  currency: string,
): MethodInCurrency[] {
  return methods
    .map((method) => {
      const row = settings.find(
        (setting) =>
          setting.type === method.type && setting.slug === method.slug && setting.currency === currency,
      );
      return { ...(row ?? defaultSetting(method, currency)), method };
    })
    .sort((a, b) => a.type - b.type || a.position - b.position || a.slug.localeCompare(b.slug));
}

/** An amount limit as its messages write it: `20`, `20.50`, `2500` (no `.00` on a whole amount). */
export function limitText(minor: bigint, currency: string): string {
  return formatCurrencyAmount(minor, currency).replace(/\.0+$/, '');
}

/**
 * The field errors of an amount outside the method's limits in the player's currency, with the spec's
 * texts (a deposit's range; a withdrawal's minimum or maximum per request); undefined when it is within.
 */
export function limitProblem(setting: SettingRecord, amount: bigint): FieldErrors | undefined {
  const { minAmount: min, maxAmount: max, currency } = setting;
  if (min === null || max === null || (amount >= min && amount <= max)) return undefined;
  if (setting.type === paymentMethodTypes.deposit) {
    return {
      amount: [`The amount must be between ${limitText(min, currency)} and ${limitText(max, currency)}.`],
    };
  }
  return amount < min
    ? { amount: [`The minimum for a bank transfer is ${limitText(min, currency)}.`] }
    : { amount: [`The maximum per request is ${limitText(max, currency)}.`] };
}

/** The amount, when the method is on in the currency and the amount within its limits; throws otherwise. */
export function checkedAmount(setting: SettingRecord, amount: bigint): bigint {
  if (!setting.enabled) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
  const outside = limitProblem(setting, amount);
  if (outside) throw validationError(outside);
  return amount;
}

/** A method as the player's list shows it, with its limits in the currency. */
export function paymentMethodReply({
  method,
  minAmount,
  maxAmount,
  currency,
}: MethodInCurrency): PaymentMethod {
  return {
    slug: method.slug,
    name: method.name,
    kind: method.kind,
    payment_id: method.paymentId,
    py_id: method.pyId,
    min_amount: minAmount === null ? null : formatCurrencyAmount(minAmount, currency),
    max_amount: maxAmount === null ? null : formatCurrencyAmount(maxAmount, currency),
  };
}

function amountOf(text: string, currency: string, field: string, errors: FieldErrors): bigint | undefined {
  try {
    return parseCurrencyAmount(text, currency);
  } catch (error) {
    if (!(error instanceof AmountError)) throw error;
    errors[field] = [`The amount has more decimals than ${currency} allows.`];
    return undefined;
  }
}

/**
 * An operator's save of a currency's methods, checked: every method of the currency listed once, places
 * unique per type, limits only where the method has them, each above 0 in the currency's minor units and
 * the maximum not below the minimum. Throws a 422 naming each field (`methods.2.max_amount`).
 */
export function checkedSettings(
  methods: readonly MethodRecord[],
  input: readonly AdminPaymentMethodInput[],
  currency: string,
): SettingRecord[] {
  const errors: FieldErrors = {};
  const rows: SettingRecord[] = [];
  const seen = new Set<string>();
  const places = new Map<string, number>();
  input.forEach((item, index) => {
    const at = (field: string) => `methods.${index}.${field}`;
    const method = methods.find((known) => known.type === item.type && known.slug === item.slug);
    if (!method) {
      errors[at('slug')] = ['The payment method does not exist.'];
      return;
    }
    const key = `${item.type}:${item.slug}`;
    if (seen.has(key)) errors[at('slug')] = ['The payment method is listed twice.'];
    seen.add(key);
    const place = `${item.type}:${item.position}`;
    if (places.has(place)) errors[at('position')] = ['Two methods of the same type have this position.'];
    places.set(place, index);

    let minAmount: bigint | null = null;
    let maxAmount: bigint | null = null;
    if (defaultMethodLimits(asType(method.type), method.kind) === null) {
      if (item.min_amount !== null) errors[at('min_amount')] = ['This method takes no amount limits.'];
      if (item.max_amount !== null) errors[at('max_amount')] = ['This method takes no amount limits.'];
    } else if (item.min_amount === null || item.max_amount === null) {
      if (item.min_amount === null) errors[at('min_amount')] = ['The minimum is required.'];
      if (item.max_amount === null) errors[at('max_amount')] = ['The maximum is required.'];
    } else {
      const min = amountOf(item.min_amount, currency, at('min_amount'), errors);
      const max = amountOf(item.max_amount, currency, at('max_amount'), errors);
      if (min !== undefined && min <= 0n) errors[at('min_amount')] = ['The minimum must be greater than 0.'];
      if (min !== undefined && max !== undefined && min > 0n && max < min) {
        errors[at('max_amount')] = ['The maximum must not be less than the minimum.'];
      }
      minAmount = min ?? null;
      maxAmount = max ?? null;
    }
    rows.push({
      type: method.type,
      slug: method.slug,
      currency,
      enabled: item.enabled,
      position: item.position,
      minAmount,
      maxAmount,
    });
  });
  const missing = methods.filter((method) => !seen.has(`${method.type}:${method.slug}`));
  if (missing.length > 0) {
    errors.methods = [
      `Every payment method of the currency must be listed; missing: ${missing.map((m) => m.slug).join(', ')}.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return rows;
}

/** A method's settings in a currency: its row, or what it starts with. */
export type MethodSettingReader = (
  executor: DbExecutor,
  method: MethodRecord,
  currency: string,
) => Promise<SettingRecord>;
