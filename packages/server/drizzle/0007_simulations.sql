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
ALTER TABLE "simulations" ADD CONSTRAINT "simulations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;