CREATE TABLE "analytics_daily" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"referrer_host" text,
	"locale" text,
	"props" jsonb,
	"visitor" text NOT NULL,
	"staff" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_type_check" CHECK ("analytics_daily"."type" in ('pageview', 'event')),
	CONSTRAINT "analytics_daily_count_check" CHECK ("analytics_daily"."count" >= 1)
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_occurred_at_idx" ON "analytics_daily" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_daily_name_occurred_at_idx" ON "analytics_daily" USING btree ("name","occurred_at");