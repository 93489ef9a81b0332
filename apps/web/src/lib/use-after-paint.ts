// Whether what a page shows first has been on screen for a frame: content further down waits for it, so a
// phone draws (and asks for) the part the visitor came for before anything below it. `ready` says when the
// first part is there; the answer turns true once the browser has painted a frame after that, as a
// transition that renders in slices (decision record 1012).
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
