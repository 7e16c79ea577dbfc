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
CREATE TABLE "time_references" (
	"campaign_id" integer NOT NULL,
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"expression" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_references_kind_entity_id_field_pk" PRIMARY KEY("kind","entity_id","field")
);
--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "registered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "level" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_new_viewer_rules" ADD CONSTRAINT "campaign_new_viewer_rules_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_references" ADD CONSTRAINT "time_references_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_references_campaign_idx" ON "time_references" USING btree ("campaign_id");