CREATE TABLE "sales_mode_sessions" (
	"sid" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"via" text NOT NULL,
	"authorised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_mode_sessions_via_check" CHECK ("sales_mode_sessions"."via" in ('role', 'pin'))
);
--> statement-breakpoint
ALTER TABLE "sales_mode_sessions" ADD CONSTRAINT "sales_mode_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_mode_sessions_user_idx" ON "sales_mode_sessions" USING btree ("user_id");--> statement-breakpoint
-- Every change of a session's sales mode is told to every instance (change-feed.ts): `sales:<sid>`.
CREATE OR REPLACE FUNCTION "notify_sales_mode_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meterline_changes', 'sales:' || COALESCE(NEW."sid", OLD."sid"));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sales_mode_sessions_notify" AFTER INSERT OR UPDATE OR DELETE ON "sales_mode_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_sales_mode_change"();
