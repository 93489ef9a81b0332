import { errorBody } from '@reelvault/contract/errors';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en.json';
import { ApiError } from '@/lib/api-error';
import { loginFailure } from './login-failure';

const t = i18next.t.bind(i18next);

function apiError(status: number, code: Parameters<typeof errorBody>[0], fields?: Record<string, string[]>) {
  const body = errorBody(code, undefined, fields);
  return new ApiError(status, code, body.message, body.errors ?? {});
}

describe('a refused login', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
  });

  it('asks for the two-factor code on 768, and again when the code is wrong', () => {
    expect(loginFailure(t, apiError(400, 'AUTH_2FA_REQUIRED'))).toEqual({
      message: 'Enter the code from your authenticator app.',
      needsCode: true,
    });
    expect(loginFailure(t, apiError(400, 'AUTH_2FA_INVALID'))).toEqual({
      message: 'The two-factor code is not valid.',
      needsCode: true,
    });
  });

  it('shows the first field message of a 422', () => {
    const failure = loginFailure(
      t,
      apiError(422, 'VALIDATION_FAILED', { username: ['The username field is required.'], password: ['x'] }),
    );
    expect(failure).toEqual({ message: 'The username field is required.', needsCode: false });
  });

  it('tells an inactive player so, and other 401s what the server said', () => {
    expect(loginFailure(t, apiError(401, 'AUTH_INACTIVE_PLAYER')).message).toBe(
      'Your account is inactive. Please contact support.',
    );
    expect(loginFailure(t, apiError(401, 'AUTH_INVALID_CREDENTIALS')).message).toBe(
      'These credentials do not match our records.',
    );
    expect(loginFailure(t, new ApiError(401, 'UNAUTHENTICATED', 'Session gone.')).message).toBe(
      'Session gone.',
    );
  });

  it('gives the wait of a 429', () => {
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests.', {}, 42);
    expect(loginFailure(t, limited).message).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(loginFailure(t, new ApiError(429, 'RATE_LIMITED', 'x')).message).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('falls back to a generic text for a failure that is not an API answer', () => {
    expect(loginFailure(t, new Error('boom'))).toEqual({
      message: 'Something went wrong. Please try again.',
      needsCode: false,
    });
  });
});
