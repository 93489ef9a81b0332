// Authentication calls: registration, login (with the two-factor step), session refresh and logout, and
// the password reset requests.
import { z } from 'zod';
import {
  defaultRegistrationCurrency,
  findCurrencyByNumericId,
  registrationCurrencies,
} from '../constants/currencies';
import { minimumAge } from '../constants/kyc';
import {
  codeAsText,
  emailField,
  fieldMessages,
  messageReply,
  newPasswordField,
  numberAsText,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
  timestamp,
  usernameField,
} from '../fields';
import { defineRoute } from '../route';
import { userProfile } from './account';

/**
 * The spec's client sends a currency as its code or as its numeric id (decision 0008: 3 is EUR, 5 is
 * no currency): an id becomes its code, and an id no currency has is left for the check to refuse.
 */
function currencyCodeOf(value: unknown): unknown {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : undefined;
  if (id === undefined || !Number.isInteger(id)) return value;
  return findCurrencyByNumericId(id)?.code ?? value;
}

export const registrationUserData = z.object({
  /** Country id from GET /api/countries. */
  country: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z.number(fieldMessages('country', 'The selected country is invalid.')).int().positive(),
  ),
  currency: z.preprocess(
    currencyCodeOf,
    z
      .enum(registrationCurrencies, fieldMessages('currency', 'The selected currency is invalid.'))
      .default(defaultRegistrationCurrency),
  ),
  email: emailField,
  password: newPasswordField('password'),
  username: usernameField,
  /** Username of the player who referred this one (from /register/{username}). */
  ref_id: optionalText('ref id', 64),
  affiliate_id: optionalText('affiliate id', 64),
  campaign_id: optionalText('campaign id', 64),
  phone: phoneField.nullish(),
  // The spec's client may send the site code as a number (1), like the X-Site-Id header's value.
  site_code: z.preprocess(numberAsText, optionalText('site code', 32)),
  /** The player confirms being `minimumAge` or older (or the local legal gambling age). */
  age_confirmed: z.literal(true, {
    error: () => `You must confirm that you are ${minimumAge} years or older.`,
  }),
});
export type RegistrationUserData = z.input<typeof registrationUserData>;

export const authReply = z
  .object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** The session ends at this time at the latest (absolute lifetime). */
    expires_at: timestamp,
    /** Without a call for this many seconds the session ends (refresh keeps it alive). */
    idle_timeout_seconds: z.number().int(),
    user: userProfile,
  })
  .meta({ id: 'AuthReply' });
export type AuthReply = z.infer<typeof authReply>;

export const register = defineRoute({
  method: 'POST',
  path: '/api/auth/create',
  summary: 'Registers a player and logs them in',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ user_data: registrationUserData }),
  reply: authReply,
  status: 201,
});

export const login = defineRoute({
  method: 'POST',
  path: '/api/auth/login',
  summary: 'Logs a player in with username or e-mail, password and (when enabled) a two-factor code',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    username: requiredText('username', 254),
    password: passwordField('password'),
    /** Six digits from the authenticator app; asked for with code 768 when two-factor is enabled. */
    code: z.preprocess(codeAsText, z.string().trim().max(16).nullish()),
    site_code: z.preprocess(numberAsText, optionalText('site code', 32)),
  }),
  reply: authReply,
});

export const refresh = defineRoute({
  method: 'POST',
  path: '/api/refresh',
  summary: 'Keeps the session alive (the client calls it every 120 s)',
  tags: ['auth'],
  auth: 'player',
  reply: z.object({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_at: timestamp,
    idle_expires_at: timestamp,
  }),
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Ends the session the request came with',
  tags: ['auth'],
  auth: 'player',
  reply: messageReply,
});

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary:
    'Sends a password reset link to the account e-mail, if the account exists (same answer either way)',
  tags: ['auth'],
  auth: 'none',
  body: z.object({ username: requiredText('username', 254) }),
  reply: messageReply,
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: 'Sets a new password with the token from the reset link; every session of the player ends',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    token: requiredText('token', 200),
    password: newPasswordField('password'),
    password_confirmation: z.string().nullish(),
  }),
  reply: messageReply,
});

export const globalPasswordReset = defineRoute({
  method: 'POST',
  path: '/api/global-password-reset',
  summary:
    'Requests a password reset link by username and player id (personal_id); same answer whether they match or not',
  tags: ['auth'],
  auth: 'none',
  body: z.object({
    username: requiredText('username', 254),
    personal_id: z
      .union([z.string(), z.number()], fieldMessages('personal id', 'The personal id must be text.'))
      .transform((value) => String(value).trim())
      .pipe(z.string().min(1, 'The personal id field is required.').max(64)),
  }),
  reply: messageReply,
});
