ALTER TABLE "insight_uniques" ADD COLUMN "estimate" integer;--> statement-breakpoint
CREATE INDEX "insight_rollups_scope_grain_bucket_idx" ON "insight_rollups" USING btree ("scope","grain","bucket_ms");--> statement-breakpoint
CREATE INDEX "insight_uniques_scope_grain_bucket_idx" ON "insight_uniques" USING btree ("scope","grain","bucket_ms");