// The logged-in player's balance in the header (spec: wallet balance with refresh): the cash balance with
// its currency symbol and, while the player holds bonus money, the bonus beside it (wide screens), a
// button that opens the cash and bonus balances, and a refresh button that spins while the balance is
// being fetched. The balance also refreshes itself every 30 s (lib/balance).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, RefreshIcon } from '@/components/ui/icons';
import { useBalance } from '@/lib/balance';
import { usePopover } from '@/lib/use-popover';
import { balanceText } from '@/features/wallet/utils/money';

export function HeaderBalance() {
  const { t } = useTranslation();
  const balance = useBalance();
  const panelId = useId();
  const { open, toggle, container, button } = usePopover();
  const data = balance.data;

  return (
    <div
      ref={container}
      className="relative flex h-9 items-center rounded-full border border-night-600 bg-night-800"
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="flex h-full items-center gap-1 rounded-full ps-3 pe-1 text-sm font-bold text-gold-300 hover:text-gold-200 sm:gap-1.5"
      >
        <span className="sr-only">{t('wallet.balance')}</span>
        {data ? (
          <>
            <span dir="ltr" translate="no" className="tabular-nums">
              {balanceText(data.balance, data.currency)}
            </span>
            {/[1-9]/.test(data.bonus_balance) ? (
              <span className="text-xs font-semibold text-muted max-sm:hidden" data-testid="header-bonus">
                {t('wallet.bonusShort', { amount: balanceText(data.bonus_balance, data.currency) })}
              </span>
            ) : null}
          </>
        ) : balance.isError ? (
          <span>–</span>
        ) : (
          <>
            <span className="sr-only">{t('history.loading')}</span>
            <span aria-hidden="true" className="block h-3 w-12 animate-pulse rounded-full bg-night-600" />
          </>
        )}
        <ChevronEndIcon
          className={`size-3.5 shrink-0 text-muted transition-transform max-sm:hidden ${open ? 'rotate-90' : ''}`}
        />
      </button>
      <button
        type="button"
        aria-label={t('wallet.refresh')}
        aria-busy={balance.isFetching}
        onClick={() => void balance.refetch()}
        className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:text-gold-300"
      >
        <RefreshIcon className={`size-4 ${balance.isFetching ? 'motion-safe:animate-spin' : ''}`} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute end-0 top-full z-40 mt-2 w-60 rounded-xl border border-night-600 bg-night-900 p-4 shadow-2xl shadow-black/60"
        >
          <dl className="flex flex-col gap-3 text-sm">
            {[
              { label: t('wallet.cash'), amount: data?.balance },
              { label: t('wallet.bonus'), amount: data?.bonus_balance },
            ].map((line) => (
              <div key={line.label} className="flex items-baseline justify-between gap-3">
                <dt className="text-muted">{line.label}</dt>
                <dd dir="ltr" translate="no" className="font-bold tabular-nums">
                  {balanceText(line.amount, data?.currency)}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
