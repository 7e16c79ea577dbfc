CREATE TABLE "mission_reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"prize_type" integer NOT NULL,
	"item_id" text NOT NULL,
	"item_count" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_rewards" (
	"mission_id" integer PRIMARY KEY NOT NULL,
	"prize_type" integer NOT NULL,
	"item_id" text NOT NULL,
	"item_icon_url" text DEFAULT '' NOT NULL,
	"item_count" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mission_reward_claims" ADD CONSTRAINT "mission_reward_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_reward_claims_once_idx" ON "mission_reward_claims" USING btree ("mission_id","user_id");