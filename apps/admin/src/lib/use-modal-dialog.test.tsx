// @vitest-environment jsdom
// A modal dialog keeps Tab among its own controls, and gives the focus back when it leaves the page, not
// only on Escape: to the control that opened it, or to the main content when that control has gone as well.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpScreenTests } from '../testing/screen-tests';
import { useModalDialog } from './use-modal-dialog';

setUpScreenTests();

function Dialog({ onClose }: { readonly onClose: () => void }) {
  const ref = useModalDialog();
  return (
    <dialog ref={ref} aria-label="Decision">
      <label>
        Reason <input type="text" />
      </label>
      <button type="button" onClick={onClose}>
        Done
      </button>
    </dialog>
  );
}

/** A row with its button, which the decision may take off the page (as a queue does). */
function Screen({ removesOpener }: { readonly removesOpener: boolean }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  return (
    <main id="main" tabIndex={-1}>
      {opener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Decide
        </button>
      ) : null}
      {open ? (
        <Dialog
          onClose={() => {
            setOpen(false);
            if (removesOpener) setOpener(false);
          }}
        />
      ) : null}
    </main>
  );
}

function openAndClose(): void {
  const decide = screen.getByRole('button', { name: 'Decide' });
  decide.focus();
  fireEvent.click(decide);
  const done = screen.getByRole('button', { name: 'Done' });
  done.focus();
  expect(screen.getByRole('dialog', { name: 'Decision' })).toHaveProperty('open', true);
  fireEvent.click(done);
  expect(screen.queryByRole('dialog', { name: 'Decision' })).toBeNull();
}

describe('useModalDialog', () => {
  it('gives the focus back to the button that opened the dialog when the dialog leaves the page', () => {
    render(<Screen removesOpener={false} />);
    openAndClose();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Decide' }));
  });

  it('takes Tab from the last control round to the first, and Shift+Tab from the first to the last', () => {
    render(<Screen removesOpener={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decide' }));
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(reason);
    fireEvent.keyDown(reason, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    // From the first control on, Tab is the browser's own.
    reason.focus();
    expect(fireEvent.keyDown(reason, { key: 'Tab' })).toBe(true);
  });

  it('gives the focus to the main content when the button that opened the dialog has gone', () => {
    render(<Screen removesOpener />);
    openAndClose();
    expect(screen.queryByRole('button', { name: 'Decide' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
