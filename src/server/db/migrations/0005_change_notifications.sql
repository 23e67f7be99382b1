-- App instances learn about changes by being told (LISTEN meterline_changes), not by asking on every
-- request (docs/decisions/004-told-not-asked.md). Payloads:
--   rev:<area>:<revision>  a data area's revision was raised (every write to its tables)
--   user:<id>              a user row changed or went (role, disabled, session version, ...)
--   sid:<sid>              a session was signed out
-- NOTIFY is delivered at commit, to every listening connection, this instance's included.
CREATE OR REPLACE FUNCTION "bump_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  INSERT INTO "data_revisions" ("area", "revision", "updated_at") VALUES (TG_ARGV[0], 1, now())
  ON CONFLICT ("area") DO UPDATE SET "revision" = "data_revisions"."revision" + 1, "updated_at" = now()
  RETURNING "revision" INTO raised;
  PERFORM pg_notify('meterline_changes', 'rev:' || TG_ARGV[0] || ':' || raised);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meterline_changes', 'user:' || OLD."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('meterline_changes', 'sid:' || NEW."sid");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "revoked_sessions_notify" AFTER INSERT ON "revoked_sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_revoked"();
