// Build-time settings (Vite's VITE_* variables), parsed once. Only these reach the browser.
import { z } from 'zod';

const envSchema = z.object({
  VITE_SITE_ID: z.string().regex(/^\d+$/, 'VITE_SITE_ID must be a number').default('1'),
  VITE_OPERATOR_NAME: z.string().min(1).default('Reelvault'),
});

const parsed = envSchema.parse({
  VITE_SITE_ID: import.meta.env.VITE_SITE_ID || undefined,
  VITE_OPERATOR_NAME: import.meta.env.VITE_OPERATOR_NAME || undefined,
});

export const env = {
  /** Sent as `X-Site-Id`; the server refuses another site's id. */
  siteId: parsed.VITE_SITE_ID,
  /** The licensed operator named in the footer's licence line. */
  operatorName: parsed.VITE_OPERATOR_NAME,
} as const;
