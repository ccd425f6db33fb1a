CREATE TABLE "fleet_group_monthly_totals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" date NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid,
	"product" text NOT NULL,
	"volume_ml" bigint DEFAULT 0 NOT NULL,
	"amount_tetri" bigint DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fleet_group_monthly_totals_key_unique" UNIQUE NULLS NOT DISTINCT("company_id","month","group_id","product")
);
--> statement-breakpoint
ALTER TABLE "fleet_group_monthly_totals" ADD CONSTRAINT "fleet_group_monthly_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The group months follow the daily totals as the monthly ones do (0012): once per statement, from its
-- transition tables, in key order so that concurrent writers lock them alike.
CREATE FUNCTION fleet_group_monthly_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only what is left: a company's deletion cascades to both tables, and its months may be gone first.
    UPDATE fleet_group_monthly_totals m
       SET volume_ml = m.volume_ml - d.volume_ml, amount_tetri = m.amount_tetri - d.amount_tetri,
           purchases = m.purchases - d.purchases
      FROM (SELECT company_id, date_trunc('month', day)::date AS month, group_id, product,
                   sum(volume_ml) AS volume_ml, sum(amount_tetri) AS amount_tetri, sum(purchases) AS purchases
              FROM old_days GROUP BY 1, 2, 3, 4) d
     WHERE m.company_id = d.company_id AND m.month = d.month
       AND m.group_id IS NOT DISTINCT FROM d.group_id AND m.product = d.product;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO fleet_group_monthly_totals (company_id, month, group_id, product, volume_ml, amount_tetri,
      purchases)
    SELECT company_id, date_trunc('month', day)::date, group_id, product,
           sum(volume_ml), sum(amount_tetri), sum(purchases)
      FROM new_days
     GROUP BY 1, 2, 3, 4
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, month, group_id, product) DO UPDATE
       SET volume_ml = fleet_group_monthly_totals.volume_ml + excluded.volume_ml,
           amount_tetri = fleet_group_monthly_totals.amount_tetri + excluded.amount_tetri,
           purchases = fleet_group_monthly_totals.purchases + excluded.purchases;
    RETURN NULL;
  END IF;
  -- An update adds what changed: the new rows less the old ones (a key may change too).
  INSERT INTO fleet_group_monthly_totals (company_id, month, group_id, product, volume_ml, amount_tetri,
    purchases)
  SELECT company_id, date_trunc('month', day)::date, group_id, product,
         sum(volume_ml), sum(amount_tetri), sum(purchases)
    FROM (SELECT company_id, day, group_id, product, volume_ml, amount_tetri, purchases FROM new_days
          UNION ALL
          SELECT company_id, day, group_id, product, -volume_ml, -amount_tetri, -purchases FROM old_days) changes
   GROUP BY 1, 2, 3, 4
   ORDER BY 1, 2, 3, 4
  ON CONFLICT (company_id, month, group_id, product) DO UPDATE
     SET volume_ml = fleet_group_monthly_totals.volume_ml + excluded.volume_ml,
         amount_tetri = fleet_group_monthly_totals.amount_tetri + excluded.amount_tetri,
         purchases = fleet_group_monthly_totals.purchases + excluded.purchases;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_inserted_groups AFTER INSERT ON fleet_daily_totals
  REFERENCING NEW TABLE AS new_days FOR EACH STATEMENT EXECUTE FUNCTION fleet_group_monthly_totals_follow();
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_updated_groups AFTER UPDATE ON fleet_daily_totals
  REFERENCING OLD TABLE AS old_days NEW TABLE AS new_days FOR EACH STATEMENT
  EXECUTE FUNCTION fleet_group_monthly_totals_follow();
--> statement-breakpoint
CREATE TRIGGER fleet_daily_totals_deleted_groups AFTER DELETE ON fleet_daily_totals
  REFERENCING OLD TABLE AS old_days FOR EACH STATEMENT EXECUTE FUNCTION fleet_group_monthly_totals_follow();
--> statement-breakpoint
-- The group months of the days kept so far (the triggers above already hold writers off until this commits).
INSERT INTO fleet_group_monthly_totals (company_id, month, group_id, product, volume_ml, amount_tetri,
  purchases)
SELECT company_id, date_trunc('month', day)::date, group_id, product,
       sum(volume_ml), sum(amount_tetri), sum(purchases)
  FROM fleet_daily_totals
 GROUP BY 1, 2, 3, 4;
