CREATE TABLE "idempotency_keys" (
	"key" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_check" CHECK ("idempotency_keys"."scope" in ('saveConfiguration', 'requestQuote'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trade_fair_pin_offline" jsonb;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");