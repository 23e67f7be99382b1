CREATE TABLE "part_model_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"byte_size" integer NOT NULL,
	"triangle_count" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_model_files_sha256_check" CHECK ("part_model_files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "part_model_options" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "part_model_options" CASCADE;--> statement-breakpoint
ALTER TABLE "part_models" DROP CONSTRAINT "part_models_file_check";--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "shown_by" text DEFAULT 'always' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "anchor" text;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "position_x" numeric(9, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "position_y" numeric(9, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "position_z" numeric(9, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "rotation_x" numeric(6, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "rotation_y" numeric(6, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "rotation_z" numeric(6, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_models" ADD COLUMN "scale" numeric(9, 3) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "part_model_files" ADD CONSTRAINT "part_model_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows of the earlier form named a file path that no upload ever filled: they go, as no file stands behind them.
DELETE FROM "part_models" WHERE "file" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_file_part_model_files_sha256_fk" FOREIGN KEY ("file") REFERENCES "public"."part_model_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_shown_by_check" CHECK (length(trim("part_models"."shown_by")) > 0);--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_scale_check" CHECK ("part_models"."scale" > 0);