// The frame every paged history shares (sessions, bets, finance): title and intro, the date range and any
// filters, then skeleton rows while the first page loads, the error with a way to ask again, the
// placeholder of an empty period (spec: "empty history shows a not-found placeholder"), or the rows with
// the page links. The caller names the columns; where the history's box is narrower than the table
// (phones), each row is a card listing every column under its heading instead (decision 0138).
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import type { DayRange } from '@/lib/history-range';
import { DayRangeForm } from '@/components/form/day-range-form';
import { FormMessage } from '@/components/form/form-message';
import { StatementIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';

export interface HistoryPage<Row> {
  readonly data: readonly Row[];
  readonly pagination: { readonly page: number; readonly pages: number };
}

/** One column of a history: its heading, and what a row shows under it (in a cell or on a card's line). */
export interface HistoryColumn<Row> {
  readonly heading: string;
  readonly cell: (row: Row) => ReactNode;
  /** Classes of the value, in the table's cell and on the card (weight, colour, `tabular-nums`). */
  readonly className?: string;
}

export interface HistoryViewProps<Row> {
  readonly title: string;
  readonly intro: string;
  readonly range: DayRange;
  readonly onRange: (range: DayRange) => void;
  /** Controls beside the range (the finance type and status). */
  readonly filters?: ReactNode;
  readonly history: UseQueryResult<HistoryPage<Row>>;
  readonly errorTitle: string;
  readonly emptyText: string;
  readonly columns: readonly HistoryColumn<Row>[];
  readonly rowKey: (row: Row) => string;
  readonly onPage: (page: number) => void;
}

export function HistoryView<Row>({
  title,
  intro,
  range,
  onRange,
  filters,
  history,
  errorTitle,
  emptyText,
  columns,
  rowKey,
  onPage,
}: HistoryViewProps<Row>) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = history.data?.data ?? [];
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h1 id={titleId} className="text-2xl font-extrabold">
          {title}
        </h1>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      <DayRangeForm range={range} onRange={onRange} />
      {filters}
      {history.isError ? (
        <FormMessage tone="error">
          {errorTitle} {errorText(t, history.error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void history.refetch()}>
            {t('errors.retry')}
          </button>
        </FormMessage>
      ) : null}
      {history.isPending ? <HistorySkeleton columns={columns.length} /> : null}
      {history.isSuccess && rows.length === 0 ? <HistoryEmpty>{emptyText}</HistoryEmpty> : null}
      {rows.length > 0 ? (
        // One of the two layouts is displayed, by the width of this box rather than the screen's (the
        // account menu beside the history takes 16 rem from 768 px on); the other is display:none, so
        // assistive technologies meet the rows once, as a table or as a list of cards.
        <div
          className={`@container transition-opacity ${history.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={history.isPlaceholderData}
        >
          <ul aria-labelledby={titleId} className="flex flex-col gap-3 @2xl:hidden" data-history-cards>
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-xl border border-night-700 bg-night-900 px-4 py-2">
                <dl className="divide-y divide-night-800 text-sm">
                  {columns.map((column) => (
                    <div key={column.heading} className="flex items-baseline justify-between gap-4 py-2">
                      <dt className="shrink-0 text-xs tracking-wide text-muted uppercase">
                        {column.heading}
                      </dt>
                      <dd className={`min-w-0 text-end break-words ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          {/* The table keeps a scrolling box for a cell wider than planned (a long word in a long
              language): the box takes the focus, so that the keyboard scrolls it too (WCAG 2.1.1), and is
              named by the history's title. */}
          <div
            role="region"
            aria-labelledby={titleId}
            tabIndex={0}
            className="hidden overflow-x-auto rounded-xl border border-night-700 @2xl:block"
          >
            <table className="w-full min-w-[36rem] text-start text-sm">
              <thead className="bg-night-800 text-xs tracking-wide text-muted uppercase">
                <tr>
                  {columns.map((column) => (
                    <th key={column.heading} scope="col" className="px-4 py-3 text-start">
                      {column.heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-night-700">
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.heading} className={`px-4 py-3 ${column.className ?? ''}`}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {history.data ? (
        <Pagination
          page={history.data.pagination.page}
          pages={history.data.pagination.pages}
          onPage={onPage}
        />
      ) : null}
    </section>
  );
}

function HistorySkeleton({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-hidden rounded-xl border border-night-700" aria-busy="true">
      <p role="status" className="sr-only">
        {t('history.loading')}
      </p>
      <div aria-hidden="true" className="divide-y divide-night-700">
        <div className="flex gap-4 bg-night-800 px-4 py-3.5">
          {Array.from({ length: columns }, (_, column) => (
            <span key={column} className="h-3 flex-1 rounded-full bg-night-600/70" />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, row) => (
          <div key={row} className="flex gap-4 px-4 py-4">
            {Array.from({ length: columns }, (_, column) => (
              <span
                key={column}
                className="h-3.5 flex-1 animate-pulse rounded-full bg-night-700"
                style={{ animationDelay: `${(row * columns + column) * 60}ms` }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

function HistoryEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-night-600 px-4 py-10 text-center">
      <StatementIcon className="size-10 text-night-600" />
      <p className="text-muted">{children}</p>
    </div>
  );
}
