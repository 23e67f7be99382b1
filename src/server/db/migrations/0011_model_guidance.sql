CREATE TABLE "configurator_starters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"machine_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"text_key" text NOT NULL,
	"selection" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_starters_slug_check" CHECK ("configurator_starters"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "configurator_starters_title_check" CHECK (length(trim("configurator_starters"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "configurator_options" ADD COLUMN "help" text;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD COLUMN "recommended_reason" text;--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "lead_time_min_weeks" integer;--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "lead_time_max_weeks" integer;--> statement-breakpoint
ALTER TABLE "configurator_starters" ADD CONSTRAINT "configurator_starters_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_starters_slug_idx" ON "configurator_starters" USING btree ("machine_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_starters_text_key_idx" ON "configurator_starters" USING btree ("text_key");--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_help_check" CHECK ("configurator_options"."help" is null or length(trim("configurator_options"."help")) > 0);--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_recommended_check" CHECK ("configurator_options"."recommended" or "configurator_options"."recommended_reason" is null);--> statement-breakpoint
ALTER TABLE "configurators" ADD CONSTRAINT "configurators_lead_time_check" CHECK (("configurators"."lead_time_min_weeks" is null and "configurators"."lead_time_max_weeks" is null)
      or ("configurators"."lead_time_min_weeks" between 1 and 104 and "configurators"."lead_time_max_weeks" between "configurators"."lead_time_min_weeks" and 104));