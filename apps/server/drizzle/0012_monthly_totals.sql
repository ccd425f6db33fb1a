CREATE TABLE "fleet_monthly_totals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" date NOT NULL,
	"card_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"group_id" uuid,
	"product" text NOT NULL,
	"volume_ml" bigint DEFAULT 0 NOT NULL,
	"amount_tetri" bigint DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fleet_monthly_totals_key_unique" UNIQUE NULLS NOT DISTINCT("company_id","month","card_id","vehicle_id","group_id","product")
);
--> statement-breakpoint
ALTER TABLE "fleet_monthly_totals" ADD CONSTRAINT "fleet_monthly_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The monthly totals follow the daily ones in the same transaction, whoever writes the days (an approval,
-- a void, a completion, a batch after the commit, the seed) and however many rows at once: once per
-- statement, from its transition tables (an upsert's inserted rows reach the INSERT trigger, the rows it
-- added to reach the UPDATE trigger), in key order so that concurrent writers lock months alike.
CREATE FUNCTION fleet_monthly_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only what is left: a company's deletion cascades to both tables, and its months may be gone first.
    UPDATE fleet_monthly_totals m
       SET volume_ml = m.volume_ml - d.volume_ml, amount_tetri = m.amount_tetri - d.amount_tetri,
           purchases = m.purchases - d.purchases
      FROM (SELECT company_id, date_trunc('month', day)::date AS month, card_id, vehicle_id, group_id, product,
                   sum(volume_ml) AS volume_ml, sum(amount_tetri) AS amount_tetri, sum(purchases) AS purchases
              FROM old_days GROUP BY 1, 2, 3, 4, 5, 6) d
     WHERE m.company_id = d.company_id AND m.month = d.month AND m.card_id = d.card_id
       AND m.vehicle_id IS NOT DISTINCT FROM d.vehicle_id AND m.group_id IS NOT DISTINCT FROM d.group_id
       AND m.product = d.product;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fleet_monthly_totals (company_id, month, card_id, vehicle_id, group_id, product, volume_ml,
      amount_tetri, purchases)
    SELECT company_id, date_trunc('month', day)::date, card_id, vehicle_id, group_id, product,
           sum(volume_ml), sum(amount_tetri), sum(purchases)
      FROM new_days
     GROUP BY 1, 2, 3, 4, 5, 6
     ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (company_id, month, card_id, vehicle_id, group_id, product) DO UPDATE
       SET volume_ml = fleet_monthly_totals.volume_ml + excluded.volume_ml,
           amount_tetri = fleet_monthly_totals.amount_tetri + excluded.amount_tetri,
           purchases = fleet_monthly_totals.purchases + excluded.purchases;
    RETURN NULL;
  END IF;
  -- An update adds what changed: the new rows less the old ones (a key may change too).
  INSERT INTO fleet_monthly_totals (company_id, month, card_id, vehicle_id, group_id, product, volume_ml,
    amount_tetri, purchases)
  SELECT company_id, date_trunc('month', day)::date, card_id, vehicle_id, group_id, product,
         sum(volume_ml), sum(amount_tetri), sum(purchases)
    FROM (SELECT company_id, day, card_id, vehicle_id, group_id, product, volume_ml, amount_tetri, purchases
            FROM new_days
          UNION ALL
          SELECT company_id, day, card_id, vehicle_id, group_id, product, -volume_ml, -amount_tetri, -purchases
            FROM old_days) changes
   GROUP BY 1, 2, 3, 4, 5, 6
   ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, month, card_id, vehicle_id, group_id, product) DO UPDATE
     SET volume_ml = fleet_monthly_totals.volume_ml + excluded.volume_ml,
         amount_tetri = fleet_monthly_totals.amount_tetri + excluded.amount_tetri,
         purchases = fleet_monthly_totals.purchases + excluded.purchases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_inserted AFTER INSERT ON fleet_daily_totals
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION fleet_monthly_totals_follow();
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_updated AFTER UPDATE ON fleet_daily_totals
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT
  EXECUTE FUNCTION fleet_monthly_totals_follow();
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_deleted AFTER DELETE ON fleet_daily_totals
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION fleet_monthly_totals_follow();
--> statement-breakpoint
-- The months of the days kept so far (the triggers above already hold writers off until this commits).
INSERT INTO fleet_monthly_totals (company_id, month, card_id, vehicle_id, group_id, product, volume_ml,
  amount_tetri, purchases)
SELECT company_id, date_trunc('month', day)::date, card_id, vehicle_id, group_id, product,
       sum(volume_ml), sum(amount_tetri), sum(purchases)
  FROM fleet_daily_totals
 GROUP BY 1, 2, 3, 4, 5, 6;
