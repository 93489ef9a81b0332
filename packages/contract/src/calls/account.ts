// Account calls of a logged-in player: profile, password change (both of the spec's forms), two-factor,
// account settings with e-mail confirmation, security log and session history.
import { z } from 'zod';
import {
  calendarDate,
  emailField,
  fieldMessages,
  messageReply,
  newPasswordField,
  optionalText,
  passwordField,
  phoneField,
  timestamp,
  totpCodeField,
} from '../fields';
import { locales, type LocaleCode } from '../constants/locales';
import { historyQuery, paginationSchema } from '../pagination';
import { defineRoute } from '../route';

/** The spec's user entity as the profile and login answers carry it (balance comes from the wallet). */
export const userProfile = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    /** year-month-day */
    birthday: calendarDate.nullable(),
    address: z.string().nullable(),
    country: z
      .object({ id: z.number().int(), name: z.string(), slug: z.string(), code: z.string() })
      .nullable(),
    /** Registration currency code (EUR, USD, ...). */
    currency: z.string(),
    /** The spec's user status: 1 active, 2 inactive, 6 and 7 need verification. */
    status: z.number().int(),
    /** The spec's player status: 0 needs verification, 2 under review. */
    player_status: z.number().int(),
    phone: z.string().nullable(),
    gender: z.string().nullable(),
    created_at: timestamp,
    /** Ids of the player's favourite games (the catalogue fills it). */
    favorite_games: z.array(z.number().int()),
    /** Document types uploaded so far (1 identity front, 2 back, 3 address, 4 card selfie, 5 selfie). */
    verification_status: z.array(z.number().int()),
    two_factor_enabled: z.boolean(),
    /** An e-mail change waiting for confirmation by link, if any. */
    pending_email: z.string().nullable(),
    user_detail: z.object({
      /** day-month-year */
      birth_date: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      country_id: z.number().int().nullable(),
      total_deposit: z.string(),
      last_login: timestamp.nullable(),
    }),
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof userProfile>;

export const profile = defineRoute({
  method: 'GET',
  path: '/api/user/profile',
  summary: "The logged-in player's profile",
  tags: ['account'],
  auth: 'player',
  reply: z.object({ data: userProfile }),
});

/** name (split into name and surname at the last space), birthday year-month-day (a time suffix is ignored), address. */
export const profileUpdateBody = z.object({
  name: optionalText('name', 200),
  birthday: z
    .string(fieldMessages('birthday', 'The birthday must be a date written as year-month-day.'))
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(?:[ T].*)?$/, 'The birthday must be a date written as year-month-day.')
    .nullish(),
  address: optionalText('address', 255),
  city: optionalText('city', 100),
});
const profileUpdateReply = z.object({ message: z.string(), data: userProfile });

export const updateProfile = defineRoute({
  method: 'PUT',
  path: '/api/update-profile',
  summary: "Updates the player's name, birthday and address",
  tags: ['account'],
  auth: 'player',
  body: profileUpdateBody,
  reply: profileUpdateReply,
});

export const updateProfilePost = defineRoute({
  method: 'POST',
  path: '/api/user/profile/update',
  summary: "Updates the player's name, birthday and address (the spec's second form)",
  tags: ['account'],
  auth: 'player',
  body: profileUpdateBody,
  reply: profileUpdateReply,
});

/** Security settings form: current_password, password, password_confirmation. */
export const changePasswordBody = z.object({
  current_password: passwordField('current password'),
  password: newPasswordField('password'),
  password_confirmation: z.string(
    fieldMessages('password confirmation', 'The password confirmation must be text.'),
  ),
});

export const changePassword = defineRoute({
  method: 'PUT',
  path: '/api/change-password',
  summary: "Changes the player's password; the player's other sessions end",
  tags: ['account'],
  auth: 'player',
  body: changePasswordBody,
  reply: messageReply,
});

/** Account settings form: current_password, new_password, confirm_new_password. */
export const userPasswordBody = z.object({
  current_password: passwordField('current password'),
  new_password: newPasswordField('new password'),
  confirm_new_password: z.string(
    fieldMessages('confirm new password', 'The confirm new password must be text.'),
  ),
});

export const userPassword = defineRoute({
  method: 'POST',
  path: '/api/user/password',
  summary: "Changes the player's password (the spec's second form); the player's other sessions end",
  tags: ['account'],
  auth: 'player',
  body: userPasswordBody,
  reply: messageReply,
});

/** The spec's three two-factor states. */
export const twoFactorStatus = z.enum(['disabled', 'secret_shown', 'enabled']);

export const checkTwoFactor = defineRoute({
  method: 'GET',
  path: '/api/check-2fa',
  summary: 'Whether two-factor authentication is enabled',
  tags: ['account'],
  auth: 'player',
  reply: z.object({ enabled: z.boolean(), status: twoFactorStatus }),
});

export const enableTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/enable-2fa',
  summary: 'Starts two-factor setup: a new secret, its otpauth URI and a QR code (confirm with a first code)',
  tags: ['account'],
  auth: 'player',
  body: z.object({ password: passwordField('password') }),
  reply: z.object({
    message: z.string(),
    /** The secret in base32, for typing into an authenticator app by hand. */
    code: z.string(),
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth URI as a QR code, a `data:image/png;base64,` URL made on the server. */
    qr_code: z.string(),
    status: twoFactorStatus,
  }),
});

export const confirmTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/confirm-2fa',
  summary: 'Enables two-factor authentication with a first valid code; the other sessions end',
  tags: ['account'],
  auth: 'player',
  body: z.object({ code: totpCodeField }),
  reply: z.object({ message: z.string(), enabled: z.boolean(), status: twoFactorStatus }),
});

export const disableTwoFactor = defineRoute({
  method: 'POST',
  path: '/api/disable-2fa',
  summary: 'Disables two-factor authentication (password and a valid code); the other sessions end',
  tags: ['account'],
  auth: 'player',
  body: z.object({ password: passwordField('password'), code: totpCodeField }),
  reply: z.object({ message: z.string(), enabled: z.boolean(), status: twoFactorStatus }),
});

export const accountSettingsBody = z
  .object({ phone: phoneField.optional(), email: emailField.optional() })
  .refine((body) => body.phone !== undefined || body.email !== undefined, {
    message: 'Give a phone number or an email address.',
    path: ['phone'],
  });

export const accountSettings = defineRoute({
  method: 'PUT',
  path: '/api/account/settings',
  summary: 'Changes the phone at once, or the e-mail once the new address is confirmed by a link',
  tags: ['account'],
  auth: 'player',
  body: accountSettingsBody,
  reply: z.object({ message: z.string(), data: userProfile }),
});

const localeCodes = locales.map((locale) => locale.code) as [LocaleCode, ...LocaleCode[]];

/** The player's language: the server writes its e-mails to the player in it. */
export const accountLanguageBody = z.object({
  locale: z.enum(localeCodes, fieldMessages('locale', "Choose one of the site's languages.")),
});

export const accountLanguage = defineRoute({
  method: 'PUT',
  path: '/api/account/language',
  summary: "Stores the player's language (set at registration, changed with the site's language chooser)",
  tags: ['account'],
  auth: 'player',
  body: accountLanguageBody,
  reply: z.object({ data: accountLanguageBody }),
});

const emailConfirmationToken = z
  .string(fieldMessages('token', 'The token must be text.'))
  .trim()
  .min(1)
  .max(200);
const emailConfirmationReply = z.object({ message: z.string(), email: z.string() });

/** Links mailed before the token moved into the fragment; the server keeps their token out of its logs. */
export const confirmEmail = defineRoute({
  method: 'GET',
  path: '/api/account/confirm-email',
  summary: 'Confirms a new e-mail address with an earlier link sent to it (the token in the query)',
  tags: ['account'],
  auth: 'none',
  query: z.object({ token: emailConfirmationToken }),
  reply: emailConfirmationReply,
});

/**
 * The site's /confirm-email page reads the token from the link's fragment, which no server receives, and
 * sends it here in the body.
 */
export const confirmNewEmail = defineRoute({
  method: 'POST',
  path: '/api/account/confirm-email',
  summary: 'Confirms a new e-mail address with the token of the link sent to it',
  tags: ['account'],
  auth: 'none',
  body: z.object({ token: emailConfirmationToken }),
  reply: emailConfirmationReply,
});

export const securityEventKinds = [
  'registered',
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'password_reset_requested',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'sessions_revoked',
  'email_change_requested',
  'email_changed',
  'phone_changed',
  'profile_updated',
  'self_excluded',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEvent = z
  .object({
    id: z.number().int(),
    event: z.enum(securityEventKinds),
    description: z.string(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    browser: z.string().nullable(),
    device: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'SecurityEvent' });

export const accountLogs = defineRoute({
  method: 'GET',
  path: '/api/account/logs',
  summary:
    "The player's security events: logins, failed logins, password and two-factor changes, sessions ended",
  tags: ['account'],
  auth: 'player',
  query: historyQuery,
  reply: z.object({ data: z.array(securityEvent), pagination: paginationSchema }),
});

export const sessionRow = z
  .object({
    id: z.string(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: timestamp,
    last_seen_at: timestamp,
    browser: z.string().nullable(),
    version: z.string().nullable(),
    os: z.string().nullable(),
    /** desktop, mobile, tablet, ... */
    device: z.string(),
    /** The session this request came with. */
    current: z.boolean(),
    /** Not logged out, not expired. */
    active: z.boolean(),
  })
  .meta({ id: 'SessionRow' });

export const sessionHistory = defineRoute({
  method: 'GET',
  path: '/api/account/session-history',
  summary: "The player's sessions with browser, version and device",
  tags: ['account'],
  auth: 'player',
  query: historyQuery,
  reply: z.object({ data: z.array(sessionRow), pagination: paginationSchema }),
});
