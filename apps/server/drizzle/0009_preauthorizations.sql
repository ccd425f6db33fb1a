CREATE TABLE "card_preauthorizations" (
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
	"status" text,
	"volume_ml" integer NOT NULL,
	"amount_tetri" bigint NOT NULL,
	"unit_price_tetri" integer NOT NULL,
	"bookings" jsonb DEFAULT '[]' NOT NULL,
	"odometer_km" integer,
	"at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone,
	"closed_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_group_id_vehicle_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."vehicle_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_preauthorizations_terminal_unique" ON "card_preauthorizations" USING btree ("project_id","terminal_id","terminal_transaction_id");--> statement-breakpoint
CREATE INDEX "card_preauthorizations_held_idx" ON "card_preauthorizations" USING btree ("expires_at","id") WHERE "card_preauthorizations"."status" = 'held';