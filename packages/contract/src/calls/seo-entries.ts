// The SEO entries the operator set (decision 0719): per route of the site's SEO table and per language, a
// title and a description that replace the site's own translated texts. The player site reads them in its
// language on start and whenever it comes back; they are never cached, so a change shows at once.
import { z } from 'zod';
import { defineRoute } from '../route';

/** The routes of the player site's SEO table (apps/web/src/app/shell/seo-table.ts), by name. */
export const seoEntryNames = [
  'home',
  'slots',
  'liveCasino',
  'browse',
  'providers',
  'promotions',
  'pages',
  'sports',
  'vip',
  'bonuses',
  'play',
  'fairness',
  'login',
  'register',
  'resetPassword',
  'favorites',
  'account',
  'site',
] as const;
export type SeoEntryName = (typeof seoEntryNames)[number];

export const seoEntry = z
  .object({ name: z.enum(seoEntryNames), title: z.string(), description: z.string() })
  .meta({ id: 'SeoEntry' });
export type SeoEntry = z.infer<typeof seoEntry>;

export const seoEntries = defineRoute({
  method: 'GET',
  path: '/api/seo-entries',
  summary: 'The SEO titles and descriptions the operator set, in the language of Accept-Language',
  tags: ['content'],
  auth: 'none',
  reply: z.object({ data: z.array(seoEntry) }).meta({ id: 'SeoEntries' }),
});
