-- The campaign list's text filters (name, code name, design name: ILIKE '%text%') use trigram indexes.
-- pg_trgm is a trusted extension (PostgreSQL 13+: the database owner may create it); PGlite loads it in
-- db/client.ts. It lives in public so that every schema (the tests isolate one per file) finds its operator
-- class; the advisory lock keeps migrations of several schemas at once from creating it twice.
SELECT pg_advisory_xact_lock(7160725);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm_idx" ON "campaigns" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_code_name_trgm_idx" ON "campaigns" USING gin ("code_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaigns_design_name_trgm_idx" ON "campaigns" USING gin ("design_name" public.gin_trgm_ops);
