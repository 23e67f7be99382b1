ALTER TABLE "configurator_options" ADD COLUMN "mixhead_id" uuid;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_mixhead_id_mixheads_id_fk" FOREIGN KEY ("mixhead_id") REFERENCES "public"."mixheads"("id") ON DELETE no action ON UPDATE no action;
