CREATE TABLE "gift_bucket_crawler" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"tick_interval" integer DEFAULT 100 NOT NULL,
	"ensure_id_continuous" boolean DEFAULT false NOT NULL,
	"accumulator_interval" integer DEFAULT 1000 NOT NULL,
	"batch_size" integer DEFAULT 500 NOT NULL,
	"mark" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_buckets" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'BeStable' NOT NULL,
	"gift_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"container_id" integer NOT NULL,
	"mark" bigint DEFAULT 0 NOT NULL,
	"recalculate_to" bigint,
	"last_gift_at" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"method" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"sent" bigint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_buckets" ADD CONSTRAINT "gift_buckets_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_email_idx" ON "admin_sessions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "events_seq_idx" ON "events" USING btree ("seq");