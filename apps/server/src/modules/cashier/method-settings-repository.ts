// The SQL of the payment methods' settings per currency (decision 0717), and the amount check that reads
// a method's row where a payment is made.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  checkedAmount,
  defaultSetting,
  type MethodRecord,
  type MethodSettingReader,
  type SettingRecord,
} from './method-settings';
import { minorUnits } from './rules';
import { paymentMethodSettings, paymentMethods } from './schema';

/** Every payment method of both types. */
export function allPaymentMethods(executor: DbExecutor): Promise<MethodRecord[]> {
  return executor
    .select()
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.type), asc(paymentMethods.position), asc(paymentMethods.id));
}

/** The settings rows of a currency (of one type when given); `forUpdate` locks them. */
export async function settingsOf(
  executor: DbExecutor,
  currency: string,
  options: { type?: number; forUpdate?: boolean } = {},
): Promise<SettingRecord[]> {
  const where =
    options.type === undefined
      ? eq(paymentMethodSettings.currency, currency)
      : and(eq(paymentMethodSettings.currency, currency), eq(paymentMethodSettings.type, options.type));
  const query = executor.select().from(paymentMethodSettings).where(where);
  return options.forUpdate ? query.for('update') : query;
}

/** One method's settings in a currency, if it has a row. */
export async function settingOf(
  executor: DbExecutor,
  type: number,
  slug: string,
  currency: string,
): Promise<SettingRecord | undefined> {
  const rows = await executor
    .select()
    .from(paymentMethodSettings)
    .where(
      and(
        eq(paymentMethodSettings.type, type),
        eq(paymentMethodSettings.slug, slug),
        eq(paymentMethodSettings.currency, currency),
      ),
    );
  return rows[0];
}

/** Writes a currency's settings, one row per method (inserted or replaced). */
export async function saveSettings(
  executor: DbExecutor,
  rows: readonly SettingRecord[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await executor
    .insert(paymentMethodSettings)
    .values(rows.map((row) => ({ ...row, updatedAt: at })))
    .onConflictDoUpdate({
      target: [paymentMethodSettings.type, paymentMethodSettings.slug, paymentMethodSettings.currency],
      set: {
        enabled: sql`excluded.enabled`,
        position: sql`excluded.position`,
        minAmount: sql`excluded.min_amount`,
        maxAmount: sql`excluded.max_amount`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** A method's settings in a currency: its row, or what it starts with. */
export const methodSettingOf: MethodSettingReader = async (executor, method, currency) =>
  (await settingOf(executor, method.type, method.slug, currency)) ?? defaultSetting(method, currency);

/**
 * A payment's amount in minor units of `currency`, refused unless the method is on in the currency and the
 * amount within its limits there (CASHIER_METHOD_UNAVAILABLE, or the spec's 422 on `amount`).
 */
export async function amountWithinLimits(
  executor: DbExecutor,
  method: MethodRecord,
  amount: string,
  currency: string,
): Promise<bigint> {
  return checkedAmount(await methodSettingOf(executor, method, currency), minorUnits(amount, currency));
}
