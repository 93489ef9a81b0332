// A breadcrumb trail (Home / Promotions / Welcome Bonus): links up to the current page, which is marked
// as the current location for assistive technology.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

export function Breadcrumb({ crumbs }: { readonly crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('content.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.to ? (
              <Link to={crumb.to} className="hover:text-gold-300">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
