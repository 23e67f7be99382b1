import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { catalogueChecks, catalogueColumns, inList } from './columns.ts';

export const FOAM_APPLICATIONS = [
  'rigid',
  'flexible',
  'elastomer',
  'integralSkin',
  'semiRigid',
  'coating',
] as const;
export type FoamApplication = (typeof FOAM_APPLICATIONS)[number];

/** docs/product.md#catalogue: a chemical system the machine finder sizes machines for. */
export const foamFormulations = pgTable(
  'foam_formulations',
  {
    ...catalogueColumns(),
    application: text('application', { enum: FOAM_APPLICATIONS }).notNull(),
    /** mix ratio by weight poly:iso = 100:R */
    isoPartsPer100Poly: numeric('iso_parts_per_100_poly', {
      precision: 7,
      scale: 2,
      mode: 'number',
    }).notNull(),
    /** g/cm³ */
    densityPoly: numeric('density_poly', { precision: 5, scale: 3, mode: 'number' }).notNull(),
    densityIso: numeric('density_iso', { precision: 5, scale: 3, mode: 'number' }).notNull(),
    /** mPa·s at the processing temperature */
    viscosityPolyMPas: numeric('viscosity_poly_mpas', { precision: 8, scale: 0, mode: 'number' }).notNull(),
    viscosityIsoMPas: numeric('viscosity_iso_mpas', { precision: 8, scale: 0, mode: 'number' }).notNull(),
    processingTemperatureC: numeric('processing_temperature_c', {
      precision: 4,
      scale: 1,
      mode: 'number',
    }).notNull(),
  },
  (t) => [
    ...catalogueChecks('foam_formulations', t),
    check('foam_formulations_application_check', inList(t.application, FOAM_APPLICATIONS)),
    check(
      'foam_formulations_ratio_check',
      sql`${t.isoPartsPer100Poly} > 0 and ${t.isoPartsPer100Poly} <= 1000`,
    ),
    // FORMULATION_LIMITS (domain/formulation.ts) says the same for the forms and finders; a change here needs a
    // migration, so these stay literal.
    check(
      'foam_formulations_density_check',
      sql`${t.densityPoly} between 0.5 and 3 and ${t.densityIso} between 0.5 and 3`,
    ),
    check('foam_formulations_viscosity_check', sql`${t.viscosityPolyMPas} > 0 and ${t.viscosityIsoMPas} > 0`),
    check('foam_formulations_temperature_check', sql`${t.processingTemperatureC} between -20 and 200`),
  ],
);
