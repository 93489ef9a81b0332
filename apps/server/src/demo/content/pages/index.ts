// The legal pages of the demo seed (ids 3-8 and their slugs from the contract), in every language of the
// site; a language added later without a translation reads English.
import { legalPages } from '@reelvault/contract/calls/content';
import type { NewPage } from '../../../modules/content/service';
import { ar } from './ar';
import { ch } from './ch';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { gr } from './gr';
import { ja } from './ja';
import { nl } from './nl';
import { no } from './no';
import { pt } from './pt';
import { ru } from './ru';
import { tr } from './tr';
import type { LegalTexts } from './types';

const translations: Readonly<Record<string, LegalTexts>> = {
  ar,
  ch,
  de,
  en,
  es,
  fi,
  fr,
  gr,
  ja,
  nl,
  no,
  pt,
  ru,
  tr,
};

export const demoPages: readonly NewPage[] = legalPages.map(({ id, slug }) => ({
  id,
  slug,
  sortOrder: id,
  texts: Object.fromEntries(Object.entries(translations).map(([locale, texts]) => [locale, texts[id]])),
}));
