// The frame of every game page: title and balance, the table, the message line, and the buttons that open
// the rules, the fairness panel and the last results (native dialogs: Escape closes them, focus returns).
import { formatMoney, walletAmountDecimal } from '@reelvault/contract/money';
import { useEffect, useRef, type ReactNode } from 'react';
import { locale, t, type TextKey } from '../i18n';

export function Ended({ code = 'SESSION_INVALID' }: { code?: string }) {
  const key = `error.${code}` as TextKey;
  return (
    <main className="ended" role="alert">
      <p>{t(key in errorKeys ? key : 'error.other')}</p>
    </main>
  );
}

const errorKeys: Readonly<Record<string, true>> = {
  'error.INSUFFICIENT_FUNDS': true,
  'error.SESSION_INVALID': true,
  'error.TOO_SOON': true,
  'error.BET_REFUSED': true,
  'error.PLAYER_BLOCKED': true,
  'error.LIMIT_REACHED': true,
  'error.FREE_SPINS_UNAVAILABLE': true,
  'error.BETTING_CLOSED': true,
  'error.ROUND_OVER': true,
};

/** The text for a failure code from the studio. */
export function errorText(code: string): string {
  const key = `error.${code}`;
  return key in errorKeys ? t(key as TextKey) : t('error.other');
}

export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="panel" aria-label={title} onClose={onClose}>
      <header className="panel-head">
        <h2>{title}</h2>
        <button type="button" className="ghost" onClick={onClose}>
          {t('close')}
        </button>
      </header>
      <div className="panel-body">{open ? children : null}</div>
    </dialog>
  );
}

export interface Notice {
  readonly kind: 'win' | 'info' | 'error';
  readonly text: string;
}

export function Header({
  title,
  balance,
  currency,
}: {
  title: string;
  balance: string | null;
  currency: string;
}) {
  return (
    <header className="game-head">
      <h1>{title}</h1>
      <p className="balance">
        <span>{t('balance')}</span>{' '}
        <output data-testid="balance">
          {balance === null ? '—' : formatMoney(locale().bcp47, walletAmountDecimal(balance), currency)}
        </output>
      </p>
    </header>
  );
}

/** The message line: results are announced politely, failures at once. */
export function NoticeLine({ notice }: { notice: Notice | null }) {
  return (
    <p
      className={`notice ${notice?.kind ?? ''}`}
      role={notice?.kind === 'error' ? 'alert' : 'status'}
      data-testid="notice"
    >
      {notice?.text ?? ''}
    </p>
  );
}
