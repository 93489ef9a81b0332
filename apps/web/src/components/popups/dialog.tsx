// An accessible modal dialog on the native <dialog>: the page behind is inert, focus moves to the first
// control inside and returns to the control that opened it, Tab cycles within, and Escape or a click on the
// backdrop closes it. Escape closes every open popup (the host listens), so here it only stops the
// browser from closing this one behind React's back.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';

export interface DialogProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Narrow for messages, wide for lists and forms, extra wide for two panels side by side (the cashier). */
  readonly width?: 'narrow' | 'wide' | 'extraWide';
}

const dialogWidths = { narrow: 'max-w-md', wide: 'max-w-xl', extraWide: 'max-w-4xl' } as const;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Dialog({ title, onClose, children, width = 'narrow' }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read during the first render, before the dialog takes focus.
  const [opener] = useState(() => document.activeElement);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <dialog
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(event) => event.preventDefault()}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the dialog element itself, outside its content box, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl border border-night-600 bg-night-900 p-0 text-ink shadow-2xl shadow-black/60 ${
        dialogWidths[width]
      }`}
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-gold-300">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('popup.close')}
            className={buttonClasses('icon', 'none', '-me-2 -mt-2 shrink-0')}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
