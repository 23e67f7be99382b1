CREATE TABLE "glossary_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glossary_terms_term_check" CHECK (length(trim("glossary_terms"."term")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "translation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"locale" text NOT NULL,
	"keys" text[] NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"error" text,
	"created_by" uuid,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner" text,
	"heartbeat_at" timestamp with time zone,
	CONSTRAINT "translation_jobs_status_check" CHECK ("translation_jobs"."status" in ('running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "id" text GENERATED ALWAYS AS (locale || ':' || key) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "context" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "machine" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "built" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_jobs" ADD CONSTRAINT "translation_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_term_idx" ON "glossary_terms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "translation_jobs_status_idx" ON "translation_jobs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_id_idx" ON "translations" USING btree ("id");--> statement-breakpoint
CREATE INDEX "translations_locale_state_idx" ON "translations" USING btree ("locale","state");--> statement-breakpoint
INSERT INTO "glossary_terms" ("term", "note") VALUES
	('Aldermann Dosiertechnik', 'The maker''s name, kept in every language.'),
	('Aldermann', 'The maker''s short name.'),
	('Meterline', 'The name of this application.')
ON CONFLICT DO NOTHING;
