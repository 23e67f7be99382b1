-- A keyed default per option (e.g. 480 V / 60 Hz mains for US and CA destinations): which choices make it
-- the preselected option instead of the plain default. Null: no keyed default.
ALTER TABLE "configurator_options" ADD COLUMN "default_when" jsonb;