// What a paged history remembers: the chosen days (the spec's default range to begin with) and the page;
// a new range or filter starts again from page 1.
import type { HistoryKind } from '@reelvault/contract/constants/paging';
import { useState } from 'react';
import { defaultDayRange, type DayRange } from './history-range';

export function useHistoryWindow(kind: HistoryKind, today: Date) {
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(kind, today));
  const [page, setPage] = useState(1);
  return {
    range,
    page,
    setPage,
    setRange: (next: DayRange) => {
      setRange(next);
      setPage(1);
    },
    /** After a filter changed. */
    firstPage: () => setPage(1),
  };
}
