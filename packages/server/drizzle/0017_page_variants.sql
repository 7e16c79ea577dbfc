CREATE TABLE "page_variants" (
	"campaign_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"weight" integer NOT NULL,
	CONSTRAINT "page_variants_campaign_id_key_pk" PRIMARY KEY("campaign_id","key")
);
--> statement-breakpoint
ALTER TABLE "page_variants" ADD CONSTRAINT "page_variants_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_variants" ADD CONSTRAINT "page_variants_project_id_editor_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."editor_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_variants_project_idx" ON "page_variants" USING btree ("project_id");