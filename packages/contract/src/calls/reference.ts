// Reference lists the registration form and the language chooser read: countries, the caller's country
// by IP, registration currencies and languages.
import { z } from 'zod';
import { defineRoute } from '../route';

export const country = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** ISO 3166-1 alpha-2, upper case (GR). */
    slug: z.string(),
    /** Calling code with its plus sign (+30). */
    code: z.string(),
    /** 1 open to registration. */
    status: z.number().int(),
    /** Position in the list. */
    index: z.number().int(),
  })
  .meta({ id: 'Country' });

export const countries = defineRoute({
  method: 'GET',
  path: '/api/countries',
  summary: 'Countries a player can register from, with calling codes',
  tags: ['reference'],
  auth: 'none',
  reply: z.object({ data: z.array(country), default_country: z.string() }),
});

export const geo = defineRoute({
  method: 'GET',
  path: '/api/geo',
  summary: "The country of the caller's IP address (offline database), N/A when unknown",
  tags: ['reference'],
  auth: 'none',
  reply: z.object({
    country_code: z.string(),
    country_name: z.string(),
    country_id: z.number().int().nullable(),
  }),
});

export const currencyEntry = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: 'RegistrationCurrency' });

export const currencyList = defineRoute({
  method: 'GET',
  path: '/api/currencies',
  summary: 'Currencies a player can register with (EUR by default)',
  tags: ['reference'],
  auth: 'none',
  reply: z.object({ data: z.array(currencyEntry) }),
});

export const language = z
  .object({
    id: z.number().int(),
    locale: z.string(),
    name: z.string(),
    /** Written right to left (Arabic). */
    rtl: z.boolean(),
  })
  .meta({ id: 'Language' });

export const languages = defineRoute({
  method: 'GET',
  path: '/api/languages',
  summary: 'Languages of the interface',
  tags: ['reference'],
  auth: 'none',
  reply: z.object({ data: z.array(language) }),
});
