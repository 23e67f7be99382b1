CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"phone" text,
	"message" text,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_last_error" text,
	"mail_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_claimed_until" timestamp with time zone,
	"mail_sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" in ('new', 'contacted', 'won', 'lost')),
	CONSTRAINT "quote_requests_mail_status_check" CHECK ("quote_requests"."mail_status" in ('pending', 'sending', 'sent', 'logged', 'failed')),
	CONSTRAINT "quote_requests_country_check" CHECK ("quote_requests"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "quote_requests_name_check" CHECK (length(trim("quote_requests"."name")) > 0),
	CONSTRAINT "quote_requests_email_check" CHECK ("quote_requests"."email" ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
	CONSTRAINT "quote_requests_attempts_check" CHECK ("quote_requests"."mail_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"window_s" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_window_check" CHECK ("rate_limit_counters"."window_s" > 0)
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD COLUMN "labels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_code_configuration_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."configuration_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_locale_interface_languages_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."interface_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_mail_due_idx" ON "quote_requests" USING btree ("mail_status","mail_next_attempt_at");--> statement-breakpoint
CREATE INDEX "quote_requests_code_idx" ON "quote_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");