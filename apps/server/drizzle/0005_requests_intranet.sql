CREATE TABLE "intranet_boxes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intranet_employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"position" text NOT NULL,
	"department" text NOT NULL,
	"manager_id" uuid,
	"start_date" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_employees_not_own_manager" CHECK ("intranet_employees"."manager_id" <> "intranet_employees"."id")
);
--> statement-breakpoint
CREATE TABLE "intranet_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"notes" text,
	"request_action_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intranet_holiday_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"request_action_id" uuid NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intranet_holiday_settings" (
	"project_id" uuid NOT NULL,
	"type" text NOT NULL,
	"accrual_type" text NOT NULL,
	"days_per_year" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intranet_holiday_settings_project_id_type_pk" PRIMARY KEY("project_id","type")
);
--> statement-breakpoint
CREATE TABLE "intranet_public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_action_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_action_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "request_action_comments_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_action_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_action_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"details" jsonb,
	"sequence" integer GENERATED ALWAYS AS IDENTITY (sequence name "request_action_history_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb NOT NULL,
	"proposal" jsonb,
	"start_date" date,
	"end_date" date,
	"holiday_type" text,
	"days" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intranet_boxes" ADD CONSTRAINT "intranet_boxes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_boxes" ADD CONSTRAINT "intranet_boxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_employees" ADD CONSTRAINT "intranet_employees_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_employees" ADD CONSTRAINT "intranet_employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_employees" ADD CONSTRAINT "intranet_employees_manager_id_intranet_employees_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."intranet_employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_events" ADD CONSTRAINT "intranet_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_events" ADD CONSTRAINT "intranet_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_events" ADD CONSTRAINT "intranet_events_request_action_id_request_actions_id_fk" FOREIGN KEY ("request_action_id") REFERENCES "public"."request_actions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_holiday_ledger" ADD CONSTRAINT "intranet_holiday_ledger_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_holiday_ledger" ADD CONSTRAINT "intranet_holiday_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_holiday_ledger" ADD CONSTRAINT "intranet_holiday_ledger_request_action_id_request_actions_id_fk" FOREIGN KEY ("request_action_id") REFERENCES "public"."request_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_holiday_settings" ADD CONSTRAINT "intranet_holiday_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intranet_public_holidays" ADD CONSTRAINT "intranet_public_holidays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action_comments" ADD CONSTRAINT "request_action_comments_request_action_id_request_actions_id_fk" FOREIGN KEY ("request_action_id") REFERENCES "public"."request_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_action_history" ADD CONSTRAINT "request_action_history_request_action_id_request_actions_id_fk" FOREIGN KEY ("request_action_id") REFERENCES "public"."request_actions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_actions" ADD CONSTRAINT "request_actions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_actions" ADD CONSTRAINT "request_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "intranet_boxes_user_type_created_idx" ON "intranet_boxes" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "intranet_employees_project_user_unique" ON "intranet_employees" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "intranet_employees_project_department_idx" ON "intranet_employees" USING btree ("project_id","department");--> statement-breakpoint
CREATE INDEX "intranet_employees_manager_idx" ON "intranet_employees" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "intranet_events_user_start_idx" ON "intranet_events" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "intranet_events_request_unique" ON "intranet_events" USING btree ("request_action_id") WHERE "intranet_events"."request_action_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "intranet_holiday_ledger_request_unique" ON "intranet_holiday_ledger" USING btree ("request_action_id");--> statement-breakpoint
CREATE INDEX "intranet_holiday_ledger_project_type_start_idx" ON "intranet_holiday_ledger" USING btree ("project_id","type","start_date");--> statement-breakpoint
CREATE INDEX "intranet_holiday_ledger_user_type_start_idx" ON "intranet_holiday_ledger" USING btree ("user_id","type","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "intranet_public_holidays_project_date_unique" ON "intranet_public_holidays" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "request_action_comments_request_created_idx" ON "request_action_comments" USING btree ("request_action_id","created_at");--> statement-breakpoint
CREATE INDEX "request_action_history_request_created_idx" ON "request_action_history" USING btree ("request_action_id","created_at");--> statement-breakpoint
CREATE INDEX "request_actions_project_status_created_idx" ON "request_actions" USING btree ("project_id","status","created_at");--> statement-breakpoint
CREATE INDEX "request_actions_user_created_idx" ON "request_actions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "request_actions_user_start_idx" ON "request_actions" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "request_actions_project_holiday_start_idx" ON "request_actions" USING btree ("project_id","holiday_type","start_date");