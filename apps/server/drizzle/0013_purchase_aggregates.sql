CREATE TABLE "fleet_pending_aggregates" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
