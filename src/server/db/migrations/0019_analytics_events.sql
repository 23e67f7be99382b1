CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"referrer_host" text,
	"locale" text,
	"props" jsonb,
	"visitor" text NOT NULL,
	"staff" boolean DEFAULT false NOT NULL,
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."type" in ('pageview', 'event')),
	CONSTRAINT "analytics_events_name_check" CHECK (("analytics_events"."type" = 'pageview') = ("analytics_events"."name" is null))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_occurred_at_idx" ON "analytics_events" USING btree ("name","occurred_at");