-- The bonus engine on the provider wallet's one-statement bet and win (decisions 0311 and 1102): the same
-- functions as migration 0023 with the same parameters and answers, plus, for a player with an active bonus,
-- its maximum bet, the stake taken from cash first and then from the bonus balance, the bet's wagering by
-- the game's category, and wins and refunds following the stake's source. A player without an active
-- bonus costs one indexed lookup (player_bonuses_one_active) more than before and nothing else.
--
-- Statuses besides 0023's: `max_bet` (nothing written: the stake is above the active bonus's maximum) and
-- `ok_settle` (written as `ok`; the bonus's wagering is met or its balance is gone, so the engine settles
-- it next). The balance answered is cash plus the bonus balance while a bonus is active.

-- A win's or a refund's bonus share (module bonuses): into the bonus account while the bet's bonus is
-- active (a refund also takes back what the bet added to wagering), to cash once that bonus completed,
-- and otherwise into the bonus account and straight back to bonus expense (the bonus was forfeited).
CREATE FUNCTION bonus_return_share(
  p_bonus_id bigint,
  p_player_id integer,
  p_currency text,
  p_house_account_id bigint,
  p_amount bigint,
  p_transfer_id text,
  p_kind text,
  p_unwager bigint
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_status text;
  v_bonus_account_id bigint;
  v_cash_account_id bigint;
  v_expense_account_id bigint;
  v_metadata jsonb := jsonb_build_object('bonus', p_bonus_id::text);
BEGIN
  SELECT b.status INTO v_status FROM player_bonuses b WHERE b.id = p_bonus_id FOR UPDATE;
  IF v_status = 'active' AND p_unwager > 0 THEN
    UPDATE player_bonuses SET wagered = GREATEST(wagered - p_unwager, 0), updated_at = now() WHERE id = p_bonus_id;
  END IF;
  IF p_amount <= 0 THEN
    RETURN;
  END IF;
  SELECT a.id INTO v_bonus_account_id FROM ledger_accounts a
  WHERE a.kind = 'player_bonus' AND a.player_id = p_player_id AND a.reference = '' AND a.currency = p_currency;
  IF v_status = 'completed' THEN
    SELECT a.id INTO v_cash_account_id FROM ledger_accounts a
    WHERE a.kind = 'player_cash' AND a.player_id = p_player_id AND a.reference = '' AND a.currency = p_currency;
    PERFORM ledger_post_transfer(p_transfer_id, p_house_account_id, v_cash_account_id, p_amount, p_currency, p_kind, v_metadata);
    RETURN;
  END IF;
  PERFORM ledger_post_transfer(p_transfer_id, p_house_account_id, v_bonus_account_id, p_amount, p_currency, p_kind, v_metadata);
  IF v_status = 'active' THEN
    RETURN;
  END IF;
  SELECT a.id INTO v_expense_account_id FROM ledger_accounts a
  WHERE a.kind = 'bonus_expense' AND a.player_id IS NULL AND a.reference = '' AND a.currency = p_currency;
  PERFORM ledger_post_transfer('bonus_forfeit:' || p_transfer_id, v_bonus_account_id, v_expense_account_id, p_amount,
                               p_currency, 'bonus_forfeit', v_metadata);
  UPDATE player_bonuses SET forfeited = forfeited + p_amount, updated_at = now() WHERE id = p_bonus_id;
END
$$;
--> statement-breakpoint

-- The bonus balance a player can spend (the bonus account's available), 0 without an account.
CREATE FUNCTION bonus_balance(p_player_id integer, p_currency text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT COALESCE((SELECT a.credits_posted - a.debits_posted - a.debits_pending FROM ledger_accounts a
                   WHERE a.kind = 'player_bonus' AND a.player_id = p_player_id AND a.reference = ''
                     AND a.currency = p_currency), 0)
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION gaming_place_bet(
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
  v_bonus player_bonuses%ROWTYPE;
  v_bonus_account_id bigint;
  v_cash bigint;
  v_bonus_part bigint;
  v_category text;
  v_percent integer;
  v_wagered bigint;
  v_bonus_balance bigint;
BEGIN
  SELECT * INTO v_bonus FROM player_bonuses b
  WHERE b.player_id = p_player_id AND b.status = 'active' AND b.currency = p_currency
  FOR UPDATE;
  IF NOT FOUND THEN
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
    RETURN;
  END IF;
  IF v_bonus.max_bet IS NOT NULL AND p_amount > v_bonus.max_bet THEN
    RETURN QUERY SELECT 'max_bet'::text, NULL::bigint;
    RETURN;
  END IF;
  -- Cash first, then bonus.
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_cash
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  v_bonus_part := p_amount - LEAST(p_amount, GREATEST(v_cash, 0));
  IF NOT ledger_post_transfer(p_transfer_id, p_cash_account_id, p_house_account_id, p_amount - v_bonus_part, p_currency, 'bet', '{}'::jsonb) THEN
    RETURN QUERY SELECT 'recorded'::text, NULL::bigint;
    RETURN;
  END IF;
  IF v_bonus_part > 0 THEN
    SELECT a.id INTO v_bonus_account_id FROM ledger_accounts a
    WHERE a.kind = 'player_bonus' AND a.player_id = p_player_id AND a.reference = '' AND a.currency = p_currency;
    PERFORM ledger_post_transfer(p_transfer_id || ':bonus', v_bonus_account_id, p_house_account_id, v_bonus_part,
                                 p_currency, 'bet', jsonb_build_object('bonus', v_bonus.id::text));
  END IF;
  -- Wagering by the game's category (a code the catalogue does not hold counts as a slot), 0 if excluded.
  SELECT CASE WHEN g.type = 5 THEN 'live' WHEN g.rng_table THEN 'table' ELSE 'slots' END INTO v_category
  FROM games g WHERE g.identifier = p_game_code;
  IF (v_bonus.contributions -> 'excluded_games') ? p_game_code THEN
    v_percent := 0;
  ELSE
    v_percent := LEAST(GREATEST(COALESCE((v_bonus.contributions ->> COALESCE(v_category, 'slots'))::integer, 0), 0), 100);
  END IF;
  -- Rounded up: a part of a minor unit counts in the player's favour.
  v_wagered := (p_amount * v_percent + 99) / 100;
  IF v_wagered > 0 THEN
    UPDATE player_bonuses SET wagered = wagered + v_wagered, updated_at = now() WHERE id = v_bonus.id;
  END IF;
  SELECT a.credits_posted - a.debits_posted - a.debits_pending INTO v_balance
  FROM ledger_accounts a WHERE a.id = p_cash_account_id;
  v_bonus_balance := bonus_balance(p_player_id, p_currency);
  PERFORM gaming_record_call(p_provider_id, p_transaction_uuid, 'bet', 'open', p_player_id, p_game_code, p_round,
                             p_currency, p_amount, NULL, p_fingerprint, v_balance + v_bonus_balance, p_transfer_id,
                             p_amount, 0, p_round_closed);
  UPDATE provider_transactions t SET bonus_id = v_bonus.id, bonus_amount = v_bonus_part, bonus_wagered = v_wagered
  WHERE t.provider_id = p_provider_id AND t.transaction_uuid = p_transaction_uuid;
  IF v_bonus.wagered + v_wagered >= v_bonus.wagering_required
     OR (p_round_closed AND v_bonus_balance <= 0 AND v_bonus.free_spins_left = 0) THEN
    RETURN QUERY SELECT 'ok_settle'::text, v_balance + v_bonus_balance;
  ELSE
    RETURN QUERY SELECT 'ok'::text, v_balance + v_bonus_balance;
  END IF;
END
$$;
--> statement-breakpoint

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
