import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
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
    expect(errorText(t, new ApiError(403, 'AUTH_SELF_EXCLUDED', 'Excluded until 1 June 2026.'))).toBe(
      'Excluded until 1 June 2026.',
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
