import { registrationUserData } from '@reelvault/contract/calls/auth';
import { describe, expect, it } from 'vitest';
import type { Country } from '@/lib/countries';
import { registrationBody, registrationSchema, type RegistrationValues } from './registration-schema';

const greece: Country = { id: 85, name: 'Greece', slug: 'GR', code: '+30', status: 1, index: 85 };
const germany: Country = { id: 83, name: 'Germany', slug: 'DE', code: '+49', status: 1, index: 83 };

const filled: RegistrationValues = {
  email: ' maria@example.com ',
  username: 'maria_k',
  password: 'Spinning-reels-9',
  country: '85',
  phoneCountry: '83',
  phone: '151 2345-678',
  currency: 'EUR',
  referral: 'nikos',
  ageConfirmed: true,
};

describe('registration form', () => {
  it('builds a body the server accepts, with the stored affiliate and campaign ids', () => {
    const values = registrationSchema.parse(filled);
    const body = registrationBody(values, [greece, germany], { affiliate_id: '77', campaign_id: 'spring' });
    expect(body.user_data).toEqual({
      email: 'maria@example.com',
      username: 'maria_k',
      password: 'Spinning-reels-9',
      country: 85,
      currency: 'EUR',
      phone: '+49 1512345678',
      ref_id: 'nikos',
      affiliate_id: '77',
      campaign_id: 'spring',
      age_confirmed: true,
    });
    // The contract's own schema (the server's check) takes it as it is.
    expect(registrationUserData.safeParse(body.user_data).success).toBe(true);
  });

  it('leaves out an empty phone and an empty referral', () => {
    const values = registrationSchema.parse({ ...filled, phone: '', referral: '  ' });
    const body = registrationBody(values, [greece], {});
    expect(body.user_data).not.toHaveProperty('phone');
    expect(body.user_data).not.toHaveProperty('ref_id');
    expect(registrationUserData.safeParse(body.user_data).success).toBe(true);
  });

  it('names what is missing or wrong with the validation texts', () => {
    const result = registrationSchema.safeParse({
      ...filled,
      email: 'not-an-address',
      username: 'a',
      password: 'short',
      phone: '12ab',
      ageConfirmed: false,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      email: 'email',
      username: 'usernameLength',
      password: 'passwordLength',
      phone: 'phone',
      ageConfirmed: 'ageConfirm',
    });
  });

  it('refuses a username the server would refuse', () => {
    for (const username of ['-dash-first', 'has space', 'name@example.com']) {
      expect(registrationSchema.safeParse({ ...filled, username }).success, username).toBe(false);
      const body = {
        user_data: {
          ...registrationBody(registrationSchema.parse(filled), [greece], {}).user_data,
          username,
        },
      };
      expect(registrationUserData.safeParse(body.user_data).success, username).toBe(false);
    }
  });
});
