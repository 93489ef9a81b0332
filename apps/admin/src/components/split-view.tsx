// A list with the detail of its picked row beside it (below it on a narrow screen): a document under
// review, a round with its bets and fairness record.
import type { ReactNode } from 'react';

export function SplitView({ list, detail }: { readonly list: ReactNode; readonly detail: ReactNode }) {
  return (
    <div className="split">
      <div className="split__list">{list}</div>
      <div className="split__detail">{detail}</div>
    </div>
  );
}
