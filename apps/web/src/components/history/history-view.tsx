// The frame every paged history shares (sessions, bets, finance): title and intro, the date range and any
// filters, then skeleton rows while the first page loads, the error with a way to ask again, the
// placeholder of an empty period (spec: "empty history shows a not-found placeholder"), or the rows under
// their headings with the page links. The rows themselves are the caller's.
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
  readonly headings: readonly string[];
  /** One `<tr>` per row. */
  readonly renderRow: (row: Row) => ReactNode;
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
  headings,
  renderRow,
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
      {history.isPending ? <HistorySkeleton columns={headings.length} /> : null}
      {history.isSuccess && rows.length === 0 ? <HistoryEmpty>{emptyText}</HistoryEmpty> : null}
      {rows.length > 0 ? (
        // The table scrolls sideways on narrow screens: the scrolling box takes the focus, so that the
        // keyboard scrolls it too (WCAG 2.1.1), and is named by the history's title.
        <div
          role="region"
          aria-labelledby={titleId}
          tabIndex={0}
          className={`overflow-x-auto rounded-xl border border-night-700 transition-opacity ${
            history.isPlaceholderData ? 'opacity-60' : ''
          }`}
          aria-busy={history.isPlaceholderData}
        >
          <table className="w-full min-w-[36rem] text-start text-sm">
            <thead className="bg-night-800 text-xs tracking-wide text-muted uppercase">
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col" className="px-4 py-3 text-start">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700">{rows.map(renderRow)}</tbody>
          </table>
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
