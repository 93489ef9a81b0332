// Money paid back as cash rather than as a bonus (the cashback, decision 1120, and the rakeback, 1124):
// one transfer from the currency's bonus expense account to the player's cash account, so the bonus cost
// on the dashboard and the ledger's check count it like every other bonus money.
import type { DbExecutor } from '../../db/database';
import { accountKinds, type TransferRequest, type WalletService } from '../wallet/service';

/** The transfer's once-only id, amount, kind and metadata, with the player's cash account and currency. */
export interface CashFromExpense extends Omit<TransferRequest, 'debitAccountId' | 'creditAccountId'> {
  readonly cashAccountId: bigint;
  readonly currency: string;
}

export async function payCashFromBonusExpense(
  wallet: Pick<WalletService, 'systemAccount' | 'transfer'>,
  tx: DbExecutor,
  payment: CashFromExpense,
): Promise<void> {
  const expense = await wallet.systemAccount(tx, {
    kind: accountKinds.bonusExpense,
    currency: payment.currency,
  });
  await wallet.transfer(tx, {
    id: payment.id,
    debitAccountId: expense.id,
    creditAccountId: payment.cashAccountId,
    amount: payment.amount,
    kind: payment.kind,
    ...(payment.metadata ? { metadata: payment.metadata } : {}),
  });
}
