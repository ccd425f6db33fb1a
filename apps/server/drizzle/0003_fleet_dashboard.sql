CREATE TABLE "card_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"period" text NOT NULL,
	"unit" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_usage" (
	"card_id" uuid NOT NULL,
	"period" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"spent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"type" text NOT NULL,
	"vehicle_id" uuid,
	"driver_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"allowed_products" text[] NOT NULL,
	"allowed_from_minute" smallint,
	"allowed_to_minute" smallint,
	"allowed_weekdays" smallint[],
	"replaces_card_id" uuid,
	"order_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"registration_type" text NOT NULL,
	"registration_number" text NOT NULL,
	"number_plate" text,
	"make" text,
	"model" text,
	"color" text,
	"fuel_type" text NOT NULL,
	"tank_capacity_ml" integer,
	"trailer_number" text,
	"group_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"odometer_km" integer,
	"search_text" text GENERATED ALWAYS AS (registration_number || ' ' || replace(registration_number, '-', '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '')) STORED NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_order_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"url" text NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_order_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_kind" text NOT NULL,
	"by_id" text,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"project_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"payment_type" text DEFAULT 'transfer' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" text[] NOT NULL,
	"delivery" jsonb,
	"card_request" jsonb,
	"total_amount" bigint NOT NULL,
	"currency" text DEFAULT 'GEL' NOT NULL,
	"note" text,
	"reject_reason" text,
	"due_date" date,
	"deadline_at" timestamp (3) with time zone,
	"company_confirmed_at" timestamp (3) with time zone,
	"retailer_confirmed_at" timestamp (3) with time zone,
	"paid_at" timestamp (3) with time zone,
	"payment_transaction_id" uuid,
	"payment_url" text,
	"idempotency_key" text,
	"request_hash" text,
	"created_by_user_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "fleet_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
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
DROP INDEX "items_project_type_status_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "points_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(personal_number, '') || ' ' || phone || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "notification_channels" jsonb DEFAULT '{"inApp":true,"email":true,"sms":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "card_limits" ADD CONSTRAINT "card_limits_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage" ADD CONSTRAINT "card_usage_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_groups" ADD CONSTRAINT "vehicle_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_order_id_fleet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fleet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_history" ADD CONSTRAINT "fleet_order_history_order_id_fleet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fleet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_counterpart_company_id_companies_id_fk" FOREIGN KEY ("counterpart_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_rates" ADD CONSTRAINT "points_rates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transactions" ADD CONSTRAINT "card_transactions_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_daily_totals" ADD CONSTRAINT "fleet_daily_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_limits_card_period_unique" ON "card_limits" USING btree ("card_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "card_usage_window_unique" ON "card_usage" USING btree ("card_id","period","window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_number_unique" ON "cards" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cards_company_status_idx" ON "cards" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "cards_vehicle_idx" ON "cards" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_groups_company_name_unique" ON "vehicle_groups" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_registration_unique" ON "vehicles" USING btree ("company_id","registration_number");--> statement-breakpoint
CREATE INDEX "vehicles_company_created_idx" ON "vehicles" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_company_group_idx" ON "vehicles" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_fuel_idx" ON "vehicles" USING btree ("company_id","status","fuel_type");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_order_documents_order_file_unique" ON "fleet_order_documents" USING btree ("order_id","file_id");--> statement-breakpoint
CREATE INDEX "fleet_order_documents_order_idx" ON "fleet_order_documents" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_order_history_order_idx" ON "fleet_order_history" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_orders_number_unique" ON "fleet_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_orders_company_idempotency_unique" ON "fleet_orders" USING btree ("company_id","idempotency_key") WHERE "fleet_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "fleet_orders_company_created_idx" ON "fleet_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_company_status_created_idx" ON "fleet_orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_project_status_created_idx" ON "fleet_orders" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_deadline_idx" ON "fleet_orders" USING btree ("deadline_at") WHERE "fleet_orders"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "fleet_orders_search_trgm_idx" ON "fleet_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "points_ledger_company_at_idx" ON "points_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_company_kind_at_idx" ON "points_ledger" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_idempotency_unique" ON "points_ledger" USING btree ("company_id","idempotency_key") WHERE "points_ledger"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_transaction_kind_unique" ON "points_ledger" USING btree ("transaction_id","kind") WHERE "points_ledger"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "fleet_audit_company_at_idx" ON "fleet_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_company_entity_at_idx" ON "fleet_audit" USING btree ("company_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_entity_idx" ON "fleet_audit" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_actor_idx" ON "fleet_audit" USING btree ("company_id","actor_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "card_transactions_terminal_unique" ON "card_transactions" USING btree ("project_id","terminal_id","terminal_transaction_id");--> statement-breakpoint
CREATE INDEX "card_transactions_company_at_idx" ON "card_transactions" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "card_transactions_card_at_idx" ON "card_transactions" USING btree ("card_id","at");--> statement-breakpoint
CREATE INDEX "card_transactions_vehicle_at_idx" ON "card_transactions" USING btree ("vehicle_id","at") WHERE "card_transactions"."odometer_km" is not null;--> statement-breakpoint
CREATE INDEX "card_transactions_company_anomalies_idx" ON "card_transactions" USING btree ("company_id","at") WHERE cardinality("card_transactions"."anomalies") > 0;--> statement-breakpoint
CREATE INDEX "card_transactions_company_decision_idx" ON "card_transactions" USING btree ("company_id","decision","at");--> statement-breakpoint
CREATE INDEX "items_project_created_cover_idx" ON "items" USING btree ("project_id","created_at","id","status","type","price_amount","owner_user_id","interests");--> statement-breakpoint
CREATE INDEX "company_users_company_name_idx" ON "company_users" USING btree ("company_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "company_users_search_trgm_idx" ON "company_users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_project_type_status_idx" ON "items" USING btree ("project_id","type","status","price_amount","owner_user_id","interests");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_points_not_negative" CHECK ("companies"."points_balance" >= 0);