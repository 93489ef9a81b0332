// The Activate Bonus button of an active promotion (spec 000, section 4): a guest is sent to log in (and
// back here). For a logged-in player, a promotion that backs a bonus offer activates that offer (handed in
// as `offerAction`); any other promotion keeps the spec's way: a player with money in the balance asks
// support to activate it through a prefilled chat message, one without a balance is invited to deposit.
import type { Promotion } from '@reelvault/contract/calls/content';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/auth';
import { useBalance } from '@/lib/balance';
import { loginPathFor } from '@/lib/return-path';

export interface ActivateBonusProps {
  readonly promotion: Promotion;
  /**
   * For a logged-in player, what activates the bonus offer this promotion backs (the bonuses feature's
   * Activate Bonus); without one the player asks support through the chat, as before.
   */
  readonly offerAction?: ReactNode;
  /** Whether the player's offers are still loading: the button waits rather than take the chat path. */
  readonly offerLoading?: boolean;
  /** Opens the deposit dialog (or what the cashier shows instead to this player). */
  readonly onDeposit: () => void;
  /** Opens a support conversation with `message` written in. */
  readonly onChat: (message: string) => void;
}

/** Whether a balance text (`12.50`) is above zero; anything unreadable is not. */
export function hasBalance(balance: string | undefined): boolean {
  const value = Number(balance);
  return Number.isFinite(value) && value > 0;
}

export function ActivateBonus({
  promotion,
  offerAction,
  offerLoading = false,
  onDeposit,
  onChat,
}: ActivateBonusProps) {
  const { t } = useTranslation();
  const session = useSession();
  const balance = useBalance();
  const navigate = useNavigate();
  const location = useLocation();
  const [depositPrompt, setDepositPrompt] = useState(false);
  if (!promotion.is_active) return null;
  if (session.status === 'player' && offerAction) return offerAction;

  const activate = () => {
    if (session.status === 'guest') {
      void navigate(loginPathFor(location.pathname));
      return;
    }
    if (hasBalance(balance.data?.balance)) {
      setDepositPrompt(false);
      onChat(t('promotions.activateMessage', { title: promotion.title, id: promotion.id }));
      return;
    }
    setDepositPrompt(true);
  };

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={activate}
        disabled={
          session.status === 'loading' || (session.status === 'player' && (balance.isPending || offerLoading))
        }
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        {t('promotions.activate')}
      </button>
      {depositPrompt ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-gold-400/40 bg-night-800 p-4"
        >
          <p>{t('promotions.depositFirst')}</p>
          <button
            type="button"
            onClick={onDeposit}
            className={buttonClasses('secondary', 'sm', 'self-start')}
          >
            {t('promotions.deposit')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
