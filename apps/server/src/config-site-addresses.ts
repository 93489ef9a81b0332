// The site's addresses (decision 0139): PUBLIC_URL, the address players use and links are built from;
// the other addresses players use (SITE_ADDRESSES); and, outside production with a loopback PUBLIC_URL,
// the other loopback names of the same port, since a developer opens either. A payment gateway returns
// a player to the one their page was on.
import { z } from 'zod';

const listText = 'must be a comma-separated list of http(s) addresses, such as https://www.casino.example';

export const siteAddressVariables = {
  PUBLIC_URL: z.url().optional(),
  /** Other addresses of the same site players use (comma-separated); a gateway returns them there. */
  SITE_ADDRESSES: z
    .string()
    .regex(/^\s*https?:\/\/[^\s,]+(\s*,\s*https?:\/\/[^\s,]+)*\s*$/, listText)
    .refine((list) => list.split(',').every((address) => URL.canParse(address.trim())), listText)
    .optional(),
};

export interface SiteAddressSettings {
  readonly publicUrl: string;
  /** Every address of the site a player may use, PUBLIC_URL first. */
  readonly siteAddresses: readonly [string, ...string[]];
}

interface SiteAddressValues {
  readonly PORT: number;
  readonly PUBLIC_URL?: string | undefined;
  readonly SITE_ADDRESSES?: string | undefined;
}

export function siteAddressProblems(values: SiteAddressValues, production: boolean): string[] {
  return production && !values.PUBLIC_URL
    ? ['PUBLIC_URL: required in production (e-mailed links point there)']
    : [];
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];
const trim = (address: string) => address.trim().replace(/\/+$/, '');

/** PUBLIC_URL (by default localhost on the port), then the others, without trailing slashes or repeats. */
export function siteAddressSettings(values: SiteAddressValues, production: boolean): SiteAddressSettings {
  const publicUrl = trim(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  const addresses = (values.SITE_ADDRESSES ?? '').split(',').map(trim).filter(Boolean);
  if (!production && loopbackHosts.includes(new URL(publicUrl).hostname)) {
    for (const hostname of loopbackHosts) {
      const alias = new URL(publicUrl);
      alias.hostname = hostname;
      addresses.push(trim(alias.href));
    }
  }
  return {
    publicUrl,
    siteAddresses: [publicUrl, ...new Set(addresses.filter((address) => address !== publicUrl))],
  };
}
