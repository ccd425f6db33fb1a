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
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "companies" ADD COLUMN "points_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_limits" ADD CONSTRAINT "card_limits_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_usage" ADD CONSTRAINT "card_usage_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_groups" ADD CONSTRAINT "vehicle_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "vehicles_registration_trgm_idx" ON "vehicles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fleet_audit_company_at_idx" ON "fleet_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_company_entity_at_idx" ON "fleet_audit" USING btree ("company_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_entity_idx" ON "fleet_audit" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_actor_idx" ON "fleet_audit" USING btree ("company_id","actor_user_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_points_not_negative" CHECK ("companies"."points_balance" >= 0);