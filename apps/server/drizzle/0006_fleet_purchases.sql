CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"counterpart_company_id" uuid,
	"card_id" uuid,
	"transaction_id" uuid,
	"idempotency_key" text,
	"user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rates" (
	"project_id" uuid NOT NULL,
	"product" text NOT NULL,
	"points_per_liter" integer NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rates_project_id_product_pk" PRIMARY KEY("project_id","product")
);
--> statement-breakpoint
CREATE TABLE "card_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid,
	"card_id" uuid,
	"card_number" text NOT NULL,
	"vehicle_id" uuid,
	"group_id" uuid,
	"station_id" text NOT NULL,
	"terminal_id" text NOT NULL,
	"terminal_transaction_id" text NOT NULL,
	"product" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"refusal" jsonb,
	"volume_ml" integer NOT NULL,
	"amount_tetri" bigint NOT NULL,
	"unit_price_tetri" integer NOT NULL,
	"bookings" jsonb DEFAULT '[]' NOT NULL,
	"odometer_km" integer,
	"alerted_at" timestamp (3) with time zone,
	"anomalies" text[] DEFAULT '{}' NOT NULL,
	"points_earned" bigint DEFAULT 0 NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"voided_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "fleet_daily_totals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"card_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"group_id" uuid,
	"product" text NOT NULL,
	"volume_ml" bigint DEFAULT 0 NOT NULL,
	"amount_tetri" bigint DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fleet_daily_totals_key_unique" UNIQUE NULLS NOT DISTINCT("company_id","day","card_id","vehicle_id","group_id","product")
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_counterpart_company_id_companies_id_fk" FOREIGN KEY ("counterpart_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rates" ADD CONSTRAINT "points_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_daily_totals" ADD CONSTRAINT "fleet_daily_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_company_at_idx" ON "points_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_company_kind_at_idx" ON "points_ledger" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_idempotency_unique" ON "points_ledger" USING btree ("company_id","idempotency_key") WHERE "points_ledger"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_transaction_kind_unique" ON "points_ledger" USING btree ("transaction_id","kind") WHERE "points_ledger"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_terminal_unique" ON "card_transactions" USING btree ("project_id","terminal_id","terminal_transaction_id");--> statement-breakpoint
CREATE INDEX "card_transactions_company_at_idx" ON "card_transactions" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "card_transactions_card_at_idx" ON "card_transactions" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "card_transactions_vehicle_at_idx" ON "card_transactions" USING btree ("vehicle_id","at") WHERE "card_transactions"."odometer_km" is not null;--> statement-breakpoint
CREATE INDEX "card_transactions_company_anomalies_idx" ON "card_transactions" USING btree ("company_id","at") WHERE cardinality("card_transactions"."anomalies") > 0;--> statement-breakpoint
CREATE INDEX "card_transactions_company_decision_idx" ON "card_transactions" USING btree ("company_id","decision","at");