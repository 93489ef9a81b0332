// Sets the page's title, description, Open Graph tags and canonical URL on every navigation and language
// change, from the SEO table or from what the page itself named (useSeoOverride). A route's title and
// description the operator set in the back office win over the translated ones (decision 0719).
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSeoEntries } from '@/features/content/api/get-seo-entries';
import { applySeo, onSeoOverride, seoOverrideFor } from '@/lib/seo';
import { seoEntryFor } from './seo-table';

export function useRouteSeo(siteName: string): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [revision, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onSeoOverride(bump), []);
  const operatorEntries = useSeoEntries();
  useEffect(() => {
    const entry = seoEntryFor(pathname);
    const override = seoOverrideFor(pathname);
    const operator = operatorEntries.get(entry.name);
    applySeo({
      title: override?.title ?? operator?.title ?? t(`seo.${entry.name}.title`),
      description: override?.description ?? operator?.description ?? t(`seo.${entry.name}.description`),
      path: pathname,
      image: override?.image ?? entry.image,
      index: entry.index,
      siteName,
      exactTitle: override?.exactTitle,
    });
  }, [pathname, t, i18n.language, revision, siteName, operatorEntries]);
}
