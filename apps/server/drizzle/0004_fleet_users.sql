ALTER TABLE "company_users" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || coalesce(personal_number, '') || ' ' || phone || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "notification_channels" jsonb DEFAULT '{"inApp":true,"email":true,"sms":false}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "company_users_company_name_idx" ON "company_users" USING btree ("company_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "company_users_search_trgm_idx" ON "company_users" USING gin ("search_text" gin_trgm_ops);