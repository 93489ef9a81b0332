-- One round trip per provider wallet call (decision 0311). A bet's or a win's whole database work is one
-- server-side function, called as one statement outside any explicit transaction: what
-- repository.ts `insertTransfer` and `recordTransaction` did in a transaction of their own, with the same
-- rows, locks and constraints. PL/pgSQL keeps the plans of its statements for the session, so a call
-- parses nothing after the first.

-- The ledger's part (module wallet): a posted transfer, once per id, and the totals of the accounts that
-- keep their balance. False, with nothing written, when the id exists. A total that would take an account
-- with a floor below zero fails on `ledger_accounts_debits_within_credits`, and the caller's whole
-- statement with it.
CREATE FUNCTION ledger_post_transfer(
  p_id text,
  p_debit_account_id bigint,
  p_credit_account_id bigint,
  p_amount bigint,
  p_currency text,
  p_kind text,
  p_metadata jsonb
) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, pending_id, metadata)
  VALUES (p_id, p_debit_account_id, p_credit_account_id, p_amount, p_currency, p_kind, 'posted', NULL, p_metadata)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE ledger_accounts a SET
    debits_posted = a.debits_posted + CASE WHEN a.id = p_debit_account_id THEN p_amount ELSE 0 END,
    credits_posted = a.credits_posted + CASE WHEN a.id = p_credit_account_id THEN p_amount ELSE 0 END
  WHERE a.id IN (p_debit_account_id, p_credit_account_id) AND a.tracks_balance;
  RETURN true;
END
$$;
--> statement-breakpoint

-- A bet's or a win's provider transaction with the answer's balance, and what it adds to its round (as
-- repository.ts `recordTransaction`). A record already there under this transaction_uuid fails on
-- `provider_transactions_once`, and the caller's statement with it.
CREATE FUNCTION gaming_record_call(
  p_provider_id integer,
  p_transaction_uuid text,
  p_kind text,
  p_state text,
  p_player_id integer,
  p_game_code text,
  p_round text,
  p_currency text,
  p_amount bigint,
  p_reference_transaction_uuid text,
  p_fingerprint text,
  p_balance bigint,
  p_transfer_id text,
  p_bet bigint,
  p_win bigint,
  p_round_closed boolean
) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round, currency,
                                     amount, reference_transaction_uuid, fingerprint, balance, ledger_transfer_id)
  VALUES (p_provider_id, p_transaction_uuid, p_kind, p_state, p_player_id, p_game_code, p_round, p_currency,
          p_amount, p_reference_transaction_uuid, p_fingerprint, p_balance, p_transfer_id);
  INSERT INTO game_rounds AS r (provider_id, player_id, round, game_code, currency, bet_total, win_total, refund_total, closed)
  VALUES (p_provider_id, p_player_id, p_round, p_game_code, p_currency, p_bet, p_win, 0, p_round_closed)
  ON CONFLICT (provider_id, round, player_id) DO UPDATE SET
    bet_total = r.bet_total + excluded.bet_total,
    win_total = r.win_total + excluded.win_total,
    closed = r.closed OR excluded.closed,
    updated_at = now();
END
$$;
--> statement-breakpoint

-- A bet (module gaming): the stake from the player's cash account to the provider's house account, the
-- provider transaction `open` with the balance it answered, and the round's totals. Status `recorded`
-- (nothing written) when the transfer id exists: the caller answers from the record. A record already
-- there for this transaction_uuid (a rollback's placeholder) fails on `provider_transactions_once`, which
-- undoes the transfer.
CREATE FUNCTION gaming_place_bet(
  p_provider_id integer,
  p_transaction_uuid text,
  p_player_id integer,
  p_game_code text,
  p_round text,
  p_round_closed boolean,
  p_currency text,
  p_amount bigint,
  p_fingerprint text,
  p_transfer_id text,
  p_cash_account_id bigint,
  p_house_account_id bigint
) RETURNS TABLE (status text, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  IF NOT ledger_post_transfer(p_transfer_id, p_cash_account_id, p_house_account_id, p_amount, p_currency, 'bet', '{}'::jsonb) THEN
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  PERFORM gaming_record_call(p_provider_id, p_transaction_uuid, 'bet', 'open', p_player_id, p_game_code, p_round,
                             p_currency, p_amount, NULL, p_fingerprint, v_balance, p_transfer_id, p_amount, 0,
                             p_round_closed);
  RETURN QUERY SELECT 'ok'::text, v_balance;
END
$$;
--> statement-breakpoint

-- A win (module gaming): its bet locked and checked (`no_bet`: unknown, not a bet or another player's;
-- `bet_rolled_back`: refunded or cancelled; `bet_currency`: another currency; nothing written), the win
-- from the house account to the player's cash account, the provider transaction `done` in the bet's round,
-- the round's totals, and the bet `done` if it was open (decision 0307). `recorded` and a record already
-- there as for a bet.
CREATE FUNCTION gaming_pay_win(
  p_provider_id integer,
  p_transaction_uuid text,
  p_player_id integer,
  p_reference_transaction_uuid text,
  p_round_closed boolean,
  p_currency text,
  p_amount bigint,
  p_fingerprint text,
  p_transfer_id text,
  p_cash_account_id bigint,
  p_house_account_id bigint
) RETURNS TABLE (status text, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet provider_transactions%ROWTYPE;
  v_balance bigint;
BEGIN
  SELECT * INTO v_bet FROM provider_transactions t
  WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_reference_transaction_uuid
  FOR UPDATE;
  IF NOT FOUND OR v_bet.kind <> 'bet' OR v_bet.player_id <> p_player_id THEN
    RETURN QUERY SELECT 'no_bet'::text, NULL::bigint;
    RETURN;
  END IF;
  -- A bet a win already settled (`done`) takes further wins; a refunded or cancelled one takes none.
  IF v_bet.state NOT IN ('open', 'done') THEN
    RETURN QUERY SELECT 'bet_rolled_back'::text, NULL::bigint;
    RETURN;
  END IF;
  IF v_bet.currency <> p_currency THEN
    RETURN QUERY SELECT 'bet_currency'::text, NULL::bigint;
    RETURN;
  END IF;
  IF NOT ledger_post_transfer(p_transfer_id, p_house_account_id, p_cash_account_id, p_amount, p_currency, 'win', '{}'::jsonb) THEN
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  PERFORM gaming_record_call(p_provider_id, p_transaction_uuid, 'win', 'done', p_player_id, v_bet.game_code,
                             v_bet.round, p_currency, p_amount, p_reference_transaction_uuid, p_fingerprint,
                             v_balance, p_transfer_id, 0, p_amount, p_round_closed);
  IF v_bet.state = 'open' THEN
    UPDATE provider_transactions SET state = 'done' WHERE id = v_bet.id;
  END IF;
  RETURN QUERY SELECT 'ok'::text, v_balance;
END
$$;
