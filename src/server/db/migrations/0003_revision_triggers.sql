-- Every write to a table of a data area raises that area's revision in the same transaction.
-- App instances cache serialised responses per revision (src/server/api/rest/revision-cache.ts), so one
-- cheap read of data_revisions tells any instance sharing this database whether its bytes are current,
-- whichever code path wrote the change.
INSERT INTO "data_revisions" ("area", "revision") VALUES ('catalogue', 1), ('configurator', 1), ('i18n', 1), ('generalInformation', 1), ('news', 1), ('settings', 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_data_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_revisions" ("area", "revision", "updated_at") VALUES (TG_ARGV[0], 1, now())
  ON CONFLICT ("area") DO UPDATE SET "revision" = "data_revisions"."revision" + 1, "updated_at" = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "languages_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "pressure_equipment_directives_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pressure_equipment_directives" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "countries_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "fuses_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fuses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "control_platforms_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "control_platforms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "day_tanks_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "day_tanks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "hose_lines_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hose_lines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "filters_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "filters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "cleaning_methods_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cleaning_methods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "pump_types_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pump_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "pumps_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pumps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "mixhead_series_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mixhead_series" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "mixheads_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mixheads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "injector_types_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "injector_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "injector_materials_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "injector_materials" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "injectors_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "injectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "peripheral_equipment_types_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "peripheral_equipment_types" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "peripheral_equipment_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "peripheral_equipment" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "tank_farm_capacities_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tank_farm_capacities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "tank_farm_equipment_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tank_farm_equipment" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "foam_formulations_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "foam_formulations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machines_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machines" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_versions_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_machine_versions_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_machine_versions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_version_pumps_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_version_pumps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_version_mixheads_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_version_mixheads" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_version_peripheral_equipment_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_version_peripheral_equipment" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_version_tank_farm_capacities_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_version_tank_farm_capacities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "machine_version_injectors_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "machine_version_injectors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "configurators_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurators" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_day_tanks_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_day_tanks" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_steps_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_steps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_sub_steps_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_sub_steps" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_options_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_option_prices_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_option_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_option_filters_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_option_filters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "configurator_package_options_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "configurator_package_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "base_prices_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "base_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "agency_base_prices_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agency_base_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "part_models_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "part_models" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "part_model_options_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "part_model_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('configurator');
--> statement-breakpoint
CREATE TRIGGER "interface_languages_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interface_languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('i18n');
--> statement-breakpoint
CREATE TRIGGER "translations_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "translations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('i18n');
--> statement-breakpoint
CREATE TRIGGER "general_information_pages_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "general_information_pages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('generalInformation');
--> statement-breakpoint
CREATE TRIGGER "news_articles_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('news');
--> statement-breakpoint
CREATE TRIGGER "app_settings_bump_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_revision"('settings');
