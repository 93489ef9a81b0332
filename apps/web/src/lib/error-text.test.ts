import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { ApiError } from './api-error';
import { errorText, fieldErrorsOf } from './error-text';
import { fieldErrorText } from './validation';

const t = i18next.t.bind(i18next);

describe('error texts', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });

  it('translates known codes and keeps the server’s message for the others', () => {
    expect(errorText(t, new ApiError(0, 'NETWORK_FAILURE', 'Failed to fetch'))).toBe(
      'Reelvault could not be reached. Check your connection and try again.',
    );
    expect(errorText(t, new ApiError(400, 'AUTH_RESET_TOKEN_INVALID', 'x'))).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect(errorText(t, new ApiError(409, 'AUTH_2FA_ALREADY_ENABLED', 'Already on.'))).toBe('Already on.');
    expect(errorText(t, new ApiError(403, 'AUTH_SELF_EXCLUDED', 'Excluded.'))).toBe(
      'Your account is self-excluded and cannot be used until the exclusion ends.',
    );
  });

  it('words a self-exclusion with the date it ends, or as permanent, from the structured details', () => {
    // The server's message is in the request's language; only `details` is read.
    const until = errorText(
      t,
      new ApiError(403, 'AUTH_SELF_EXCLUDED', 'Ihr Konto ist gesperrt.', {}, undefined, {
        permanent: false,
        until: '2026-11-28T09:15:00.000Z',
      }),
    );
    expect(until).toMatch(
      /^Your account is self-excluded until .*2026.*\. You cannot log in or play until then\.$/,
    );
    // The time is the player's local time: the date shows whatever the zone.
    expect(until).toMatch(/Nov 2[789], 2026/);
    expect(
      errorText(
        t,
        new ApiError(403, 'AUTH_SELF_EXCLUDED', 'Ihr Konto ist dauerhaft gesperrt.', {}, undefined, {
          permanent: true,
          until: null,
        }),
      ),
    ).toBe('Your account is permanently self-excluded and cannot be used.');
    // An English message with the facts in it is no longer read.
    expect(
      errorText(
        t,
        new ApiError(
          403,
          'AUTH_SELF_EXCLUDED',
          'Your account is self-excluded until 2026-11-28 09:15 UTC and cannot be used until then.',
        ),
      ),
    ).toBe('Your account is self-excluded and cannot be used until the exclusion ends.');
  });

  it('words a deposit limit refusal with the period and what is left, from the structured details', () => {
    expect(
      errorText(
        t,
        new ApiError(400, 'LIMIT_DEPOSIT_REACHED', 'Limite hebdomadaire.', {}, undefined, {
          period: 'weekly',
          left: '1250.50',
          currency: 'EUR',
        }),
      ),
    ).toBe('This deposit would exceed your weekly deposit limit. You can deposit up to €1,250.50 now.');
    expect(
      errorText(
        t,
        new ApiError(400, 'LIMIT_DEPOSIT_REACHED', 'Limite mensuelle atteinte.', {}, undefined, {
          period: 'monthly',
          left: '0.00',
          currency: 'EUR',
        }),
      ),
    ).toBe('You have reached your monthly deposit limit. You can deposit again when it renews.');
    expect(errorText(t, new ApiError(400, 'LIMIT_DEPOSIT_REACHED', 'Limit.'))).toBe(
      'This deposit would exceed your deposit limit. Your limits page shows how much you can still deposit.',
    );
  });

  it('reads 422 field errors by form field, first message each', () => {
    expect(
      fieldErrorsOf(
        {
          'user_data.email': ['The email has already been taken.', 'second'],
          'user_data.username': ['Taken.'],
        },
        'user_data.',
      ),
    ).toEqual({ email: 'The email has already been taken.', username: 'Taken.' });
  });

  it('translates validation messages and leaves a server’s field message as it came', () => {
    expect(fieldErrorText(t, 'passwordLength')).toBe('Use at least 8 characters.');
    expect(fieldErrorText(t, 'usernameLength')).toBe('Use 3 to 24 characters.');
    expect(fieldErrorText(t, 'This password is too common.')).toBe('This password is too common.');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
