// Legal pages and SEO entries in the back office (decision 0719). A legal page's text is kept per
// language in versions: each save is a new version (who, when, a change note, the title and text), an
// operator publishes one, and players read the published one. SEO entries name a route's title and
// description per language; a route without one keeps the site's own translated texts. Reading needs
// `content.read`, writing `content.manage`; every save and publish is in the audit log.
import { z } from 'zod';
import { isLocaleCode } from '../constants/locales';
import { int4Max, requiredText, timestamp } from '../fields';
import { defineRoute } from '../route';
import { seoEntryNames } from './seo-entries';

/** The longest text of a legal page, in characters. */
export const legalTextMaxLength = 100_000;

const localeField = z
  .string({ error: 'The locale field is required.' })
  .refine(isLocaleCode, 'The locale is not one of the site’s languages.');

const pageParams = z.object({
  id: z.coerce
    .number()
    .int('The page id is a whole number.')
    .positive('The page id is not valid.')
    .max(int4Max, 'The page id is not valid.'),
});

const versionParams = pageParams.extend({
  versionId: z.coerce
    .number()
    .int('The version id is a whole number.')
    .positive('The version id is not valid.')
    .max(int4Max, 'The version id is not valid.'),
});

const operatorRef = z.object({ id: z.number().int(), email: z.string() });

/** One language of a legal page: its published and latest versions (null: none yet). */
export const adminLegalPageLanguage = z.object({
  locale: z.string(),
  title: z.string(),
  published_version: z.number().int().nullable(),
  latest_version: z.number().int(),
});

export const adminLegalPage = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    languages: z.array(adminLegalPageLanguage),
  })
  .meta({ id: 'AdminLegalPage' });
export type AdminLegalPage = z.infer<typeof adminLegalPage>;

export const adminLegalPageVersion = z
  .object({
    id: z.number().int(),
    page_id: z.number().int(),
    locale: z.string(),
    /** 1, 2, 3 … per page and language. */
    version: z.number().int(),
    title: z.string(),
    /** Markdown (the legal pages' subset), placeholders such as `{operator}` unfilled. */
    content: z.string(),
    note: z.string(),
    /** Who saved it; null for the texts the platform shipped with. */
    author: operatorRef.nullable(),
    created_at: timestamp,
    published: z.boolean(),
    published_at: timestamp.nullable(),
  })
  .meta({ id: 'AdminLegalPageVersion' });
export type AdminLegalPageVersion = z.infer<typeof adminLegalPageVersion>;

export const adminLegalPages = defineRoute({
  method: 'GET',
  path: '/api/admin/content/pages',
  summary: 'The legal pages, each language with its published and latest version',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(adminLegalPage) }),
});

export const adminLegalPageVersions = defineRoute({
  method: 'GET',
  path: '/api/admin/content/pages/:id/versions',
  summary: "A legal page's versions in one language, newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: pageParams,
  query: z.object({ locale: localeField }),
  reply: z.object({ data: z.array(adminLegalPageVersion) }),
});

export const adminLegalPageDraft = z.object({
  locale: localeField,
  title: requiredText('title', 200),
  content: z
    .string({ error: 'The content field is required.' })
    .trim()
    .min(1, 'The content field is required.')
    .max(legalTextMaxLength, `The content may not be greater than ${legalTextMaxLength} characters.`),
  note: requiredText('note', 500),
});
export type AdminLegalPageDraft = z.input<typeof adminLegalPageDraft>;

export const adminSaveLegalPage = defineRoute({
  method: 'POST',
  path: '/api/admin/content/pages/:id/versions',
  summary: 'Saves a new version of a legal page in one language (not yet published)',
  tags: ['backoffice'],
  auth: 'admin',
  params: pageParams,
  body: adminLegalPageDraft,
  status: 201,
  reply: z.object({ message: z.string(), data: adminLegalPageVersion }),
});

export const adminPublishLegalPage = defineRoute({
  method: 'POST',
  path: '/api/admin/content/pages/:id/versions/:versionId/publish',
  summary: 'Publishes a version of a legal page: players read it from now on',
  tags: ['backoffice'],
  auth: 'admin',
  params: versionParams,
  reply: z.object({ message: z.string(), data: adminLegalPageVersion }),
});

export const adminSeoEntry = z
  .object({
    name: z.enum(seoEntryNames),
    locale: z.string(),
    title: z.string(),
    description: z.string(),
    updated_by: operatorRef.nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'AdminSeoEntry' });
export type AdminSeoEntry = z.infer<typeof adminSeoEntry>;

export const adminSeoEntries = defineRoute({
  method: 'GET',
  path: '/api/admin/content/seo',
  summary: 'The SEO entries the operator set in one language (routes without one use the site’s texts)',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({ locale: localeField }),
  reply: z.object({ data: z.array(adminSeoEntry) }),
});

const seoParams = z.object({
  name: z.enum(seoEntryNames, { error: 'The route is not one of the site’s SEO entries.' }),
  locale: localeField,
});

export const adminSeoEntryInput = z.object({
  title: requiredText('title', 70),
  description: requiredText('description', 200),
});
export type AdminSeoEntryInput = z.input<typeof adminSeoEntryInput>;

export const adminSaveSeoEntry = defineRoute({
  method: 'PUT',
  path: '/api/admin/content/seo/:name/:locale',
  summary: "Sets a route's title and description in one language",
  tags: ['backoffice'],
  auth: 'admin',
  params: seoParams,
  body: adminSeoEntryInput,
  reply: z.object({ message: z.string(), data: adminSeoEntry }),
});

export const adminDeleteSeoEntry = defineRoute({
  method: 'DELETE',
  path: '/api/admin/content/seo/:name/:locale',
  summary: "Removes a route's entry in one language: the site's own texts apply again",
  tags: ['backoffice'],
  auth: 'admin',
  params: seoParams,
  reply: z.object({ message: z.string() }),
});

/** The terms a player accepted at registration: the published version of the terms page then. */
export const adminAcceptedTerms = z
  .object({
    page_version_id: z.number().int(),
    version: z.number().int(),
    locale: z.string(),
    accepted_at: timestamp,
  })
  .meta({ id: 'AdminAcceptedTerms' });
export type AdminAcceptedTerms = z.infer<typeof adminAcceptedTerms>;

export const adminPlayerTerms = defineRoute({
  method: 'GET',
  path: '/api/admin/content/players/:id/terms',
  summary: 'The version of the terms a player accepted at registration (null: registered before versions)',
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({
    id: z.coerce
      .number()
      .int('The player id is a whole number.')
      .positive('The player id is not valid.')
      .max(int4Max, 'The player id is not valid.'),
  }),
  reply: z.object({ data: adminAcceptedTerms.nullable() }),
});
