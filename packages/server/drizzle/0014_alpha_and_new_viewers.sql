CREATE TABLE "alpha_features" (
	"feature" text NOT NULL,
	"environment" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alpha_features_feature_environment_pk" PRIMARY KEY("feature","environment")
);
--> statement-breakpoint
CREATE TABLE "campaign_new_viewer_rules" (
	"campaign_id" integer PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"at_most" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_new_viewer_rules" ADD CONSTRAINT "campaign_new_viewer_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;