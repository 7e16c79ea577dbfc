CREATE TABLE "replay_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"container_ids" jsonb NOT NULL,
	"status" text NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"requested_by" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mission_completions" (
	"mission_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"completed_ms" bigint NOT NULL,
	CONSTRAINT "mission_completions_mission_id_user_id_pk" PRIMARY KEY("mission_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "replay_jobs" ADD COLUMN "batch_id" bigint;--> statement-breakpoint
ALTER TABLE "replay_batches" ADD CONSTRAINT "replay_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replay_batches_campaign_idx" ON "replay_batches" USING btree ("campaign_id","id");--> statement-breakpoint
CREATE INDEX "mission_completions_day_idx" ON "mission_completions" USING btree ("mission_id","completed_ms");--> statement-breakpoint
CREATE INDEX "missions_container_idx" ON "missions" USING btree ("mission_container_id");--> statement-breakpoint
CREATE INDEX "replay_jobs_batch_idx" ON "replay_jobs" USING btree ("batch_id");