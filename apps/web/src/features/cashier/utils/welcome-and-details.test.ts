// The deposit tab's agreements: the welcome tier shown chosen is the one the amount reaches, and the
// details form a payment asks for opens with what the player typed in the onboarding wizard.
import type { UserProfile } from '@reelvault/contract/calls/account';
import { tryWelcomeTiers, usdWelcomeTiers } from '@reelvault/contract/constants/welcome-bonus';
import { describe, expect, it } from 'vitest';
import { defaultDepositAmount, welcomeTierOfAmount } from './deposit-form';
import { kycDefaults } from './kyc-form';

describe('the welcome tier of a deposit amount', () => {
  it('is the highest tier whose deposit the amount reaches', () => {
    expect(welcomeTierOfAmount(usdWelcomeTiers, defaultDepositAmount)).toBe(0);
    expect(welcomeTierOfAmount(usdWelcomeTiers, '250')).toBe(1);
    expect(welcomeTierOfAmount(usdWelcomeTiers, '499.99')).toBe(1);
    expect(welcomeTierOfAmount(usdWelcomeTiers, '500,00')).toBe(2);
    expect(welcomeTierOfAmount(usdWelcomeTiers, '100000')).toBe(6);
    expect(welcomeTierOfAmount(tryWelcomeTiers, '2500')).toBe(0);
  });

  it('is none below the first tier or for what is not an amount', () => {
    expect(welcomeTierOfAmount(usdWelcomeTiers, '74.99')).toBeUndefined();
    expect(welcomeTierOfAmount(usdWelcomeTiers, '')).toBeUndefined();
    expect(welcomeTierOfAmount(usdWelcomeTiers, 'abc')).toBeUndefined();
    expect(welcomeTierOfAmount(tryWelcomeTiers, '500')).toBeUndefined();
  });

  it('picks back the tier whose deposit a tier choice put in the amount field', () => {
    usdWelcomeTiers.forEach((tier, index) =>
      expect(welcomeTierOfAmount(usdWelcomeTiers, tier.deposit)).toBe(index),
    );
  });
});

describe('the payment details form', () => {
  const newPlayer = {
    name: null,
    surname: null,
    birthday: null,
    address: null,
    user_detail: { city: null },
  } as unknown as UserProfile; // only the fields the form reads

  it('opens with what was typed in the wizard, the one name split at the last space', () => {
    expect(
      kycDefaults(newPlayer, { name: ' Anna Maria  Papadopoulou ', birthday: '1990-05-17', city: 'Athens' }),
    ).toEqual({
      name: 'Anna Maria',
      surname: 'Papadopoulou',
      birthday: '1990-05-17',
      address: '',
      city: 'Athens',
    });
    expect(kycDefaults(newPlayer, {})).toEqual({
      name: '',
      surname: '',
      birthday: '',
      address: '',
      city: '',
    });
  });

  it('keeps what the profile already holds over the draft', () => {
    const named = { ...newPlayer, name: 'Maria', surname: 'Papa', address: 'Ermou 1' } as UserProfile;
    expect(kycDefaults(named, { name: 'Someone Else', address: 'Typed 2', city: 'Patras' })).toMatchObject({
      name: 'Maria',
      surname: 'Papa',
      address: 'Ermou 1',
      city: 'Patras',
    });
  });
});
