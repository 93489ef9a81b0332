// The box a wide table scrolls sideways in (on a phone): it takes the keyboard's focus, so that the arrow
// keys scroll it, and is named after the table it holds.
import type { ReactNode } from 'react';

export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="data-table__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
