DROP INDEX "items_project_type_status_idx";--> statement-breakpoint
CREATE INDEX "items_project_created_cover_idx" ON "items" USING btree ("project_id","created_at","id","status","type","price_amount","owner_user_id","interests");--> statement-breakpoint
CREATE INDEX "items_project_type_status_idx" ON "items" USING btree ("project_id","type","status","price_amount","owner_user_id","interests");