DROP INDEX "fleet_orders_company_created_idx";--> statement-breakpoint
DROP INDEX "fleet_orders_company_status_created_idx";--> statement-breakpoint
CREATE INDEX "fleet_orders_company_created_idx" ON "fleet_orders" USING btree ("company_id","created_at","kind");--> statement-breakpoint
CREATE INDEX "fleet_orders_company_status_created_idx" ON "fleet_orders" USING btree ("company_id","status","created_at","kind");