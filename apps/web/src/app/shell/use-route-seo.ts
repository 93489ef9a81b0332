// Sets the page's title, description, Open Graph tags and canonical URL on every navigation and language
// change, from the SEO table or from what the page itself named (useSeoOverride).
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { applySeo, onSeoOverride, seoOverrideFor } from '@/lib/seo';
import { seoEntryFor } from './seo-table';

export function useRouteSeo(siteName: string): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [revision, bump] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onSeoOverride(bump), []);
  useEffect(() => {
    const entry = seoEntryFor(pathname);
    const override = seoOverrideFor(pathname);
    applySeo({
      title: override?.title ?? t(`seo.${entry.name}.title`),
      description: override?.description ?? t(`seo.${entry.name}.description`),
      path: pathname,
      image: override?.image ?? entry.image,
      index: entry.index,
      siteName,
      exactTitle: override?.exactTitle,
    });
  }, [pathname, t, i18n.language, revision, siteName]);
}
