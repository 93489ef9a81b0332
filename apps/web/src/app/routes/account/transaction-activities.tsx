// /account/transaction-activities: the same deposits and withdrawals as /account/finance under the spec's
// second route (docs/decisions/0122-web-histories.md).
import { FinanceHistory } from '@/features/wallet/components/finance-history';

export function AccountTransactionActivitiesRoute() {
  return <FinanceHistory variant="activity" />;
}
