CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_content_type_check" CHECK ("images"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "images_size_check" CHECK ("images"."byte_size" = octet_length("images"."bytes") and "images"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "general_information_pages" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "published" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before this migration a publication date meant published.
UPDATE "general_information_pages" SET "published" = true WHERE "published_at" IS NOT NULL;--> statement-breakpoint
UPDATE "news_articles" SET "published" = true WHERE "published_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_sha256_idx" ON "images" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "general_information_pages" ADD CONSTRAINT "general_information_pages_published_check" CHECK (not "general_information_pages"."published" or "general_information_pages"."published_at" is not null);--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_published_check" CHECK (not "news_articles"."published" or "news_articles"."published_at" is not null);