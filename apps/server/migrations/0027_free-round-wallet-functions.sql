-- Free spins played as free rounds (decisions 1112, 1113): the wallet function that takes a free round's bet
-- (`is_free`, amount 0) under the bonus's row lock, and the win function paying a free round's win into the
-- bonus account.

-- A free round's bet: no money moves. The reward is the bonus's id; the bonus is locked, and the bet is
-- taken only when it is the player's active bonus in this currency, its free spins are for this game at
-- this value, and one is left: then one is used up and the bet recorded (amount 0, the bonus and the
-- nominal stake on its record). Otherwise nothing is written: `no_free_round`. A transaction id already
-- recorded answers `recorded` (the answer comes from the record). Answers as gaming_place_bet does.
CREATE FUNCTION gaming_place_free_bet(
  p_provider_id integer,
  p_transaction_uuid text,
  p_player_id integer,
  p_game_code text,
  p_round text,
  p_round_closed boolean,
  p_currency text,
  p_fingerprint text,
  p_reward text,
  p_value bigint,
  p_cash_account_id bigint
) RETURNS TABLE (status text, balance_after bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bonus player_bonuses%ROWTYPE;
  v_balance bigint;
  v_bonus_balance bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM provider_transactions t
             WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_transaction_uuid) THEN
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
    RETURN;
  END IF;
  IF p_reward IS NULL OR p_reward !~ '^[1-9][0-9]{0,17}$' THEN
    RETURN QUERY SELECT 'no_free_round'::text, NULL::bigint;
    RETURN;
  END IF;
  SELECT * INTO v_bonus FROM player_bonuses b WHERE b.id = p_reward::bigint FOR UPDATE;
  IF NOT FOUND OR v_bonus.player_id <> p_player_id OR v_bonus.status <> 'active' OR v_bonus.currency <> p_currency
     OR v_bonus.free_spins_game IS DISTINCT FROM p_game_code OR v_bonus.free_spins_left <= 0
     OR v_bonus.free_spins_bet IS DISTINCT FROM p_value THEN
    RETURN QUERY SELECT 'no_free_round'::text, NULL::bigint;
    RETURN;
  END IF;
  UPDATE player_bonuses SET free_spins_left = free_spins_left - 1, updated_at = now() WHERE id = v_bonus.id;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  v_bonus_balance := bonus_balance(p_player_id, p_currency);
  PERFORM gaming_record_call(p_provider_id, p_transaction_uuid, 'bet', 'open', p_player_id, p_game_code, p_round,
                             p_currency, 0, NULL, p_fingerprint, v_balance + v_bonus_balance, NULL, 0, 0,
                             p_round_closed);
  UPDATE provider_transactions t SET bonus_id = v_bonus.id, bonus_amount = 0, bonus_wagered = 0,
                                     free_round_value = p_value
  WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_transaction_uuid;
  IF p_round_closed AND v_bonus_balance <= 0 AND v_bonus.free_spins_left = 1 THEN
    RETURN QUERY SELECT 'ok_settle'::text, v_balance + v_bonus_balance;
  ELSE
    RETURN QUERY SELECT 'ok'::text, v_balance + v_bonus_balance;
  END IF;
END
$$;
--> statement-breakpoint

-- gaming_pay_win of migration 0025, plus: the win of a free round is bonus money, paid from bonus expense
-- (`free_spin_win`) the way a bet's bonus share returns (bonus_return_share: into the bonus account while
-- the bonus is active, to cash once it completed, otherwise straight back to bonus expense).
CREATE OR REPLACE FUNCTION gaming_pay_win(
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
  v_bonus_share bigint := 0;
  v_active player_bonuses%ROWTYPE;
  v_bonus_balance bigint := 0;
  v_expense_account_id bigint;
  v_status text := 'ok';
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
  IF v_bet.free_round_value IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = p_transfer_id) THEN
      RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
      RETURN;
    END IF;
    SELECT a.id INTO v_expense_account_id FROM ledger_accounts a
    WHERE a.kind = 'bonus_expense' AND a.player_id IS NULL AND a.reference = '' AND a.currency = p_currency;
    PERFORM bonus_return_share(v_bet.bonus_id, p_player_id, p_currency, v_expense_account_id, p_amount,
                               p_transfer_id, 'free_spin_win', 0);
  ELSE
    -- A win follows its stake's source in proportion (the rounding goes to cash).
    IF COALESCE(v_bet.bonus_amount, 0) > 0 AND COALESCE(v_bet.amount, 0) > 0 THEN
      v_bonus_share := p_amount * v_bet.bonus_amount / v_bet.amount;
    END IF;
    IF NOT ledger_post_transfer(p_transfer_id, p_house_account_id, p_cash_account_id, p_amount - v_bonus_share, p_currency, 'win', '{}'::jsonb) THEN
      RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
      RETURN;
    END IF;
    IF v_bonus_share > 0 THEN
      PERFORM bonus_return_share(v_bet.bonus_id, p_player_id, p_currency, p_house_account_id, v_bonus_share,
                                 p_transfer_id || ':bonus', 'win', 0);
    END IF;
  END IF;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  SELECT * INTO v_active FROM player_bonuses b
  WHERE b.player_id = p_player_id AND b.status = 'active' AND b.currency = p_currency;
  IF FOUND THEN
    v_bonus_balance := bonus_balance(p_player_id, p_currency);
    IF p_round_closed AND v_bonus_balance <= 0 AND v_active.free_spins_left = 0 THEN
      v_status := 'ok_settle';
    END IF;
  END IF;
  PERFORM gaming_record_call(p_provider_id, p_transaction_uuid, 'win', 'done', p_player_id, v_bet.game_code,
                             v_bet.round, p_currency, p_amount, p_reference_transaction_uuid, p_fingerprint,
                             v_balance + v_bonus_balance, p_transfer_id, 0, p_amount, p_round_closed);
  IF v_bet.state = 'open' THEN
    UPDATE provider_transactions SET state = 'done' WHERE id = v_bet.id;
  END IF;
  RETURN QUERY SELECT v_status, v_balance + v_bonus_balance;
END
$$;
