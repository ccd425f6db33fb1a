ALTER TABLE "cards" ADD COLUMN "closed_at" timestamp (3) with time zone;--> statement-breakpoint
-- Cards closed before the column: a closed card no longer changes, so its last change is its closing.
UPDATE "cards" SET "closed_at" = "updated_at" WHERE "status" = 'closed';--> statement-breakpoint
CREATE INDEX "cards_company_closed_idx" ON "cards" USING btree ("company_id","closed_at") WHERE "cards"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "cards_number_trgm_idx" ON "cards" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cards_driver_trgm_idx" ON "cards" USING gin ("driver_name" gin_trgm_ops);