-- A user's last sign-in, shown on the users page. Set at each sign-in; not an edit, so version and
-- updated_at stay as they are.
ALTER TABLE "users" ADD COLUMN "last_signed_in_at" timestamp with time zone;