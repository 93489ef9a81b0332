// Whether an element has come near the visible part of the page (once true, it stays true), so that rows
// further down ask for their games only when the player scrolls towards them.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useNearViewport<T extends Element>(
  margin = '600px',
): {
  ref: RefObject<T | null>;
  near: boolean;
} {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
