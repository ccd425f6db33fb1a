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
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_audit" ADD CONSTRAINT "fleet_audit_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fleet_audit_company_at_idx" ON "fleet_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_company_entity_at_idx" ON "fleet_audit" USING btree ("company_id","entity","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_entity_idx" ON "fleet_audit" USING btree ("entity_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_audit_actor_idx" ON "fleet_audit" USING btree ("company_id","actor_user_id","created_at");