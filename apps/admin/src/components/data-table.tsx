// The back office's list: a semantic table drawn by TanStack Table from the server's page of rows, with a
// pager that writes the page into the URL (the server does the paging; filters live in the URL too, see
// table-filters.tsx). Loading, failure and an empty page each say so in words.
import { TableScroll } from './table-scroll';
import type { Pagination } from '@reelvault/contract/pagination';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Updater,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { patchTableParams } from '../lib/table-params';
import { ErrorNotice } from './error-notice';

/** A column shown as the cell function draws it (every list here is sorted and filtered by the server). */
export function column<T>(id: string, header: string, cell: (row: T) => ReactNode): ColumnDef<T> {
  return { id, header, cell: ({ row }) => cell(row.original) };
}

/** A page of rows as the server answers a list (`{data, pagination}`), or a list without paging. */
interface ListQuery<T> {
  readonly data: { readonly data: readonly T[]; readonly pagination?: Pagination } | undefined;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => Promise<unknown>;
}

/** The table's rows, paging, loading, failure and retry from the query of a list. */
export function listQueryProps<T>(
  query: ListQuery<T>,
): Pick<DataTableProps<T>, 'rows' | 'pagination' | 'isLoading' | 'error' | 'onRetry'> {
  return {
    rows: query.data?.data,
    pagination: query.data?.pagination,
    isLoading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  readonly caption: string;
  readonly columns: ColumnDef<T>[];
  readonly rows: readonly T[] | undefined;
  readonly rowKey: (row: T) => string;
  /** The server's paging; without it the list is shown whole. */
  readonly pagination?: Pagination | undefined;
  readonly isLoading: boolean;
  readonly error: unknown;
  readonly onRetry?: () => void;
  readonly emptyText: string;
  /** The row the operator picked (a document under review), marked for eyes and screen readers. */
  readonly selectedKey?: string | undefined;
}

const noRows: never[] = [];

export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const [, setSearch] = useSearchParams();
  const pagination = props.pagination;
  const paging: PaginationState = {
    pageIndex: (pagination?.page ?? 1) - 1,
    pageSize: pagination?.per_page ?? props.rows?.length ?? 0,
  };
  // The back office is built without the React Compiler (nothing here is memoized for it): the table
  // simply draws again with its props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: (props.rows ?? noRows) as T[],
    columns: props.columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => props.rowKey(row),
    manualPagination: true,
    pageCount: pagination?.pages ?? 1,
    state: { pagination: paging },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(paging) : updater;
      setSearch((current) => patchTableParams(current, { page: next.pageIndex + 1 }));
    },
  });

  return (
    <div className="data-table">
      <TableScroll label={props.caption}>
        <table aria-busy={props.isLoading}>
          <caption className="visually-hidden">{props.caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                aria-current={props.selectedKey === row.id ? 'true' : undefined}
                className={props.selectedKey === row.id ? 'is-selected' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header ?? '')}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {props.isLoading ? <p role="status">{t('table.loading')}</p> : null}
      {props.error ? <ErrorNotice error={props.error} onRetry={props.onRetry} /> : null}
      {!props.isLoading && !props.error && props.rows?.length === 0 ? (
        <p className="data-table__empty">{props.emptyText}</p>
      ) : null}
      {pagination && pagination.pages > 1 ? (
        <nav className="pager" aria-label={t('table.pages')}>
          <button type="button" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            {t('table.previous')}
          </button>
          <span aria-live="polite">
            {t('table.pageOf', { page: pagination.page, pages: pagination.pages, total: pagination.total })}
          </span>
          <button type="button" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {t('table.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
