CREATE TABLE "insight_marks" (
	"source" text PRIMARY KEY NOT NULL,
	"mark" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_rollups" (
	"scope" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"grain" integer NOT NULL,
	"bucket_ms" bigint NOT NULL,
	"value" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_rollups_scope_metric_dimension_grain_bucket_ms_pk" PRIMARY KEY("scope","metric","dimension","grain","bucket_ms")
);
--> statement-breakpoint
CREATE TABLE "insight_uniques" (
	"scope" text NOT NULL,
	"metric" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"grain" integer NOT NULL,
	"bucket_ms" bigint NOT NULL,
	"registers" text NOT NULL,
	CONSTRAINT "insight_uniques_scope_metric_dimension_grain_bucket_ms_pk" PRIMARY KEY("scope","metric","dimension","grain","bucket_ms")
);
