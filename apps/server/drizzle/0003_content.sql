CREATE TABLE "content_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"api_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"slug" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entity_references" (
	"entity_id" uuid NOT NULL,
	"field" text NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "entity_references_pk" PRIMARY KEY("entity_id","field","target_id")
);
--> statement-breakpoint
CREATE TABLE "entity_unique_values" (
	"project_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"field" text NOT NULL,
	"value" text NOT NULL,
	"entity_id" uuid NOT NULL,
	CONSTRAINT "entity_unique_values_pk" PRIMARY KEY("model_id","field","value")
);
--> statement-breakpoint
ALTER TABLE "content_models" ADD CONSTRAINT "content_models_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entities" ADD CONSTRAINT "entities_model_id_content_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."content_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_references" ADD CONSTRAINT "entity_references_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_references" ADD CONSTRAINT "entity_references_target_id_entities_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_unique_values" ADD CONSTRAINT "entity_unique_values_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_unique_values" ADD CONSTRAINT "entity_unique_values_model_id_content_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."content_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_unique_values" ADD CONSTRAINT "entity_unique_values_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_models_project_api_id_unique" ON "content_models" USING btree ("project_id","api_id");--> statement-breakpoint
CREATE INDEX "content_models_project_created_idx" ON "content_models" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entities_model_slug_unique" ON "entities" USING btree ("model_id","slug") WHERE "entities"."slug" is not null;--> statement-breakpoint
CREATE INDEX "entities_model_created_idx" ON "entities" USING btree ("model_id","created_at","id");--> statement-breakpoint
CREATE INDEX "entities_model_status_created_idx" ON "entities" USING btree ("model_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "entities_model_status_published_idx" ON "entities" USING btree ("model_id","status","published_at","id");--> statement-breakpoint
CREATE INDEX "entities_project_idx" ON "entities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "entity_references_target_idx" ON "entity_references" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "entity_unique_values_entity_idx" ON "entity_unique_values" USING btree ("entity_id");