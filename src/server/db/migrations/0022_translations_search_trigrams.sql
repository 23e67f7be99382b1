-- Trigram indexes for the translations' search (schema/i18n.ts): pg_trgm is a trusted extension, which the
-- database's owner may create (PostgreSQL 13 and later); PGlite loads it in pglite-client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "translations_source_trgm_idx" ON "translations" USING gin ("source_lower" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "translations_text_trgm_idx" ON "translations" USING gin ("text_lower" gin_trgm_ops) WITH (fastupdate=false);