CREATE INDEX "campaigns_end_time_idx" ON "campaigns" USING btree ("end_time");--> statement-breakpoint
CREATE INDEX "campaigns_duration_type_idx" ON "campaigns" USING btree ("duration_type");--> statement-breakpoint
CREATE INDEX "campaigns_regions_idx" ON "campaigns" USING gin ("regions" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "campaigns_tag_ids_idx" ON "campaigns" USING gin ("tag_ids" jsonb_path_ops);