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
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_order_id_fleet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fleet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_documents" ADD CONSTRAINT "fleet_order_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_order_history" ADD CONSTRAINT "fleet_order_history_order_id_fleet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."fleet_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_orders" ADD CONSTRAINT "fleet_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_order_documents_order_file_unique" ON "fleet_order_documents" USING btree ("order_id","file_id");--> statement-breakpoint
CREATE INDEX "fleet_order_documents_order_idx" ON "fleet_order_documents" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_order_history_order_idx" ON "fleet_order_history" USING btree ("order_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_orders_number_unique" ON "fleet_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_orders_company_idempotency_unique" ON "fleet_orders" USING btree ("company_id","idempotency_key") WHERE "fleet_orders"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "fleet_orders_company_created_idx" ON "fleet_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_company_status_created_idx" ON "fleet_orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_project_status_created_idx" ON "fleet_orders" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "fleet_orders_deadline_idx" ON "fleet_orders" USING btree ("deadline_at") WHERE "fleet_orders"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "fleet_orders_search_trgm_idx" ON "fleet_orders" USING gin ("search_text" gin_trgm_ops);