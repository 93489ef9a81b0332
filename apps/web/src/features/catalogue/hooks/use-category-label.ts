// A category's name in the interface language: the spec's slugs have texts of their own (`categories.*`);
// a category the site does not know yet shows the server's English name; All (empty class) is "All".
import {
  liveCategorySlugs,
  slotCategorySlugs,
  type LiveCategorySlug,
  type SlotCategorySlug,
} from '@reelvault/contract/constants/categories';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type KnownSlug = SlotCategorySlug | LiveCategorySlug;

const known: ReadonlySet<string> = new Set<string>([...slotCategorySlugs, ...liveCategorySlugs]);
const isKnown = (slug: string): slug is KnownSlug => known.has(slug);

/** Whether a category is shown by the server's name (an operator's own category): a name from the data. */
export const namedByServer = (category: { readonly class: string }): boolean =>
  category.class !== '' && !isKnown(category.class);

export function useCategoryLabel(): (category: { readonly class: string; readonly name: string }) => string {
  const { t } = useTranslation();
  return useCallback(
    (category) => {
      if (category.class === '') return t('categories.all');
      return isKnown(category.class) ? t(`categories.${category.class}`) : category.name;
    },
    [t],
  );
}
