// The configuration of instant verification (decision 0905): the identity-verification provider's
// variables, and the settings they make. Off unless the operator gives the key and the shared secret.
import { z } from 'zod';

export const instantVerificationVariables = {
  /** Veriff's API (the integration's base URL). */
  VERIFF_API_URL: z.url().default('https://stationapi.veriff.com'),
  /** The integration's API key, sent as X-AUTH-CLIENT. */
  VERIFF_API_KEY: z.string().min(1).optional(),
  /** The integration's shared secret key: checks the decision webhooks' X-HMAC-SIGNATURE. */
  VERIFF_SHARED_SECRET: z.string().min(1).optional(),
};

/** The identity-verification provider behind instant verification. */
export interface InstantVerificationSettings {
  readonly provider: 'veriff';
  readonly apiUrl: string;
  readonly apiKey: string;
  readonly sharedSecret: string;
}

interface Values {
  readonly VERIFF_API_URL: string;
  readonly VERIFF_API_KEY?: string | undefined;
  readonly VERIFF_SHARED_SECRET?: string | undefined;
}

/** The provider's settings, or undefined when none is configured; a half-given pair is a problem. */
export function instantVerificationSettings(
  values: Values,
  problems: string[],
): InstantVerificationSettings | undefined {
  if (Boolean(values.VERIFF_API_KEY) !== Boolean(values.VERIFF_SHARED_SECRET)) {
    problems.push('VERIFF_API_KEY: give VERIFF_API_KEY and VERIFF_SHARED_SECRET together');
  }
  if (!values.VERIFF_API_KEY || !values.VERIFF_SHARED_SECRET) return undefined;
  return {
    provider: 'veriff',
    apiUrl: values.VERIFF_API_URL.replace(/\/+$/, ''),
    apiKey: values.VERIFF_API_KEY,
    sharedSecret: values.VERIFF_SHARED_SECRET,
  };
}
