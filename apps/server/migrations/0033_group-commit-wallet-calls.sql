-- Group commit of provider wallet calls (decision 0314). Calls that arrive together at one server process
-- are applied by ONE statement of this function, so they share one transaction and one commit (one WAL
-- flush) and cost one round trip between them. Each call is applied by the one-call functions of
-- migrations 0023, 0025 and 0027 (bonus rules and free rounds included) inside an exception block of its
-- own, a subtransaction: a call that is refused or fails undoes only itself and the others still apply.
--
-- A call is one of:
--   `bet`            gaming_place_bet
--   `free_bet`       gaming_place_free_bet (the reward in p_references, the nominal stake in p_values)
--   `win`            gaming_pay_win (its bet's transaction_uuid in p_references)
--   `bet_win`        the studio's one-call spin (decision 0312): gaming_place_bet, then gaming_pay_win
--                    on that bet with the p_win_* values; a refused win undoes the bet
--   `free_bet_win`   the same with a free round's bet
-- Calls are applied in the order given (the server keeps each player's calls in their arrival order) and
-- answered one row each, in that order: `call_status` as the one-call function answered (`ok`,
-- `ok_settle`, `recorded`, `no_bet`, ...), or `failed` with the error's SQLSTATE, constraint and message
-- (the server maps them as it maps the one-call statement's errors: a balance below its floor, a record
-- already there). A deadlock or a serialization failure is not caught: it aborts the whole statement,
-- which wrote nothing, and the server runs the batch again.
CREATE FUNCTION gaming_apply_calls(
  p_kinds text[],
  p_provider_ids integer[],
  p_transaction_uuids text[],
  p_player_ids integer[],
  p_game_codes text[],
  p_rounds text[],
  p_rounds_closed boolean[],
  p_currencies text[],
  p_amounts bigint[],
  p_fingerprints text[],
  p_transfer_ids text[],
  p_cash_account_ids bigint[],
  p_house_account_ids bigint[],
  p_references text[],
  p_values bigint[],
  p_win_transaction_uuids text[],
  p_win_amounts bigint[],
  p_win_fingerprints text[],
  p_win_transfer_ids text[]
) RETURNS TABLE (
  call_index integer,
  call_status text,
  call_balance bigint,
  failure_code text,
  failure_constraint text,
  failure_message text
)
LANGUAGE plpgsql AS $$
DECLARE
  c record;
  v_status text;
  v_balance bigint;
  v_settle boolean;
BEGIN
  FOR c IN
    SELECT * FROM unnest(p_kinds, p_provider_ids, p_transaction_uuids, p_player_ids, p_game_codes, p_rounds,
                         p_rounds_closed, p_currencies, p_amounts, p_fingerprints, p_transfer_ids,
                         p_cash_account_ids, p_house_account_ids, p_references, p_values,
                         p_win_transaction_uuids, p_win_amounts, p_win_fingerprints, p_win_transfer_ids)
      WITH ORDINALITY AS u(kind, provider_id, transaction_uuid, player_id, game_code, round, round_closed, currency,
                           amount, fingerprint, transfer_id, cash_account_id, house_account_id, reference, value,
                           win_transaction_uuid, win_amount, win_fingerprint, win_transfer_id, n)
  LOOP
    call_index := c.n;
    failure_code := NULL;
    failure_constraint := NULL;
    failure_message := NULL;
    BEGIN
      IF c.kind IN ('bet', 'bet_win') THEN
        SELECT r.status, r.balance_after INTO v_status, v_balance
        FROM gaming_place_bet(c.provider_id, c.transaction_uuid, c.player_id, c.game_code, c.round,
                              c.kind = 'bet' AND c.round_closed, c.currency, c.amount, c.fingerprint,
                              c.transfer_id, c.cash_account_id, c.house_account_id) r;
      ELSIF c.kind IN ('free_bet', 'free_bet_win') THEN
        SELECT r.status, r.balance_after INTO v_status, v_balance
        FROM gaming_place_free_bet(c.provider_id, c.transaction_uuid, c.player_id, c.game_code, c.round,
                                   c.kind = 'free_bet' AND c.round_closed, c.currency, c.fingerprint,
                                   c.reference, c.value, c.cash_account_id) r;
      ELSIF c.kind = 'win' THEN
        SELECT r.status, r.balance_after INTO v_status, v_balance
        FROM gaming_pay_win(c.provider_id, c.transaction_uuid, c.player_id, c.reference, c.round_closed,
                            c.currency, c.amount, c.fingerprint, c.transfer_id, c.cash_account_id,
                            c.house_account_id) r;
      ELSE
        RAISE EXCEPTION 'unknown wallet call kind: %', c.kind USING ERRCODE = 'invalid_parameter_value';
      END IF;
      IF c.kind IN ('bet_win', 'free_bet_win') AND v_status IN ('ok', 'ok_settle') THEN
        v_settle := v_status = 'ok_settle';
        SELECT r.status, r.balance_after INTO v_status, v_balance
        FROM gaming_pay_win(c.provider_id, c.win_transaction_uuid, c.player_id, c.transaction_uuid,
                            c.round_closed, c.currency, c.win_amount, c.win_fingerprint, c.win_transfer_id,
                            c.cash_account_id, c.house_account_id) r;
        IF v_status NOT IN ('ok', 'ok_settle') THEN
          -- The spin is one ledger transaction: its bet goes with its refused win.
          RAISE EXCEPTION USING ERRCODE = 'RV001', MESSAGE = v_status;
        END IF;
        IF v_settle THEN
          v_status := 'ok_settle';
        END IF;
      END IF;
      call_status := v_status;
      call_balance := CASE WHEN v_status IN ('ok', 'ok_settle') THEN v_balance END;
    EXCEPTION
      WHEN SQLSTATE 'RV001' THEN
        call_status := SQLERRM;
        call_balance := NULL;
      WHEN deadlock_detected OR serialization_failure THEN
        RAISE;
      WHEN OTHERS THEN
        GET STACKED DIAGNOSTICS failure_code = RETURNED_SQLSTATE, failure_constraint = CONSTRAINT_NAME,
                                failure_message = MESSAGE_TEXT;
        call_status := 'failed';
        call_balance := NULL;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
