// /pages/{id} (and the spec's slug forms such as /pages/terms-and-conditions): the menu of published
// pages at the side, breadcrumb, title and the page's text.
import { legalPages, promotionShortDescription } from '@reelvault/contract/calls/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-error';
import { useSeoOverride } from '@/lib/seo';
import { usePage, usePages } from '@/features/content/api/get-pages';
import { Breadcrumb } from './breadcrumb';
import { MarkdownText } from './markdown-text';

/** The page id of `/pages/{idOrSlug}`: a number, or one of the legal pages' slugs. */
export function pageIdOf(idOrSlug: string): number | undefined {
  if (/^\d{1,9}$/.test(idOrSlug)) return Number(idOrSlug);
  return legalPages.find((page) => page.slug === idOrSlug)?.id;
}

export function LegalPage({ idOrSlug }: { readonly idOrSlug: string }) {
  const { t } = useTranslation();
  const id = pageIdOf(idOrSlug);
  const pages = usePages();
  const page = usePage(id);
  useSeoOverride(
    page.data
      ? { title: page.data.title, description: promotionShortDescription(page.data.content, 155) }
      : undefined,
  );
  const missing = id === undefined || (page.isError && isApiError(page.error) && page.error.status === 404);

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-menu" className="flex flex-col gap-3">
        <h2 id="legal-menu" className="text-sm font-bold tracking-wide text-muted uppercase">
          {t('content.legalMenu')}
        </h2>
        {pages.isError ? (
          <p role="alert" className="text-sm text-muted">
            {t('content.menuFailed')}
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {(pages.data ?? []).map((entry) => (
              <li key={entry.id}>
                {/* The slug forms (/pages/terms-and-conditions) mark their entry too, so not a NavLink. */}
                <Link
                  to={`/pages/${entry.id}`}
                  aria-current={entry.id === id ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm ${
                    entry.id === id
                      ? 'bg-night-800 font-semibold text-gold-300'
                      : 'text-ink hover:bg-night-800'
                  }`}
                >
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
      <article aria-labelledby="page-title" className="flex min-w-0 flex-col gap-5">
        <Breadcrumb
          crumbs={[
            { label: t('content.home'), to: '/' },
            { label: page.data?.title ?? t('content.legalMenu') },
          ]}
        />
        {missing ? (
          <h1 id="page-title" className="text-3xl font-bold text-ink">
            {t('content.pageNotFound')}
          </h1>
        ) : page.isPending ? (
          <p role="status" className="text-muted">
            {t('content.loading')}
          </p>
        ) : page.isError ? (
          <p id="page-title" role="alert" className="text-muted">
            {t('content.pageFailed')}
          </p>
        ) : (
          <>
            <h1 id="page-title" className="text-3xl font-bold text-ink">
              {page.data.title}
            </h1>
            <MarkdownText text={page.data.content} />
          </>
        )}
      </article>
    </div>
  );
}
