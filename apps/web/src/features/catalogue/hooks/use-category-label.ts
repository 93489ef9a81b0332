// A category's name in the interface language: the spec's slugs have texts of their own (`categories.*`)
// unless the operator renamed them; an operator's name (`custom_name`, decision 0807) and a category the
// site does not know are shown as the server gives them; All (empty class) is "All".
import {
  liveCategorySlugs,
  slotCategorySlugs,
  type LiveCategorySlug,
  type SlotCategorySlug,
} from '@reelvault/contract/constants/categories';
import type { Category } from '@reelvault/contract/calls/catalogue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type KnownSlug = SlotCategorySlug | LiveCategorySlug;

const known: ReadonlySet<string> = new Set<string>([...slotCategorySlugs, ...liveCategorySlugs]);
const isKnown = (slug: string): slug is KnownSlug => known.has(slug);

type Named = Pick<Category, 'class' | 'name' | 'custom_name'>;

/** Whether a category is shown by the server's name (the operator's): a name from the data. */
export const namedByServer = (category: Omit<Named, 'name'>): boolean =>
  category.class !== '' && (category.custom_name || !isKnown(category.class));

export function useCategoryLabel(): (category: Named) => string {
  const { t } = useTranslation();
  return useCallback(
    (category) => {
      if (category.class === '') return t('categories.all');
      if (category.custom_name || !isKnown(category.class)) return category.name;
      return t(`categories.${category.class}`);
    },
    [t],
  );
}
