// How the login form reacts to a refused login (spec 001, section 8): 400 with code 768 moves to (or keeps)
// the two-factor step and counts an attempt; a 422 shows its first field message; 401
// login_inactive_player the inactive-player text; a 429 the wait; any other failure its message.
import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { errorText, firstFieldMessage } from '@/lib/error-text';

export interface LoginFailure {
  readonly message: string;
  /** The server wants the two-factor code (AUTH_2FA_REQUIRED or AUTH_2FA_INVALID, wire code 768). */
  readonly needsCode: boolean;
}

export function loginFailure(t: TFunction, error: unknown): LoginFailure {
  if (!isApiError(error)) return { message: errorText(t, error), needsCode: false };
  const needsCode = error.code === 'AUTH_2FA_REQUIRED' || error.code === 'AUTH_2FA_INVALID';
  if (error.status === 422) {
    return { message: firstFieldMessage(error) ?? errorText(t, error), needsCode };
  }
  return { message: errorText(t, error), needsCode };
}
