import { bankWithdrawalBody } from '@reelvault/contract/calls/cashier';
import { describe, expect, it } from 'vitest';
import { cashierAccess, coversBankWithdrawal, coversWithdrawal, showsWelcomeChooser } from './cashier-access';
import { depositAmountSchema } from './deposit-form';
import { profileUpdateOf, kycSchema } from './kyc-form';
import { methodsBelowBankMinimum, withdrawalBody, withdrawalSchema } from './withdrawal-form';

const messagesOf = (result: ReturnType<ReturnType<typeof withdrawalSchema>['safeParse']>) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the withdrawal form', () => {
  const sepa = withdrawalSchema('sepa');
  const wire = withdrawalSchema('wire');
  const blank = { iban: '', amount: '', bankName: '', swift: '' };

  it('names what is wrong with the IBAN, the amount and the wire details', () => {
    expect(messagesOf(sepa.safeParse({ ...blank, iban: 'DE89370400440532013001', amount: '99.99' }))).toEqual(
      {
        iban: 'ibanChecksum',
        amount: 'amountMinimum',
      },
    );
    expect(
      messagesOf(sepa.safeParse({ ...blank, iban: 'DE8937040044053201300', amount: '2500.01' })),
    ).toEqual({
      iban: 'ibanLength',
      amount: 'amountMaximum',
    });
    expect(messagesOf(sepa.safeParse({ ...blank, amount: '1000000' }))).toEqual({
      iban: 'ibanRequired',
      amount: 'amountDigits',
    });
    expect(
      messagesOf(wire.safeParse({ ...blank, iban: 'GB82WEST12345698765432', amount: '150', swift: 'NAT' })),
    ).toEqual({
      bankName: 'bankNameRequired',
      swift: 'swiftFormat',
    });
  });

  it('sends what the contract accepts, IBAN and BIC as banks write them', () => {
    const values = {
      iban: 'gb82 west 1234 5698 7654 32',
      amount: '150,5',
      bankName: 'Westminster',
      swift: 'natagb2l',
    };
    expect(messagesOf(wire.safeParse(values))).toEqual({});
    const body = withdrawalBody('wire', 58, values);
    expect(body).toEqual({
      payment_id: 58,
      amount: '150.5',
      iban: 'GB82WEST12345698765432',
      bank_name: 'Westminster',
      swift: 'NATAGB2L',
    });
    expect(bankWithdrawalBody.safeParse(body).success).toBe(true);
    expect(withdrawalBody('sepa', 59, { ...values, iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({
      payment_id: 59,
      amount: '150.5',
      iban: 'DE89370400440532013000',
    });
  });
});

describe('a way forward below the bank minimum', () => {
  const methods = [
    { slug: 'sepa', kind: 'bank' },
    { slug: 'wire', kind: 'bank' },
    { slug: 'crypto', kind: 'crypto' },
  ] as const;
  const slugs = (amount: string, offered: readonly (typeof methods)[number][] = methods) =>
    methodsBelowBankMinimum(amount, offered).map((method) => method.slug);

  it('offers crypto for an amount from its minimum up to the bank minimum', () => {
    expect(slugs('20')).toEqual(['crypto']);
    expect(slugs(' 99,99 ')).toEqual(['crypto']);
    expect(slugs('46.00')).toEqual(['crypto']);
  });

  it('offers nothing where the bank takes the amount, nothing takes it, or crypto is not offered', () => {
    expect(slugs('100')).toEqual([]);
    expect(slugs('19.99')).toEqual([]);
    expect(slugs('')).toEqual([]);
    expect(slugs('abc')).toEqual([]);
    expect(slugs('50', methods.slice(0, 2))).toEqual([]);
  });
});

describe('the deposit amount', () => {
  it('takes 20 to 2500 with a decimal comma or point', () => {
    expect(depositAmountSchema.safeParse({ amount: '20' }).success).toBe(true);
    expect(depositAmountSchema.parse({ amount: ' 49,99 ' }).amount).toBe('49.99');
    expect(depositAmountSchema.safeParse({ amount: '19.99' }).error?.issues[0]?.message).toBe('depositRange');
    expect(depositAmountSchema.safeParse({ amount: '' }).error?.issues[0]?.message).toBe('required');
  });
});

describe('who sees what in the cashier', () => {
  it('sends inactive and unverified players to their popups', () => {
    expect(cashierAccess(1)).toBe('open');
    expect(cashierAccess(2)).toBe('inactive');
    expect(cashierAccess(6)).toBe('verification');
    expect(cashierAccess(7)).toBe('verification');
  });

  it('offers the welcome tiers only without money and before a choice', () => {
    expect(showsWelcomeChooser('0.00', 'open')).toBe(true);
    expect(showsWelcomeChooser('0', 'open')).toBe(true);
    expect(showsWelcomeChooser('0.01', 'open')).toBe(false);
    expect(showsWelcomeChooser('100.00', 'open')).toBe(false);
    expect(showsWelcomeChooser('0.00', 'chosen')).toBe(false);
    expect(showsWelcomeChooser('0.00', 'skipped')).toBe(false);
    expect(showsWelcomeChooser(undefined, 'open')).toBe(false);
  });

  it('offers the withdrawal form only when the balance covers the smallest bank transfer', () => {
    expect(coversBankWithdrawal('0.00', 'EUR')).toBe(false);
    expect(coversBankWithdrawal('99.99', 'EUR')).toBe(false);
    expect(coversBankWithdrawal('100.00', 'EUR')).toBe(true);
    expect(coversBankWithdrawal('100', 'JPY')).toBe(true);
    expect(coversBankWithdrawal('not a balance', 'EUR')).toBe(false);
    // A crypto withdrawal starts at the general minimum.
    expect(coversWithdrawal('46.00', 'EUR', '20')).toBe(true);
    expect(coversWithdrawal('19.99', 'EUR', '20')).toBe(false);
  });
});

describe('the details step', () => {
  it('joins first and last name as the profile call takes them', () => {
    const values = kycSchema.parse({
      name: ' Anna Maria ',
      surname: 'Smith',
      birthday: '1990-05-17',
      address: 'Ermou 1',
      city: 'Athens',
    });
    expect(profileUpdateOf(values)).toEqual({
      name: 'Anna Maria Smith',
      birthday: '1990-05-17',
      address: 'Ermou 1',
      city: 'Athens',
    });
  });
});
