ALTER TABLE "translations" ADD COLUMN "source_lower" text GENERATED ALWAYS AS (lower(source)) STORED;--> statement-breakpoint
ALTER TABLE "translations" ADD COLUMN "text_lower" text GENERATED ALWAYS AS (lower(text)) STORED;--> statement-breakpoint
CREATE INDEX "translations_list_order_idx" ON "translations" USING btree ("machine","key","locale","id");