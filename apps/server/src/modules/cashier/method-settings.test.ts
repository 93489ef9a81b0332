// The payment methods' settings per currency (decision 0717): the defaults in each currency's units, the
// merge of saved rows over them, the limits' refusals with the spec's texts, and the checks of a save.
import { AppError } from '../../http/app-error';
import { describe, expect, it } from 'vitest';
import {
  checkedSettings,
  defaultSetting,
  limitProblem,
  limitText,
  methodsInCurrency,
  type MethodRecord,
} from './method-settings';

const method = (type: number, slug: string, kind: MethodRecord['kind'], position: number): MethodRecord => ({
  type,
  slug,
  name: slug,
  kind,
  paymentId: null,
  pyId: null,
  enabled: true,
  position,
});

const payz = method(1, 'payz', 'gateway', 30);
const revolut = method(1, 'revolut', 'gateway', 40);
const card = method(1, 'card', 'card', 20);
const sepa = method(2, 'sepa', 'bank', 20);
const methods = [payz, revolut, card, sepa];

const input = (overrides: Record<string, Partial<Parameters<typeof checkedSettings>[1][number]>> = {}) =>
  methodsInCurrency(methods, [], 'EUR').map((setting) => ({
    type: setting.type as 1 | 2,
    slug: setting.slug,
    enabled: setting.enabled,
    position: setting.position,
    min_amount: setting.minAmount === null ? null : limitText(setting.minAmount, 'EUR'),
    max_amount: setting.maxAmount === null ? null : limitText(setting.maxAmount, 'EUR'),
    ...overrides[`${setting.type}:${setting.slug}`],
  }));

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return { ...error.fieldErrors };
    throw error;
  }
  throw new Error('no refusal');
}

describe('defaults', () => {
  it("are the spec's figures in the currency's own units, and none for card and crypto", () => {
    expect(defaultSetting(payz, 'EUR')).toMatchObject({
      enabled: true,
      minAmount: 2000n,
      maxAmount: 250000n,
    });
    expect(defaultSetting(payz, 'JPY')).toMatchObject({ minAmount: 20n, maxAmount: 2500n });
    expect(defaultSetting(sepa, 'EUR')).toMatchObject({ minAmount: 10000n, maxAmount: 250000n });
    expect(defaultSetting(card, 'EUR')).toMatchObject({ minAmount: null, maxAmount: null });
  });

  it("give way to a saved row, ordered by the currency's positions", () => {
    const merged = methodsInCurrency(
      methods,
      [
        {
          type: 1,
          slug: 'revolut',
          currency: 'EUR',
          enabled: false,
          position: 5,
          minAmount: 100n,
          maxAmount: 200n,
        },
      ],
      'EUR',
    );
    expect(merged.map((row) => `${row.type}:${row.slug}`)).toEqual([
      '1:revolut',
      '1:card',
      '1:payz',
      '2:sepa',
    ]);
    expect(merged[0]).toMatchObject({ enabled: false, minAmount: 100n, maxAmount: 200n });
  });
});

describe('limits', () => {
  it("refuse a deposit outside the range with the range in the currency's writing", () => {
    const setting = { ...defaultSetting(payz, 'EUR'), maxAmount: 5050n };
    expect(limitProblem(setting, 5050n)).toBeUndefined();
    expect(limitProblem(setting, 2000n)).toBeUndefined();
    expect(limitProblem(setting, 5051n)).toEqual({ amount: ['The amount must be between 20 and 50.50.'] });
    expect(limitProblem(setting, 1999n)).toEqual({ amount: ['The amount must be between 20 and 50.50.'] });
  });

  it('refuse a withdrawal below the minimum or above the maximum per request with their own texts', () => {
    const setting = defaultSetting(sepa, 'JPY');
    expect(limitProblem(setting, 99n)).toEqual({ amount: ['The minimum for a bank transfer is 100.'] });
    expect(limitProblem(setting, 2501n)).toEqual({ amount: ['The maximum per request is 2500.'] });
  });

  it('are not applied to methods without them', () => {
    expect(limitProblem(defaultSetting(card, 'EUR'), 1n)).toBeUndefined();
  });
});

describe('a save', () => {
  it('is taken when every method is listed once with sound limits', () => {
    const rows = checkedSettings(methods, input({ '1:payz': { max_amount: '50.5' } }), 'EUR');
    expect(rows.find((row) => row.slug === 'payz')).toMatchObject({ minAmount: 2000n, maxAmount: 5050n });
  });

  it('names each field that breaks a rule', () => {
    expect(
      fieldErrors(() =>
        checkedSettings(
          methods,
          input({
            '1:payz': { min_amount: '0' },
            '1:revolut': { min_amount: '30', max_amount: '29.99', position: 20 },
            '1:card': { max_amount: '10' },
          }),
          'EUR',
        ),
      ),
    ).toEqual({
      'methods.0.max_amount': ['This method takes no amount limits.'],
      'methods.1.min_amount': ['The minimum must be greater than 0.'],
      'methods.2.max_amount': ['The maximum must not be less than the minimum.'],
      'methods.2.position': ['Two methods of the same type have this position.'],
    });
  });

  it("refuses amounts finer than the currency's minor unit, unknown and missing methods", () => {
    const yen = methodsInCurrency(methods, [], 'JPY').map((setting) => ({
      type: setting.type as 1 | 2,
      slug: setting.slug,
      enabled: true,
      position: setting.position,
      min_amount: setting.minAmount === null ? null : String(setting.minAmount),
      max_amount: setting.maxAmount === null ? null : String(setting.maxAmount),
    }));
    const edited = yen.map((row, index) => (index === 2 ? { ...row, max_amount: '2500.5' } : row));
    expect(fieldErrors(() => checkedSettings(methods, edited, 'JPY'))).toEqual({
      'methods.2.max_amount': ['The amount has more decimals than JPY allows.'],
    });
    const [first, ...rest] = input();
    const unknown = [...rest, ...(first ? [{ ...first, slug: 'paypal' }] : [])];
    expect(fieldErrors(() => checkedSettings(methods, unknown, 'EUR'))).toEqual({
      'methods.3.slug': ['The payment method does not exist.'],
      methods: ['Every payment method of the currency must be listed; missing: card.'],
    });
  });
});
