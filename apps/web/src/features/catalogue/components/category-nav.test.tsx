// Category and VIP level names in the interface language, and names from the data isolated on an Arabic
// page (game names share DataName with the studio's; the browser test sees a game card): the spec's categories by slug in every language, an operator's own category by the server's name.
import { providerSchema, type Category } from '@reelvault/contract/calls/catalogue';
import { liveCategorySlugs, slotCategorySlugs } from '@reelvault/contract/constants/categories';
import { vipTiers } from '@reelvault/contract/constants/vip';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar.json';
import en from '@/i18n/locales/en.json';
import { initTestI18n, renderStatic } from '@/testing/render-static';
import { CategoryNav } from './category-nav';
import { ProviderTile } from './provider-tile';

const arabic = i18next.createInstance();

beforeAll(async () => {
  await initTestI18n();
  await arabic.init({
    lng: 'ar',
    resources: { ar: { translation: ar } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const inArabic = (view: ReactNode) => renderStatic(<I18nextProvider i18n={arabic}>{view}</I18nextProvider>);

const categories: readonly Category[] = [
  { id: 0, name: 'All', class: '', custom_name: false },
  { id: 16, name: 'Roulette', class: 'roulette', custom_name: false },
  { id: 5, name: 'Egypt', class: 'egypt', custom_name: false },
  { id: 40, name: 'Operator Picks', class: 'operator-picks', custom_name: true },
];

/** The tabs' contents in order, markup kept. */
const tabs = (html: string) => [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((match) => match[1]);

describe('category tabs', () => {
  it('name the spec’s categories in Arabic and an operator’s own by the server’s name, isolated', () => {
    const html = inArabic(
      <CategoryNav categories={categories} hrefOf={(category) => `/c/${category.class}`} />,
    );
    expect(tabs(html)).toEqual([
      'الكل',
      'الروليت',
      'مصر',
      '<bdi dir="auto" translate="no" class="[text-align:match-parent] ">Operator Picks</bdi>',
    ]);
  });

  it('name a spec category the operator renamed by the operator’s name, isolated, and the others from the files', () => {
    const renamed: Category = { id: 7, name: 'Spellbooks', class: 'books', custom_name: true };
    const html = inArabic(
      <CategoryNav categories={[...categories, renamed]} hrefOf={(category) => `/c/${category.class}`} />,
    );
    expect(tabs(html).slice(2)).toEqual([
      'مصر',
      '<bdi dir="auto" translate="no" class="[text-align:match-parent] ">Operator Picks</bdi>',
      '<bdi dir="auto" translate="no" class="[text-align:match-parent] ">Spellbooks</bdi>',
    ]);
  });

  it('have a name in the language files for every category slug and every VIP level', () => {
    const names: Readonly<Record<string, string>> = en.categories;
    const levels: Readonly<Record<string, string>> = en.vip.tiers;
    for (const slug of [...slotCategorySlugs, ...liveCategorySlugs]) expect(names[slug], slug).toBeTruthy();
    for (const tier of vipTiers) expect(levels[tier.key], tier.key).toBeTruthy();
  });
});

describe('a studio tile on an Arabic page', () => {
  it('isolates the studio’s Latin name, so that it reads and is cut at its own end', () => {
    const provider = providerSchema.parse({
      id: 3,
      name: 'Royal Reels Studio of the Northern Lights',
      slug: 'royal-reels',
      provider_name: 'Royal Reels Studio of the Northern Lights',
      provider_slug: 'royal-reels',
      game_count: 120,
      countries: {},
    });
    const html = inArabic(<ProviderTile provider={provider} to="/providers/royal-reels" />);
    expect(html).toMatch(
      /<bdi dir="auto" translate="no" class="[^"]*block truncate[^"]*">Royal Reels Studio of the Northern Lights<\/bdi>/,
    );
  });
});
