// A native modal <dialog> shown while its component is on the page: the page behind is inert, Escape closes
// it, and Tab and Shift+Tab go round its controls (from the last to the first and back) instead of leaving
// for the browser's own controls. When it goes, however it goes (Escape, its Cancel or Close button, or its
// action done and the dialog taken off the page), the focus goes back to the control that opened it, or to
// the main content when that control has gone too (a queue's row that the decision removed), never to the
// top of the page.
import { useEffect, useRef, useState } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function keepTabInside(this: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  // Controls that are drawn (not in a closed <details>, not hidden); a browser without checkVisibility counts all.
  const controls = [...this.querySelectorAll<HTMLElement>(focusableSelector)].filter((element) =>
    'checkVisibility' in element ? element.checkVisibility() : true,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  // Read during the first render, before the dialog takes the focus.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const element = ref.current;
    if (element && !element.open) element.showModal();
    element?.addEventListener('keydown', keepTabInside);
    return () => {
      element?.removeEventListener('keydown', keepTabInside);
      element?.close();
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
      else if (document.activeElement === null || document.activeElement === document.body)
        document.getElementById('main')?.focus();
    };
  }, [opener]);

  return ref;
}
