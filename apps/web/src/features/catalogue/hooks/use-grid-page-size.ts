// Games per page of a grid, by the window's width when the list opened (spec 001, section 9): a resize
// later does not change the page size under pages already shown.
import { gridPageSize, type GridList } from '@reelvault/contract/constants/paging';
import { useState } from 'react';

export function useGridPageSize(list: GridList): number {
  const [width] = useState(() => window.innerWidth);
  return gridPageSize(list, width);
}
