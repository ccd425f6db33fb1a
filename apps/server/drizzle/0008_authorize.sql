-- The terminal's approval is one statement without a transaction around it (transactions/approval.ts):
-- when a limit window refuses, or the terminal transaction id is recorded already, the statement calls
-- this to raise, and everything it wrote is rolled back with it. A null reason lets it pass.
CREATE FUNCTION fleet_abort_if(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION 'fleet approval aborted: %', reason USING ERRCODE = 'P0001', HINT = reason;
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
-- The card context of an authorization (transactions/card-context.ts): everything the decision reads,
-- as one json object, or null when the project has no card of that number. A function only so that its
-- query keeps one generic plan per connection: the pool plans every statement with its values
-- (plan_cache_mode=force_custom_plan, core/database/client.ts), and planning these joins took ~1 ms
-- against ~0.15 ms to run them (pg_stat_statements), on every authorization. All lookups are by
-- unique keys, so the generic plan is the custom one. The limits come in one order (no deadlock).
CREATE FUNCTION fleet_card_context(project_id uuid, card_number text, product text, at timestamptz,
  refill_minutes integer) RETURNS json LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'cardId', c.id, 'companyId', c.company_id, 'companyStatus', co.status, 'status', c.status,
      'allowedProducts', c.allowed_products, 'allowedFromMinute', c.allowed_from_minute,
      'allowedToMinute', c.allowed_to_minute, 'allowedWeekdays', c.allowed_weekdays,
      'vehicleId', c.vehicle_id, 'groupId', v.group_id, 'vehicleFuelType', v.fuel_type,
      'tankCapacityMl', v.tank_capacity_ml, 'pointsPerLiter', coalesce(r.points_per_liter, 0),
      'recentFill', EXISTS (
        SELECT 1 FROM card_transactions t
        WHERE t.card_id = c.id AND t.decision = 'approved' AND t.voided_at IS NULL
          AND t.at > fleet_card_context.at - make_interval(mins => refill_minutes)
          AND t.at <= fleet_card_context.at),
      'limits', coalesce((
        SELECT json_agg(json_build_object('period', l.period, 'unit', l.unit, 'amount', l.amount)
          ORDER BY l.period)
        FROM card_limits l WHERE l.card_id = c.id), '[]'::json))
    FROM cards c
    JOIN companies co ON co.id = c.company_id
    LEFT JOIN vehicles v ON v.id = c.vehicle_id
    LEFT JOIN points_rates r ON r.project_id = co.project_id AND r.product = fleet_card_context.product
    WHERE c.number = fleet_card_context.card_number AND co.project_id = fleet_card_context.project_id);
END
$$;
