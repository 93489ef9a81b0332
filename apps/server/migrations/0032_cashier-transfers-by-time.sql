-- Deposits and withdrawals by time (decision 0906): the anti-money-laundering report and the reports'
-- payments read them over a range. A partial index, so the transfers of play (bets, wins, refunds) write
-- nothing more; it carries the columns those reads need.
CREATE INDEX IF NOT EXISTS "ledger_transfers_cashier_by_time" ON "ledger_transfers" USING btree ("created_at")
  INCLUDE ("kind", "phase", "currency", "amount", "debit_account_id", "credit_account_id")
  WHERE "kind" in ('deposit', 'withdrawal');
