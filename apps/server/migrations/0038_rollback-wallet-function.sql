-- A rollback of the provider wallet in one statement (decision 0317), as bets and wins are (0311): the
-- transaction of several statements of gaming/rollbacks.ts, with the same outcomes, in one function.
--
-- The bet is read `for update`, so a rollback, a win and a repeated rollback of one bet take their turns.
-- Statuses:
--   ok          the open bet's stake went back where it came from (cash to cash, the bonus part by the
--               bonus's state, decision 1102), the rollback recorded with the refund on its round and the
--               bet `rolled_back`; `refunded` is the stake moved back (0 for a free round).
--   ok_empty    nothing moved: the bet was refunded or cancelled before (a second rollback), or had no
--               stake; or it has not arrived and is recorded `cancelled` so that it is refused if it comes.
--   recorded    this rollback's transaction_uuid was recorded before: the caller answers from the record.
--   no_bet      the reference is not a bet of this player (RS_ERROR_TRANSACTION_DOES_NOT_EXIST).
--   bet_currency the bet is in another currency than the session's (RS_ERROR_WRONG_CURRENCY).
--   bet_settled a win settled the bet: the round was played and paid, the stake stays (decision 0307).
-- The balance answered is the player's cash plus their bonus balance, as every other answer.
CREATE FUNCTION gaming_rollback_bet(
  p_provider_id integer,
  p_transaction_uuid text,
  p_player_id integer,
  p_reference_transaction_uuid text,
  p_game_code text,
  p_round text,
  p_round_closed boolean,
  p_currency text,
  p_fingerprint text,
  p_cash_account_id bigint
) RETURNS TABLE (status text, balance_after bigint, refunded bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_bet provider_transactions%ROWTYPE;
  v_attempt integer := 0;
  v_transfer_id text;
  v_house_account_id bigint;
  v_bonus_part bigint := 0;
  v_balance bigint;
  v_placeholder boolean := false;
BEGIN
  LOOP
    v_attempt := v_attempt + 1;
    SELECT * INTO v_bet FROM provider_transactions t
    WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_reference_transaction_uuid
    FOR UPDATE;
    EXIT WHEN FOUND;
    -- The bet has not arrived: its place is taken by a cancelled bet. A bet recorded meanwhile by another
    -- call makes the insert do nothing; the bet is then read again (each statement sees what committed).
    INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round,
                                       currency, amount, reference_transaction_uuid, fingerprint, balance,
                                       ledger_transfer_id)
    VALUES (p_provider_id, p_reference_transaction_uuid, 'bet', 'cancelled', p_player_id, p_game_code, p_round,
            p_currency, NULL, NULL, NULL, NULL, NULL)
    ON CONFLICT DO NOTHING;
    IF FOUND THEN
      v_placeholder := true;
      v_bet.state := 'cancelled';
      v_bet.kind := 'bet';
      v_bet.player_id := p_player_id;
      v_bet.game_code := p_game_code;
      v_bet.round := p_round;
      v_bet.currency := p_currency;
      v_bet.amount := NULL;
      EXIT;
    END IF;
    IF v_attempt >= 3 THEN
      RAISE EXCEPTION 'the bet % of a rollback is neither recorded nor free to cancel', p_reference_transaction_uuid;
    END IF;
  END LOOP;

  IF EXISTS (SELECT 1 FROM provider_transactions t
             WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_transaction_uuid) THEN
    -- A call of another kind took this uuid: it refers to no bet, so the cancelled bet goes again.
    IF v_placeholder THEN
      DELETE FROM provider_transactions t
      WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_reference_transaction_uuid;
    END IF;
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint, 0::bigint;
    RETURN;
  END IF;
  IF v_bet.kind <> 'bet' OR v_bet.player_id <> p_player_id THEN
    RETURN QUERY SELECT 'no_bet'::text, NULL::bigint, 0::bigint;
    RETURN;
  END IF;
  IF v_bet.state = 'done' THEN
    RETURN QUERY SELECT 'bet_settled'::text, NULL::bigint, 0::bigint;
    RETURN;
  END IF;

  IF v_bet.state <> 'open' OR v_bet.amount IS NULL THEN
    -- Nothing to move: the rollback is recorded with the balance as it stands, and changes no round.
    SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
    FROM ledger_accounts a WHERE a.id = p_cash_account_id;
    v_balance := COALESCE(v_balance, 0) + bonus_balance(p_player_id, p_currency);
    INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round,
                                       currency, amount, reference_transaction_uuid, fingerprint, balance,
                                       ledger_transfer_id)
    VALUES (p_provider_id, p_transaction_uuid, 'rollback', 'done', p_player_id, v_bet.game_code, v_bet.round,
            v_bet.currency, NULL, p_reference_transaction_uuid, p_fingerprint, v_balance, NULL);
    RETURN QUERY SELECT 'ok_empty'::text, v_balance, 0::bigint;
    RETURN;
  END IF;

  IF v_bet.currency <> p_currency THEN
    RETURN QUERY SELECT 'bet_currency'::text, NULL::bigint, 0::bigint;
    RETURN;
  END IF;
  -- A free round's bet moved no money (decision 1113): it is rolled back with nothing to refund.
  IF v_bet.ledger_transfer_id IS NOT NULL THEN
    -- The refund's id comes from the bet, so the ledger itself refunds a bet at most once; it goes back
    -- from the house account the stake went to.
    v_transfer_id := 'refund:' || p_provider_id || ':' || v_bet.transaction_uuid;
    SELECT t.credit_account_id INTO v_house_account_id FROM ledger_transfers t WHERE t.id = v_bet.ledger_transfer_id;
    IF v_bet.bonus_id IS NOT NULL THEN
      v_bonus_part := COALESCE(v_bet.bonus_amount, 0);
    END IF;
    IF NOT ledger_post_transfer(v_transfer_id, v_house_account_id, p_cash_account_id, v_bet.amount - v_bonus_part,
                                v_bet.currency, 'refund', '{}'::jsonb) THEN
      RAISE EXCEPTION 'bet % is open but its refund % exists', v_bet.transaction_uuid, v_transfer_id;
    END IF;
    IF v_bet.bonus_id IS NOT NULL THEN
      PERFORM bonus_return_share(v_bet.bonus_id, p_player_id, v_bet.currency, v_house_account_id, v_bonus_part,
                                 v_transfer_id || ':bonus', 'refund', COALESCE(v_bet.bonus_wagered, 0));
    END IF;
  END IF;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  v_balance := v_balance + bonus_balance(p_player_id, v_bet.currency);
  INSERT INTO provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round,
                                     currency, amount, reference_transaction_uuid, fingerprint, balance,
                                     ledger_transfer_id)
  VALUES (p_provider_id, p_transaction_uuid, 'rollback', 'done', p_player_id, v_bet.game_code, v_bet.round,
          v_bet.currency, v_bet.amount, p_reference_transaction_uuid, p_fingerprint, v_balance, v_transfer_id);
  INSERT INTO game_rounds AS r (provider_id, player_id, round, game_code, currency, bet_total, win_total,
                                refund_total, closed)
  VALUES (p_provider_id, p_player_id, v_bet.round, v_bet.game_code, v_bet.currency, 0, 0, v_bet.amount,
          COALESCE(p_round_closed, false))
  ON CONFLICT (provider_id, round, player_id) DO UPDATE SET
    refund_total = r.refund_total + excluded.refund_total,
    closed = r.closed OR excluded.closed,
    updated_at = now();
  UPDATE provider_transactions SET state = 'rolled_back' WHERE id = v_bet.id;
  RETURN QUERY SELECT 'ok'::text, v_balance, CASE WHEN v_transfer_id IS NULL THEN 0 ELSE v_bet.amount END;
END
$$;
