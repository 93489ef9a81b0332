// /account/finance: deposits and withdrawals.
import { FinanceHistory } from '@/features/wallet/components/finance-history';

export function AccountFinanceRoute() {
  return <FinanceHistory variant="finance" />;
}
