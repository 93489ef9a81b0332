// /account/game-transactions: the bet history.
import { BetHistory } from '@/features/wallet/components/bet-history';

export function AccountGameTransactionsRoute() {
  return <BetHistory />;
}
