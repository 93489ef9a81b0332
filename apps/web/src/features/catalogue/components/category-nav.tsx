// The category tabs of a lobby (All first, then the config's categories), as links to the spec's paths;
// a chosen provider stays chosen across categories.
import type { Category } from '@reelvault/contract/calls/catalogue';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataName } from '@/components/ui/data-name';
import { namedByServer, useCategoryLabel } from '@/features/catalogue/hooks/use-category-label';

export interface CategoryNavProps {
  readonly categories: readonly Category[];
  /** The chosen category's class; undefined for All. */
  readonly selected?: string | undefined;
  readonly hrefOf: (category: Category) => string;
}

export function CategoryNav({ categories, selected, hrefOf }: CategoryNavProps) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const list = useRef<HTMLUListElement>(null);
  // On a narrow screen the chosen tab may sit beyond the edge: bring it into view.
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected, categories]);
  return (
    <nav aria-label={t('games.categories')} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul ref={list} className="flex gap-2 pb-1">
        {categories.map((category) => {
          const active = (category.class || undefined) === selected;
          return (
            <li key={category.id}>
              <Link
                to={hrefOf(category)}
                aria-current={active ? 'page' : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                  active
                    ? 'border-gold-400 bg-gold-400 text-night-950'
                    : 'border-night-600 bg-night-900 text-muted hover:border-royal-400 hover:text-ink'
                }`}
              >
                {namedByServer(category) ? <DataName>{label(category)}</DataName> : label(category)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Skeleton of the tabs while the config loads. */
export function CategoryNavSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-2 overflow-hidden pb-1">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="h-9 w-24 shrink-0 rounded-full bg-night-800" />
      ))}
    </div>
  );
}
