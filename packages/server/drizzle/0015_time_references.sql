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
ALTER TABLE "time_references" ADD CONSTRAINT "time_references_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_references_campaign_idx" ON "time_references" USING btree ("campaign_id");