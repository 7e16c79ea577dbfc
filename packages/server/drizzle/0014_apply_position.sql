CREATE TABLE "apply_position" (
	"id" integer PRIMARY KEY NOT NULL,
	"applied_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_refusals" (
	"event_id" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"type" integer NOT NULL,
	"source" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
