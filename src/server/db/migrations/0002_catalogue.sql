CREATE TABLE "cleaning_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_methods_name_check" CHECK (length(trim("cleaning_methods"."name")) > 0),
	CONSTRAINT "cleaning_methods_available_to_check" CHECK ("cleaning_methods"."available_to" is null or "cleaning_methods"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "control_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"screen_inches" numeric(4, 1),
	CONSTRAINT "control_platforms_name_check" CHECK (length(trim("control_platforms"."name")) > 0),
	CONSTRAINT "control_platforms_available_to_check" CHECK ("control_platforms"."available_to" is null or "control_platforms"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "control_platforms_screen_check" CHECK ("control_platforms"."screen_inches" is null or "control_platforms"."screen_inches" > 0)
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"iso" text NOT NULL,
	"ped_id" uuid NOT NULL,
	"agency" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_name_check" CHECK (length(trim("countries"."name")) > 0),
	CONSTRAINT "countries_available_to_check" CHECK ("countries"."available_to" is null or "countries"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "countries_iso_check" CHECK ("countries"."iso" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "day_tanks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"volume_l" integer NOT NULL,
	"text_key" text NOT NULL,
	CONSTRAINT "day_tanks_name_check" CHECK (length(trim("day_tanks"."name")) > 0),
	CONSTRAINT "day_tanks_available_to_check" CHECK ("day_tanks"."available_to" is null or "day_tanks"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "day_tanks_volume_check" CHECK ("day_tanks"."volume_l" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mesh_microns" integer NOT NULL,
	CONSTRAINT "filters_name_check" CHECK (length(trim("filters"."name")) > 0),
	CONSTRAINT "filters_available_to_check" CHECK ("filters"."available_to" is null or "filters"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "filters_mesh_check" CHECK ("filters"."mesh_microns" between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "fuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amperes" integer NOT NULL,
	CONSTRAINT "fuses_name_check" CHECK (length(trim("fuses"."name")) > 0),
	CONSTRAINT "fuses_available_to_check" CHECK ("fuses"."available_to" is null or "fuses"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "fuses_amperes_check" CHECK ("fuses"."amperes" between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "hose_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"length_m" numeric(5, 1) NOT NULL,
	"heated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hose_lines_name_check" CHECK (length(trim("hose_lines"."name")) > 0),
	CONSTRAINT "hose_lines_available_to_check" CHECK ("hose_lines"."available_to" is null or "hose_lines"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "hose_lines_length_check" CHECK ("hose_lines"."length_m" > 0 and "hose_lines"."length_m" <= 100)
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "languages_name_check" CHECK (length(trim("languages"."name")) > 0),
	CONSTRAINT "languages_available_to_check" CHECK ("languages"."available_to" is null or "languages"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "languages_code_check" CHECK ("languages"."code" ~ '^[a-z]{2,3}(-[A-Z]{2})?$')
);
--> statement-breakpoint
CREATE TABLE "pressure_equipment_directives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "pressure_equipment_directives_name_check" CHECK (length(trim("pressure_equipment_directives"."name")) > 0),
	CONSTRAINT "pressure_equipment_directives_available_to_check" CHECK ("pressure_equipment_directives"."available_to" is null or "pressure_equipment_directives"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "injector_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "injector_materials_name_check" CHECK (length(trim("injector_materials"."name")) > 0),
	CONSTRAINT "injector_materials_available_to_check" CHECK ("injector_materials"."available_to" is null or "injector_materials"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "injector_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "injector_types_name_check" CHECK (length(trim("injector_types"."name")) > 0),
	CONSTRAINT "injector_types_available_to_check" CHECK ("injector_types"."available_to" is null or "injector_types"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "injectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"type_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"nozzle_diameter_mm" numeric(5, 2),
	CONSTRAINT "injectors_name_check" CHECK (length(trim("injectors"."name")) > 0),
	CONSTRAINT "injectors_available_to_check" CHECK ("injectors"."available_to" is null or "injectors"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "injectors_nozzle_check" CHECK ("injectors"."nozzle_diameter_mm" is null or "injectors"."nozzle_diameter_mm" > 0)
);
--> statement-breakpoint
CREATE TABLE "mixhead_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pressure_class" text NOT NULL,
	CONSTRAINT "mixhead_series_name_check" CHECK (length(trim("mixhead_series"."name")) > 0),
	CONSTRAINT "mixhead_series_available_to_check" CHECK ("mixhead_series"."available_to" is null or "mixhead_series"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "mixhead_series_pressure_class_check" CHECK ("mixhead_series"."pressure_class" in ('low', 'high'))
);
--> statement-breakpoint
CREATE TABLE "mixheads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"series_id" uuid NOT NULL,
	"min_g_per_s" numeric(8, 1) NOT NULL,
	"max_g_per_s" numeric(8, 1) NOT NULL,
	"components" integer DEFAULT 2 NOT NULL,
	"pressure_class" text NOT NULL,
	CONSTRAINT "mixheads_name_check" CHECK (length(trim("mixheads"."name")) > 0),
	CONSTRAINT "mixheads_available_to_check" CHECK ("mixheads"."available_to" is null or "mixheads"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "mixheads_output_check" CHECK ("mixheads"."min_g_per_s" > 0 and "mixheads"."max_g_per_s" >= "mixheads"."min_g_per_s"),
	CONSTRAINT "mixheads_components_check" CHECK ("mixheads"."components" between 2 and 6),
	CONSTRAINT "mixheads_pressure_class_check" CHECK ("mixheads"."pressure_class" in ('low', 'high'))
);
--> statement-breakpoint
CREATE TABLE "peripheral_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"type_id" uuid NOT NULL,
	CONSTRAINT "peripheral_equipment_name_check" CHECK (length(trim("peripheral_equipment"."name")) > 0),
	CONSTRAINT "peripheral_equipment_available_to_check" CHECK ("peripheral_equipment"."available_to" is null or "peripheral_equipment"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "peripheral_equipment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "peripheral_equipment_types_name_check" CHECK (length(trim("peripheral_equipment_types"."name")) > 0),
	CONSTRAINT "peripheral_equipment_types_available_to_check" CHECK ("peripheral_equipment_types"."available_to" is null or "peripheral_equipment_types"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "peripheral_equipment_types_category_check" CHECK ("peripheral_equipment_types"."category" in ('machineComponents', 'preConditioning'))
);
--> statement-breakpoint
CREATE TABLE "pump_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pump_types_name_check" CHECK (length(trim("pump_types"."name")) > 0),
	CONSTRAINT "pump_types_available_to_check" CHECK ("pump_types"."available_to" is null or "pump_types"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "pumps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"pump_type_id" uuid NOT NULL,
	"pressure_class" text NOT NULL,
	"displacement_cm3_per_rev" numeric(8, 3) NOT NULL,
	"min_rpm" integer NOT NULL,
	"max_rpm" integer NOT NULL,
	"max_pressure_bar" integer NOT NULL,
	CONSTRAINT "pumps_name_check" CHECK (length(trim("pumps"."name")) > 0),
	CONSTRAINT "pumps_available_to_check" CHECK ("pumps"."available_to" is null or "pumps"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "pumps_pressure_class_check" CHECK ("pumps"."pressure_class" in ('low', 'high')),
	CONSTRAINT "pumps_displacement_check" CHECK ("pumps"."displacement_cm3_per_rev" > 0),
	CONSTRAINT "pumps_rpm_check" CHECK ("pumps"."min_rpm" > 0 and "pumps"."max_rpm" >= "pumps"."min_rpm" and "pumps"."max_rpm" <= 6000),
	CONSTRAINT "pumps_pressure_check" CHECK ("pumps"."max_pressure_bar" between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "tank_farm_capacities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tanks" integer NOT NULL,
	"tank_volume_l" integer NOT NULL,
	CONSTRAINT "tank_farm_capacities_name_check" CHECK (length(trim("tank_farm_capacities"."name")) > 0),
	CONSTRAINT "tank_farm_capacities_available_to_check" CHECK ("tank_farm_capacities"."available_to" is null or "tank_farm_capacities"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "tank_farm_capacities_size_check" CHECK ("tank_farm_capacities"."tanks" between 1 and 50 and "tank_farm_capacities"."tank_volume_l" > 0)
);
--> statement-breakpoint
CREATE TABLE "tank_farm_equipment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tank_farm_equipment_name_check" CHECK (length(trim("tank_farm_equipment"."name")) > 0),
	CONSTRAINT "tank_farm_equipment_available_to_check" CHECK ("tank_farm_equipment"."available_to" is null or "tank_farm_equipment"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "foam_formulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"application" text NOT NULL,
	"iso_parts_per_100_poly" numeric(7, 2) NOT NULL,
	"density_poly" numeric(5, 3) NOT NULL,
	"density_iso" numeric(5, 3) NOT NULL,
	"viscosity_poly_mpas" numeric(8, 0) NOT NULL,
	"viscosity_iso_mpas" numeric(8, 0) NOT NULL,
	"processing_temperature_c" numeric(4, 1) NOT NULL,
	CONSTRAINT "foam_formulations_name_check" CHECK (length(trim("foam_formulations"."name")) > 0),
	CONSTRAINT "foam_formulations_available_to_check" CHECK ("foam_formulations"."available_to" is null or "foam_formulations"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "foam_formulations_application_check" CHECK ("foam_formulations"."application" in ('rigid', 'flexible', 'elastomer', 'integralSkin', 'semiRigid', 'coating')),
	CONSTRAINT "foam_formulations_ratio_check" CHECK ("foam_formulations"."iso_parts_per_100_poly" > 0 and "foam_formulations"."iso_parts_per_100_poly" <= 1000),
	CONSTRAINT "foam_formulations_density_check" CHECK ("foam_formulations"."density_poly" between 0.5 and 3 and "foam_formulations"."density_iso" between 0.5 and 3),
	CONSTRAINT "foam_formulations_viscosity_check" CHECK ("foam_formulations"."viscosity_poly_mpas" > 0 and "foam_formulations"."viscosity_iso_mpas" > 0),
	CONSTRAINT "foam_formulations_temperature_check" CHECK ("foam_formulations"."processing_temperature_c" between -20 and 200)
);
--> statement-breakpoint
CREATE TABLE "machine_machine_versions" (
	"machine_id" uuid NOT NULL,
	"machine_version_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_machine_versions_machine_id_machine_version_id_pk" PRIMARY KEY("machine_id","machine_version_id"),
	CONSTRAINT "machine_machine_versions_relation_type_check" CHECK ("machine_machine_versions"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_version_injectors" (
	"machine_version_id" uuid NOT NULL,
	"injector_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_version_injectors_machine_version_id_injector_id_pk" PRIMARY KEY("machine_version_id","injector_id"),
	CONSTRAINT "machine_version_injectors_relation_type_check" CHECK ("machine_version_injectors"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_version_mixheads" (
	"machine_version_id" uuid NOT NULL,
	"mixhead_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_version_mixheads_machine_version_id_mixhead_id_pk" PRIMARY KEY("machine_version_id","mixhead_id"),
	CONSTRAINT "machine_version_mixheads_relation_type_check" CHECK ("machine_version_mixheads"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_version_peripheral_equipment" (
	"machine_version_id" uuid NOT NULL,
	"peripheral_equipment_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_version_peripheral_equipment_machine_version_id_peripheral_equipment_id_pk" PRIMARY KEY("machine_version_id","peripheral_equipment_id"),
	CONSTRAINT "machine_version_peripheral_equipment_relation_type_check" CHECK ("machine_version_peripheral_equipment"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_version_pumps" (
	"machine_version_id" uuid NOT NULL,
	"pump_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_version_pumps_machine_version_id_pump_id_pk" PRIMARY KEY("machine_version_id","pump_id"),
	CONSTRAINT "machine_version_pumps_relation_type_check" CHECK ("machine_version_pumps"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_version_tank_farm_capacities" (
	"machine_version_id" uuid NOT NULL,
	"tank_farm_capacity_id" uuid NOT NULL,
	"relation_type" text NOT NULL,
	CONSTRAINT "machine_version_tank_farm_capacities_machine_version_id_tank_farm_capacity_id_pk" PRIMARY KEY("machine_version_id","tank_farm_capacity_id"),
	CONSTRAINT "machine_version_tank_farm_capacities_relation_type_check" CHECK ("machine_version_tank_farm_capacities"."relation_type" in ('standardOptimized', 'optionalOptimized', 'standard', 'optional'))
);
--> statement-breakpoint
CREATE TABLE "machine_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"poly_pump_id" uuid NOT NULL,
	"iso_pump_id" uuid NOT NULL,
	"control_platform_id" uuid,
	"fuse_id" uuid,
	CONSTRAINT "machine_versions_name_check" CHECK (length(trim("machine_versions"."name")) > 0),
	CONSTRAINT "machine_versions_available_to_check" CHECK ("machine_versions"."available_to" is null or "machine_versions"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"available_to" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"slug" text NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"use_in_configurator" boolean DEFAULT true NOT NULL,
	"image" text,
	"text_key" text NOT NULL,
	"pressure_class" text NOT NULL,
	"components" integer DEFAULT 2 NOT NULL,
	"applications" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "machines_name_check" CHECK (length(trim("machines"."name")) > 0),
	CONSTRAINT "machines_available_to_check" CHECK ("machines"."available_to" is null or "machines"."available_to" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "machines_slug_check" CHECK ("machines"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "machines_pressure_class_check" CHECK ("machines"."pressure_class" in ('low', 'high')),
	CONSTRAINT "machines_components_check" CHECK ("machines"."components" between 2 and 6),
	CONSTRAINT "machines_applications_check" CHECK ("machines"."applications" <@ array['rigid', 'flexible', 'elastomer', 'integralSkin', 'semiRigid', 'coating']::text[])
);
--> statement-breakpoint
CREATE TABLE "agency_base_prices" (
	"machine_id" uuid NOT NULL,
	"machine_version_id" uuid NOT NULL,
	"day_tank_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_base_prices_machine_id_machine_version_id_day_tank_id_pk" PRIMARY KEY("machine_id","machine_version_id","day_tank_id"),
	CONSTRAINT "agency_base_prices_range_check" CHECK ("agency_base_prices"."price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "base_prices" (
	"machine_id" uuid NOT NULL,
	"machine_version_id" uuid NOT NULL,
	"ped_id" uuid NOT NULL,
	"day_tank_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_prices_machine_id_machine_version_id_ped_id_day_tank_id_pk" PRIMARY KEY("machine_id","machine_version_id","ped_id","day_tank_id"),
	CONSTRAINT "base_prices_range_check" CHECK ("base_prices"."price_cents" between 0 and 1000000000)
);
--> statement-breakpoint
CREATE TABLE "configurator_day_tanks" (
	"machine_id" uuid NOT NULL,
	"day_tank_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurator_day_tanks_machine_id_day_tank_id_pk" PRIMARY KEY("machine_id","day_tank_id")
);
--> statement-breakpoint
CREATE TABLE "configurator_option_filters" (
	"option_id" uuid NOT NULL,
	"filter_key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "configurator_option_filters_option_id_filter_key_value_pk" PRIMARY KEY("option_id","filter_key","value"),
	CONSTRAINT "configurator_option_filters_key_check" CHECK ("configurator_option_filters"."filter_key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' or "configurator_option_filters"."filter_key" in ('dosingLine', 'country', 'dayTank'))
);
--> statement-breakpoint
CREATE TABLE "configurator_option_prices" (
	"option_id" uuid NOT NULL,
	"key" text NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "configurator_option_prices_option_id_key_pk" PRIMARY KEY("option_id","key"),
	CONSTRAINT "configurator_option_prices_range_check" CHECK (abs("configurator_option_prices"."price_cents") <= 1000000000)
);
--> statement-breakpoint
CREATE TABLE "configurator_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sub_step_id" uuid NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"text_key" text NOT NULL,
	"price_kind" text NOT NULL,
	"price_cents" integer,
	"price_depends_on" text,
	"article_number" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_options_value_check" CHECK ("configurator_options"."value" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
	CONSTRAINT "configurator_options_label_check" CHECK (length(trim("configurator_options"."label")) > 0),
	CONSTRAINT "configurator_options_price_kind_check" CHECK ("configurator_options"."price_kind" in ('none', 'fixed', 'dependent')),
	CONSTRAINT "configurator_options_price_shape_check" CHECK (("configurator_options"."price_kind" = 'none' and "configurator_options"."price_cents" is null and "configurator_options"."price_depends_on" is null)
        or ("configurator_options"."price_kind" = 'fixed' and "configurator_options"."price_cents" is not null and "configurator_options"."price_depends_on" is null)
        or ("configurator_options"."price_kind" = 'dependent' and "configurator_options"."price_cents" is null and "configurator_options"."price_depends_on" is not null)),
	CONSTRAINT "configurator_options_price_range_check" CHECK (abs("configurator_options"."price_cents") <= 1000000000),
	CONSTRAINT "configurator_options_depends_on_check" CHECK ("configurator_options"."price_depends_on" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' or "configurator_options"."price_depends_on" in ('dosingLine', 'country', 'dayTank'))
);
--> statement-breakpoint
CREATE TABLE "configurator_package_options" (
	"package_option_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurator_package_options_package_option_id_option_id_pk" PRIMARY KEY("package_option_id","option_id"),
	CONSTRAINT "configurator_package_options_self_check" CHECK ("configurator_package_options"."package_option_id" <> "configurator_package_options"."option_id")
);
--> statement-breakpoint
CREATE TABLE "configurator_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"machine_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text_key" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_steps_id_machine_unique" UNIQUE("id","machine_id"),
	CONSTRAINT "configurator_steps_slug_check" CHECK ("configurator_steps"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "configurator_steps_title_check" CHECK (length(trim("configurator_steps"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "configurator_sub_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" uuid NOT NULL,
	"machine_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text_key" text NOT NULL,
	"field_type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_sub_steps_slug_check" CHECK ("configurator_sub_steps"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "configurator_sub_steps_field_type_check" CHECK ("configurator_sub_steps"."field_type" in ('select', 'radio', 'checkbox', 'number', 'text', 'info')),
	CONSTRAINT "configurator_sub_steps_title_check" CHECK (length(trim("configurator_sub_steps"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "configurators" (
	"machine_id" uuid PRIMARY KEY NOT NULL,
	"ped_override_id" uuid NOT NULL,
	"model_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_model_options" (
	"part_model_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	CONSTRAINT "part_model_options_part_model_id_option_id_pk" PRIMARY KEY("part_model_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "part_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"machine_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "part_models_name_check" CHECK (length(trim("part_models"."name")) > 0),
	CONSTRAINT "part_models_file_check" CHECK ("part_models"."file" ~ '^[A-Za-z0-9._/-]+\.(glb|gltf)$' and "part_models"."file" !~ '\.\.')
);
--> statement-breakpoint
CREATE TABLE "interface_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"english_name" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interface_languages_code_check" CHECK ("interface_languages"."code" in ('en', 'de', 'it', 'ja', 'es', 'pt', 'cs', 'zh', 'ko')),
	CONSTRAINT "interface_languages_en_enabled_check" CHECK ("interface_languages"."code" <> 'en' or "interface_languages"."enabled")
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"text" text,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_key_locale_pk" PRIMARY KEY("key","locale"),
	CONSTRAINT "translations_state_check" CHECK ("translations"."state" in ('machine', 'reviewed', 'missing')),
	CONSTRAINT "translations_text_check" CHECK (("translations"."state" = 'missing') = ("translations"."text" is null or length(trim("translations"."text")) = 0)),
	CONSTRAINT "translations_key_check" CHECK (length("translations"."key") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "general_information_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_information_pages_slug_check" CHECK ("general_information_pages"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "general_information_pages_title_check" CHECK (length(trim("general_information_pages"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_slug_check" CHECK ("news_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "news_articles_title_check" CHECK (length(trim("news_articles"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "configuration_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"machine_id" uuid NOT NULL,
	"model_version" integer NOT NULL,
	"selection" jsonb NOT NULL,
	"units" jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuration_codes_code_check" CHECK ("configuration_codes"."code" ~ '^[0-9A-HJKMNP-TV-Z]{8}$'),
	CONSTRAINT "configuration_codes_model_version_check" CHECK ("configuration_codes"."model_version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" text NOT NULL,
	"changes" jsonb,
	"request_id" text,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'import', 'seed', 'translate'))
);
--> statement-breakpoint
CREATE TABLE "data_revisions" (
	"area" text PRIMARY KEY NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_revisions_area_check" CHECK ("data_revisions"."area" in ('catalogue', 'configurator', 'i18n', 'generalInformation', 'news', 'settings'))
);
--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_ped_id_pressure_equipment_directives_id_fk" FOREIGN KEY ("ped_id") REFERENCES "public"."pressure_equipment_directives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injectors" ADD CONSTRAINT "injectors_type_id_injector_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."injector_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "injectors" ADD CONSTRAINT "injectors_material_id_injector_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."injector_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixheads" ADD CONSTRAINT "mixheads_series_id_mixhead_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."mixhead_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peripheral_equipment" ADD CONSTRAINT "peripheral_equipment_type_id_peripheral_equipment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."peripheral_equipment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pumps" ADD CONSTRAINT "pumps_pump_type_id_pump_types_id_fk" FOREIGN KEY ("pump_type_id") REFERENCES "public"."pump_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_machine_versions" ADD CONSTRAINT "machine_machine_versions_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_machine_versions" ADD CONSTRAINT "machine_machine_versions_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_injectors" ADD CONSTRAINT "machine_version_injectors_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_injectors" ADD CONSTRAINT "machine_version_injectors_injector_id_injectors_id_fk" FOREIGN KEY ("injector_id") REFERENCES "public"."injectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_mixheads" ADD CONSTRAINT "machine_version_mixheads_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_mixheads" ADD CONSTRAINT "machine_version_mixheads_mixhead_id_mixheads_id_fk" FOREIGN KEY ("mixhead_id") REFERENCES "public"."mixheads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_peripheral_equipment" ADD CONSTRAINT "machine_version_peripheral_equipment_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_peripheral_equipment" ADD CONSTRAINT "machine_version_peripheral_equipment_peripheral_equipment_id_peripheral_equipment_id_fk" FOREIGN KEY ("peripheral_equipment_id") REFERENCES "public"."peripheral_equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_pumps" ADD CONSTRAINT "machine_version_pumps_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_pumps" ADD CONSTRAINT "machine_version_pumps_pump_id_pumps_id_fk" FOREIGN KEY ("pump_id") REFERENCES "public"."pumps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_tank_farm_capacities" ADD CONSTRAINT "machine_version_tank_farm_capacities_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_version_tank_farm_capacities" ADD CONSTRAINT "machine_version_tank_farm_capacities_tank_farm_capacity_id_tank_farm_capacities_id_fk" FOREIGN KEY ("tank_farm_capacity_id") REFERENCES "public"."tank_farm_capacities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_versions" ADD CONSTRAINT "machine_versions_poly_pump_id_pumps_id_fk" FOREIGN KEY ("poly_pump_id") REFERENCES "public"."pumps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_versions" ADD CONSTRAINT "machine_versions_iso_pump_id_pumps_id_fk" FOREIGN KEY ("iso_pump_id") REFERENCES "public"."pumps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_versions" ADD CONSTRAINT "machine_versions_control_platform_id_control_platforms_id_fk" FOREIGN KEY ("control_platform_id") REFERENCES "public"."control_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_versions" ADD CONSTRAINT "machine_versions_fuse_id_fuses_id_fk" FOREIGN KEY ("fuse_id") REFERENCES "public"."fuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_base_prices" ADD CONSTRAINT "agency_base_prices_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_base_prices" ADD CONSTRAINT "agency_base_prices_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_base_prices" ADD CONSTRAINT "agency_base_prices_day_tank_id_day_tanks_id_fk" FOREIGN KEY ("day_tank_id") REFERENCES "public"."day_tanks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_machine_version_id_machine_versions_id_fk" FOREIGN KEY ("machine_version_id") REFERENCES "public"."machine_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_ped_id_pressure_equipment_directives_id_fk" FOREIGN KEY ("ped_id") REFERENCES "public"."pressure_equipment_directives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_prices" ADD CONSTRAINT "base_prices_day_tank_id_day_tanks_id_fk" FOREIGN KEY ("day_tank_id") REFERENCES "public"."day_tanks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_day_tanks" ADD CONSTRAINT "configurator_day_tanks_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_day_tanks" ADD CONSTRAINT "configurator_day_tanks_day_tank_id_day_tanks_id_fk" FOREIGN KEY ("day_tank_id") REFERENCES "public"."day_tanks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_option_filters" ADD CONSTRAINT "configurator_option_filters_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_option_prices" ADD CONSTRAINT "configurator_option_prices_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_sub_step_id_configurator_sub_steps_id_fk" FOREIGN KEY ("sub_step_id") REFERENCES "public"."configurator_sub_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_package_options" ADD CONSTRAINT "configurator_package_options_package_option_id_configurator_options_id_fk" FOREIGN KEY ("package_option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_package_options" ADD CONSTRAINT "configurator_package_options_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_steps" ADD CONSTRAINT "configurator_steps_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_sub_steps" ADD CONSTRAINT "configurator_sub_steps_step_fk" FOREIGN KEY ("step_id","machine_id") REFERENCES "public"."configurator_steps"("id","machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurators" ADD CONSTRAINT "configurators_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurators" ADD CONSTRAINT "configurators_ped_override_id_pressure_equipment_directives_id_fk" FOREIGN KEY ("ped_override_id") REFERENCES "public"."pressure_equipment_directives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_model_options" ADD CONSTRAINT "part_model_options_part_model_id_part_models_id_fk" FOREIGN KEY ("part_model_id") REFERENCES "public"."part_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_model_options" ADD CONSTRAINT "part_model_options_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "part_models" ADD CONSTRAINT "part_models_machine_id_configurators_machine_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."configurators"("machine_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_locale_interface_languages_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."interface_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD CONSTRAINT "configuration_codes_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD CONSTRAINT "configuration_codes_locale_interface_languages_code_fk" FOREIGN KEY ("locale") REFERENCES "public"."interface_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_codes" ADD CONSTRAINT "configuration_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso_idx" ON "countries" USING btree ("iso");--> statement-breakpoint
CREATE UNIQUE INDEX "day_tanks_text_key_idx" ON "day_tanks" USING btree ("text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_idx" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pressure_equipment_directives_code_idx" ON "pressure_equipment_directives" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_slug_idx" ON "machines" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "machines_text_key_idx" ON "machines" USING btree ("text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_options_value_idx" ON "configurator_options" USING btree ("sub_step_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_options_text_key_idx" ON "configurator_options" USING btree ("text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_steps_slug_idx" ON "configurator_steps" USING btree ("machine_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_steps_text_key_idx" ON "configurator_steps" USING btree ("text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_sub_steps_slug_idx" ON "configurator_sub_steps" USING btree ("machine_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_sub_steps_text_key_idx" ON "configurator_sub_steps" USING btree ("text_key");--> statement-breakpoint
CREATE UNIQUE INDEX "general_information_pages_slug_idx" ON "general_information_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_slug_idx" ON "news_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "configuration_codes_machine_idx" ON "configuration_codes" USING btree ("machine_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");