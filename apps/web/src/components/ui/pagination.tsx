// Page links of a history: previous, up to five numbered pages around the current one, next (spec: 10
// rows per page, 5 page links). Hidden when everything fits on one page.
import { historyPaging, pageLinks } from '@reelvault/contract/constants/paging';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from './icons';

export interface PaginationProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}

const pageButton =
  'grid h-9 min-w-9 place-items-center rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40';

export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('pagination.previous')}
            className={`${pageButton} text-muted hover:bg-night-800 hover:text-ink`}
          >
            <ChevronStartIcon className="size-4" />
          </button>
        </li>
        {pageLinks(page, pages, historyPaging.pageLinks).map((number) => (
          <li key={number}>
            <button
              type="button"
              onClick={() => onPage(number)}
              aria-label={t('pagination.page', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              className={`${pageButton} ${
                number === page
                  ? 'bg-gold-400 text-night-950'
                  : 'text-muted hover:bg-night-800 hover:text-ink'
              }`}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t('pagination.next')}
            className={`${pageButton} text-muted hover:bg-night-800 hover:text-ink`}
          >
            <ChevronEndIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
