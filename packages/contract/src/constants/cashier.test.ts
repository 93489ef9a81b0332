import { describe, expect, it } from 'vitest';
import {
  depositLimits,
  findPayopMethod,
  isLowDepositAmount,
  isValidDepositAmount,
  payopMethods,
  paymentIds,
  withdrawalAmountProblem,
} from './cashier';

describe('deposit limits', () => {
  it('accepts 20 to 2500 inclusive and nothing outside', () => {
    expect(isValidDepositAmount('20')).toBe(true);
    expect(isValidDepositAmount('20.00')).toBe(true);
    expect(isValidDepositAmount('2500')).toBe(true);
    expect(isValidDepositAmount('19.99')).toBe(false);
    expect(isValidDepositAmount('2500.01')).toBe(false);
    expect(isValidDepositAmount(depositLimits.default)).toBe(true);
  });

  it('refuses what is not an amount in cents', () => {
    for (const amount of ['', 'abc', '-50', '1e3', '100.001', '100,00']) {
      expect(isValidDepositAmount(amount), amount).toBe(false);
    }
  });

  it('flags deposits from 20 up to 50', () => {
    expect(isLowDepositAmount('20')).toBe(true);
    expect(isLowDepositAmount('49.99')).toBe(true);
    expect(isLowDepositAmount('50')).toBe(false);
    expect(isLowDepositAmount('19.99')).toBe(false);
  });

  it('offers quick amounts the limits accept', () => {
    for (const method of payopMethods) {
      for (const amount of method.quickAmounts) expect(isValidDepositAmount(amount)).toBe(true);
    }
    expect(findPayopMethod('payz')?.quickAmounts).toEqual(['25', '50', '100', '500', '2500']);
    expect(findPayopMethod('bank-transfer')?.quickAmounts).toEqual(['25', '50', '100', '250', '500']);
  });

  it("sends the gateway's py_id per method", () => {
    expect(payopMethods.map((method) => [method.slug, method.pyId])).toEqual([
      ['payz', 1200],
      ['revolut', 1110],
      ['neosurf', 1140],
      ['interac', 1130],
      ['bank-transfer', 1110],
    ]);
    expect(paymentIds).toEqual({ wire: 58, sepa: 59, payop: 2922 });
  });
});

describe('withdrawal rules', () => {
  it('needs 20 for crypto and 100 for a bank transfer', () => {
    expect(withdrawalAmountProblem('20', 'crypto')).toBeUndefined();
    expect(withdrawalAmountProblem('19.99', 'crypto')).toBe('below_minimum');
    expect(withdrawalAmountProblem('99.99', 'bank')).toBe('below_minimum');
    expect(withdrawalAmountProblem('100', 'bank')).toBeUndefined();
  });

  it('caps a request at 2500', () => {
    expect(withdrawalAmountProblem('2500.00', 'bank')).toBeUndefined();
    expect(withdrawalAmountProblem('2500.01', 'crypto')).toBe('above_maximum');
  });

  it('refuses more than six digits, more than two decimals and nothing at all', () => {
    expect(withdrawalAmountProblem('1000000', 'crypto')).toBe('too_many_digits');
    expect(withdrawalAmountProblem('999999', 'crypto')).toBe('above_maximum');
    expect(withdrawalAmountProblem('50.005', 'crypto')).toBe('invalid');
    expect(withdrawalAmountProblem('0', 'crypto')).toBe('invalid');
    expect(withdrawalAmountProblem('', 'bank')).toBe('invalid');
  });
});
