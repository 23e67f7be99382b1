CREATE TABLE "saved_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text,
	"total_cents" bigint,
	"total_from" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_configurations_name_check" CHECK ("saved_configurations"."name" is null or (length(trim("saved_configurations"."name")) > 0 and char_length("saved_configurations"."name") <= 80))
);
--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_configurations" ADD CONSTRAINT "saved_configurations_code_configuration_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."configuration_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_configurations_user_code_idx" ON "saved_configurations" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "saved_configurations_user_saved_idx" ON "saved_configurations" USING btree ("user_id","saved_at");--> statement-breakpoint
CREATE INDEX "saved_configurations_code_idx" ON "saved_configurations" USING btree ("code");--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD CONSTRAINT "configuration_codes_customer_check" CHECK ("configuration_codes"."customer" is null or (length(trim("configuration_codes"."customer")) > 0 and char_length("configuration_codes"."customer") <= 120));