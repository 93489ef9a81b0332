// A proper name that comes with the data (a game, a studio): isolated from the page's direction, so that a
// Latin name on a right-to-left page reads left to right and a long one is cut at its own end, and kept
// out of page translation. It lines up with the text around it all the same (decision 0138).
import type { ReactNode } from 'react';

export interface DataNameProps {
  readonly children: ReactNode;
  /** `block truncate` where the name is cut with an ellipsis: the cut belongs to this element. */
  readonly className?: string;
  readonly id?: string;
}

export function DataName({ children, className = '', id }: DataNameProps) {
  return (
    // `match-parent`: aligned to the start of the surrounding text, not of the name's own direction.
    <bdi dir="auto" translate="no" id={id} className={`[text-align:match-parent] ${className}`}>
      {children}
    </bdi>
  );
}
