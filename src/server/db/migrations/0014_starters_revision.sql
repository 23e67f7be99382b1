-- A starter configuration is part of a machine's configurator model: a write raises the configurator
-- area's revision, as a write to an option does, so the cached models are built again.
CREATE TRIGGER "configurator_starters_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_starters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
