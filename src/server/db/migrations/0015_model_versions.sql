CREATE TABLE "configurator_drafts" (
	"machine_id" uuid PRIMARY KEY NOT NULL,
	"draft_version" integer DEFAULT 1 NOT NULL,
	"based_on_model_version" integer NOT NULL,
	"model" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"updated_by_label" text
);
--> statement-breakpoint
CREATE TABLE "configurator_model_versions" (
	"machine_id" uuid NOT NULL,
	"model_version" integer NOT NULL,
	"model" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_label" text NOT NULL,
	"note" text,
	"rolled_back_from" integer,
	CONSTRAINT "configurator_model_versions_machine_id_model_version_pk" PRIMARY KEY("machine_id","model_version"),
	CONSTRAINT "configurator_model_versions_version_check" CHECK ("configurator_model_versions"."model_version" >= 1),
	CONSTRAINT "configurator_model_versions_note_check" CHECK ("configurator_model_versions"."note" is null or char_length("configurator_model_versions"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "agency_isos" text[];--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "discount_rate_per_option" numeric(6, 5);--> statement-breakpoint
ALTER TABLE "configurators" ADD COLUMN "public_prices" boolean;--> statement-breakpoint
ALTER TABLE "configurator_drafts" ADD CONSTRAINT "configurator_drafts_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_drafts" ADD CONSTRAINT "configurator_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_model_versions" ADD CONSTRAINT "configurator_model_versions_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_model_versions" ADD CONSTRAINT "configurator_model_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'import', 'seed', 'translate', 'publish', 'rollback'));--> statement-breakpoint
ALTER TABLE "configurators" ADD CONSTRAINT "configurators_discount_rate_check" CHECK ("configurators"."discount_rate_per_option" is null or "configurators"."discount_rate_per_option" between 0 and 0.05);