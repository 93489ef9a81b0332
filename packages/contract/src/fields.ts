// Field schemas whose failures read like the spec's server answers ("The email field is required."), so
// that a 422 from the contract and a 422 from a service rule look alike to the player.
import { z } from 'zod';

/** The message of a missing field, and of a present but unusable one. */
export function fieldMessages(label: string, invalid: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? `The ${label} field is required.` : invalid,
  };
}

/** Trimmed text that must be present and not blank. */
export function requiredText(label: string, max = 255) {
  return z
    .string(fieldMessages(label, `The ${label} must be text.`))
    .trim()
    .min(1, `The ${label} field is required.`)
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

/** A JSON number where text is expected (the spec's client sends amounts and some texts as numbers). */
export function numberAsText(value: unknown): unknown {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
}

/** Trimmed text that may be left out; blank counts as left out. */
export function optionalText(label: string, max = 255) {
  return z
    .string(fieldMessages(label, `The ${label} must be text.`))
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .transform((value) => (value === '' ? undefined : value))
    .nullish();
}

/** Password rules the form can show; the server also refuses the most common passwords. */
export const passwordPolicy = { minLength: 8, maxLength: 128 } as const;

/** A new password: never trimmed (spaces are characters too). */
export function newPasswordField(label = 'password') {
  return z
    .string(fieldMessages(label, `The ${label} must be text.`))
    .min(1, `The ${label} field is required.`)
    .min(passwordPolicy.minLength, `The ${label} must be at least ${passwordPolicy.minLength} characters.`)
    .max(
      passwordPolicy.maxLength,
      `The ${label} may not be greater than ${passwordPolicy.maxLength} characters.`,
    );
}

/** A password being checked (current password, login): any length the policy allows. */
export function passwordField(label = 'password') {
  return z
    .string(fieldMessages(label, `The ${label} must be text.`))
    .min(1, `The ${label} field is required.`)
    .max(1024, `The ${label} may not be greater than 1024 characters.`);
}

export const usernamePolicy = {
  minLength: 3,
  maxLength: 24,
  /** Letters, digits, dot, dash, underscore; starts with a letter or digit (never an e-mail address). */
  pattern: /^[A-Za-z0-9][A-Za-z0-9_.-]*$/,
} as const;

export const usernameField = z
  .string(fieldMessages('username', 'The username must be text.'))
  .trim()
  .min(1, 'The username field is required.')
  .min(usernamePolicy.minLength, `The username must be at least ${usernamePolicy.minLength} characters.`)
  .max(
    usernamePolicy.maxLength,
    `The username may not be greater than ${usernamePolicy.maxLength} characters.`,
  )
  .regex(
    usernamePolicy.pattern,
    'The username may only contain letters, numbers, dots, dashes and underscores, and must start with a letter or a number.',
  );

export const emailField = z
  .string(fieldMessages('email', 'The email must be a valid email address.'))
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be greater than 254 characters.')
  .pipe(z.email('The email must be a valid email address.'));

/** A phone number with its calling code; spaces, dashes, dots and brackets are dropped. */
export const phoneField = z
  .string(fieldMessages('phone', 'The phone must be text.'))
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(
    z
      .string()
      .regex(
        /^\+[1-9]\d{5,14}$/,
        'The phone must start with + and the calling code, followed by the number.',
      ),
  );

/** A code sent as a JSON number loses its leading zeros: 12345 is the code 012345. */
export function codeAsText(value: unknown): unknown {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? String(value).padStart(6, '0')
    : value;
}

/** A six-digit code from an authenticator app (text, or a number as some clients send it). */
export const totpCodeField = z.preprocess(
  codeAsText,
  z
    .string(fieldMessages('code', 'The code must be the 6 digits shown in your authenticator app.'))
    .trim()
    .regex(/^\d{6}$/, 'The code must be the 6 digits shown in your authenticator app.'),
);

/** A point in time on the wire: ISO 8601 in UTC. */
/**
 * The largest ids the database's columns hold (`integer`, `smallint`): an id past them can name no row, so
 * the contract refuses it with a 422 rather than let PostgreSQL fail on it.
 */
export const int4Max = 2_147_483_647;
export const int2Max = 32_767;

export const timestamp = z.iso.datetime().meta({ description: 'ISO 8601, UTC' });

/** A calendar date, year-month-day. */
export const calendarDate = z.iso.date();

/** `{message}`: what most account calls answer on success. */
export const messageReply = z.object({ message: z.string() });
