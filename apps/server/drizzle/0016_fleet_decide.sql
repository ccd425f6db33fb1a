-- The terminal's decision on a card moves into the database (transactions/decide.ts): the rules that
-- decide (company and card status, products, days and hours, every limit window) and the marks of an
-- approval (anomalies, points) are written once, here, and the authorization and the
-- pre-authorization each record the decision in the same statement that makes it: one round trip.

-- What an approved purchase of `volume_ml` is marked with: its anomaly flags (transactions/vocabulary.ts
-- ANOMALY_FLAGS, in that order) and the points it earns. The approval (fleet_decide) and the completion
-- of a pre-authorization (completion.ts) call it with the card's vehicle and its company's points rate.
-- PL/pgSQL, not SQL, so that each connection keeps its plan (a SQL function called so is planned anew
-- on every call).
CREATE FUNCTION fleet_purchase_marks(card_id uuid, product text, volume_ml bigint, at timestamptz,
  refill_minutes integer, tank_capacity_ml bigint, vehicle_fuel_type text, points_per_liter integer,
  OUT anomalies text[], OUT points_earned bigint) LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  anomalies := array_remove(ARRAY[
    CASE WHEN fleet_purchase_marks.tank_capacity_ml IS NOT NULL
      AND fleet_purchase_marks.volume_ml > fleet_purchase_marks.tank_capacity_ml THEN 'OVER_TANK_CAPACITY' END,
    CASE WHEN EXISTS (
      SELECT 1 FROM card_transactions t
      WHERE t.card_id = fleet_purchase_marks.card_id AND t.decision = 'approved' AND t.voided_at IS NULL
        AND t.at > fleet_purchase_marks.at - make_interval(mins => fleet_purchase_marks.refill_minutes)
        AND t.at <= fleet_purchase_marks.at) THEN 'RAPID_REFILL' END,
    CASE WHEN fleet_purchase_marks.vehicle_fuel_type IS NOT NULL
      AND fleet_purchase_marks.vehicle_fuel_type <> fleet_purchase_marks.product THEN 'FUEL_TYPE_MISMATCH' END
  ], NULL)::text[];
  points_earned := (fleet_purchase_marks.volume_ml * fleet_purchase_marks.points_per_liter) / 1000;
END
$$;
--> statement-breakpoint
-- A terminal's decision on the card of that number among the project's companies, as one jsonb object
-- (transactions/decide.ts `Decided`): the card's ids, `decision` approved or declined, the decline's
-- `reason` (transactions/vocabulary.ts DECLINE_REASONS, checked in that order) and, for
-- LIMIT_EXCEEDED, the refusing limit with what remains of it (`refusal`); an approval's `bookings`,
-- `anomalies` and `pointsEarned`. It books what it approves: each windowed limit, in one order (no
-- deadlock), with the checking upsert that PostgreSQL re-checks on the newest row after waiting for a
-- concurrent booking (never past a limit); when a window refuses, the windows booked before it are
-- given back (their rows are still locked by this call) and the decline names the refusing one. It
-- records nothing: the caller's statement does, and rolls the bookings back with it (fleet_abort_if).
-- The Tbilisi weekday, minute and window starts come from the caller (fleet/windows.ts), the starts as
-- {period: timestamptz}. One generic plan per connection (the lookups are by unique keys), as 0008's
-- card context had.
CREATE FUNCTION fleet_decide(project_id uuid, card_number text, product text, at timestamptz,
  weekday integer, minute integer, window_starts jsonb, volume_ml bigint, amount_tetri bigint,
  refill_minutes integer) RETURNS jsonb LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  card record;
  window_limit record;
  marks record;
  refused text;
  refusal jsonb;
  booked jsonb := '[]';
  booked_periods text[] := '{}';
  booked_starts timestamptz[] := '{}';
  booked_amounts bigint[] := '{}';
  purchase bigint;
  start timestamptz;
  spent bigint;
BEGIN
  SELECT c.id, c.company_id, co.status AS company_status, c.status, c.allowed_products,
    c.allowed_from_minute AS from_minute, c.allowed_to_minute AS to_minute, c.allowed_weekdays AS weekdays,
    c.vehicle_id, v.group_id, v.fuel_type, v.tank_capacity_ml, coalesce(r.points_per_liter, 0) AS points_per_liter
  INTO card
  FROM cards c
  JOIN companies co ON co.id = c.company_id
  LEFT JOIN vehicles v ON v.id = c.vehicle_id
  LEFT JOIN points_rates r ON r.project_id = co.project_id AND r.product = fleet_decide.product
  WHERE c.number = fleet_decide.card_number AND co.project_id = fleet_decide.project_id;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('decision', 'declined', 'reason', 'CARD_UNKNOWN');
  END IF;

  refused := CASE
    WHEN card.company_status = 'blocked' THEN 'COMPANY_BLOCKED'
    WHEN card.status = 'closed' THEN 'CARD_CLOSED'
    WHEN card.status = 'blocked' THEN 'CARD_BLOCKED'
    WHEN NOT (fleet_decide.product = ANY (card.allowed_products)) THEN 'PRODUCT_NOT_ALLOWED'
    WHEN card.weekdays IS NOT NULL AND NOT (fleet_decide.weekday = ANY (card.weekdays)) THEN 'OUTSIDE_ALLOWED_HOURS'
    -- A window of hours may wrap midnight (from 22:00 to 06:00).
    WHEN card.from_minute IS NOT NULL AND card.to_minute IS NOT NULL AND NOT CASE
      WHEN card.from_minute <= card.to_minute
        THEN fleet_decide.minute >= card.from_minute AND fleet_decide.minute < card.to_minute
      ELSE fleet_decide.minute >= card.from_minute OR fleet_decide.minute < card.to_minute END
      THEN 'OUTSIDE_ALLOWED_HOURS'
  END;

  IF refused IS NULL THEN
    -- Marked before booking, so that the card's usage rows stay locked for the bookings and the record only.
    SELECT * INTO marks FROM fleet_purchase_marks(card.id, fleet_decide.product, fleet_decide.volume_ml,
      fleet_decide.at, refill_minutes, card.tank_capacity_ml, card.fuel_type, card.points_per_liter);
    FOR window_limit IN
      SELECT l.period, l.unit, l.amount FROM card_limits l
      WHERE l.card_id = card.id AND l.period <> 'unlimited' ORDER BY l.period
    LOOP
      purchase := CASE WHEN window_limit.unit = 'ml' THEN fleet_decide.volume_ml ELSE fleet_decide.amount_tetri END;
      start := (window_starts->>window_limit.period)::timestamptz;
      INSERT INTO card_usage AS u (card_id, period, window_start, used)
        SELECT card.id, window_limit.period, start, purchase WHERE purchase <= window_limit.amount
        ON CONFLICT (card_id, period, window_start) DO UPDATE SET used = u.used + excluded.used
          WHERE u.used + excluded.used <= window_limit.amount;
      IF NOT FOUND THEN
        SELECT coalesce((SELECT u.used FROM card_usage u WHERE u.card_id = card.id
          AND u.period = window_limit.period AND u.window_start = start), 0) INTO spent;
        refused := 'LIMIT_EXCEEDED';
        refusal := jsonb_build_object('period', window_limit.period, 'unit', window_limit.unit,
          'limit', window_limit.amount, 'remaining', greatest(window_limit.amount - spent, 0));
        UPDATE card_usage u SET used = greatest(u.used - b.amount, 0)
          FROM unnest(booked_periods, booked_starts, booked_amounts) AS b(period, window_start, amount)
          WHERE u.card_id = card.id AND u.period = b.period AND u.window_start = b.window_start;
        EXIT;
      END IF;
      booked_periods := booked_periods || window_limit.period;
      booked_starts := booked_starts || start;
      booked_amounts := booked_amounts || purchase;
      booked := booked || jsonb_build_object('period', window_limit.period,
        'windowStart', to_char(start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'amount', purchase, 'unit', window_limit.unit);
    END LOOP;
  END IF;

  IF refused IS NOT NULL THEN
    RETURN jsonb_build_object('cardId', card.id, 'companyId', card.company_id, 'vehicleId', card.vehicle_id,
      'groupId', card.group_id, 'decision', 'declined', 'reason', refused, 'refusal', refusal);
  END IF;
  RETURN jsonb_build_object('cardId', card.id, 'companyId', card.company_id, 'vehicleId', card.vehicle_id,
    'groupId', card.group_id, 'decision', 'approved', 'bookings', booked,
    'anomalies', to_jsonb(marks.anomalies), 'pointsEarned', marks.points_earned);
END
$$;
--> statement-breakpoint
-- The one-step authorization (transactions/authorize.ts): the decision and its record in one call, so
-- that the route's statement is only this call and PostgreSQL keeps every plan per connection (the
-- pool plans each statement with its values, and planning the same CTEs as one statement cost as much
-- as running them). The card transaction (unique per terminal transaction id: a recorded one rolls
-- everything back, `replay`), for a known card its turn in the aggregate writer's queue with its audit
-- entry and webhook event (aggregates.ts) and a decline's alert (`alert_topic`). Its first arguments are
-- fleet_decide's. Answers the decision.
CREATE FUNCTION fleet_authorize(project_id uuid, card_number text, product text, at timestamptz,
  weekday integer, minute integer, window_starts jsonb, volume_ml bigint, amount_tetri bigint,
  refill_minutes integer, id uuid, unit_price_tetri integer, station_id text, terminal_id text,
  terminal_transaction_id text, odometer_km integer, alert_topic text) RETURNS jsonb LANGUAGE plpgsql VOLATILE
  SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  decided jsonb;
  recorded uuid;
BEGIN
  decided := fleet_decide(fleet_authorize.project_id, fleet_authorize.card_number, fleet_authorize.product,
    fleet_authorize.at, fleet_authorize.weekday, fleet_authorize.minute, fleet_authorize.window_starts,
    fleet_authorize.volume_ml, fleet_authorize.amount_tetri, fleet_authorize.refill_minutes);
  INSERT INTO card_transactions AS t (id, project_id, company_id, card_id, card_number, vehicle_id, group_id,
    station_id, terminal_id, terminal_transaction_id, product, decision, reason, refusal, volume_ml,
    amount_tetri, unit_price_tetri, bookings, odometer_km, at, anomalies, points_earned)
  VALUES (fleet_authorize.id, fleet_authorize.project_id, (decided->>'companyId')::uuid,
    (decided->>'cardId')::uuid, fleet_authorize.card_number, (decided->>'vehicleId')::uuid,
    (decided->>'groupId')::uuid, fleet_authorize.station_id, fleet_authorize.terminal_id,
    fleet_authorize.terminal_transaction_id, fleet_authorize.product, decided->>'decision', decided->>'reason',
    nullif(decided->'refusal', 'null'::jsonb), fleet_authorize.volume_ml, fleet_authorize.amount_tetri,
    fleet_authorize.unit_price_tetri, coalesce(decided->'bookings', '[]'::jsonb), fleet_authorize.odometer_km,
    fleet_authorize.at, ARRAY(SELECT jsonb_array_elements_text(coalesce(decided->'anomalies', '[]'::jsonb))),
    coalesce((decided->>'pointsEarned')::bigint, 0))
  ON CONFLICT (project_id, terminal_id, terminal_transaction_id) DO NOTHING
  RETURNING t.id INTO recorded;
  IF recorded IS NULL THEN
    PERFORM fleet_abort_if('replay');
  END IF;
  IF decided->>'companyId' IS NOT NULL THEN
    INSERT INTO fleet_pending_aggregates (transaction_id, decision_events) VALUES (recorded, true);
    IF decided->>'decision' = 'declined' THEN
      INSERT INTO outbox_messages (topic, payload)
      VALUES (alert_topic, jsonb_build_object('transactionId', recorded));
    END IF;
  END IF;
  RETURN decided;
END
$$;
--> statement-breakpoint
-- Replaced by fleet_decide (the decision reads the card itself) and fleet_purchase_marks.
DROP FUNCTION fleet_card_context(uuid, text, text, timestamptz, integer);
