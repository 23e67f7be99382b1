// Public site reads (docs/product.md#public-configurator): the machine catalogue behind the homepage cards
// and the customer's finder, and the legal pages. Texts come translated, with English where a translation is
// missing.
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAvailable } from '../../../domain/availability.ts';
import type { FinderMachineVersion, FinderMixhead } from '../../../domain/finder.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import type { Db } from '../client.ts';
import {
  type FoamApplication,
  machineMachineVersions,
  machines,
  machineVersionMixheads,
  machineVersions,
  mixheads,
  pumps,
} from '../schema/index.ts';
import { machineColumns, machineOrder } from './machine-columns.ts';
import { loadEnabledLocales } from './public-configurator.ts';
import { loadTranslations, machineNameKey } from './translations.ts';

type CatalogueMachine = {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  comingSoon: boolean;
  pressureClass: 'low' | 'high';
  components: number;
  applications: FoamApplication[];
  /**
   * dosing lines offered in the configurator, in catalogue order, with what the finder needs; for a
   * coming-soon machine the versions it will have
   */
  versions: FinderMachineVersion[];
};

export type MachineCatalogue = {
  /** the locale served: the one asked for when it is enabled, else English */
  locale: InterfaceLocale;
  machines: CatalogueMachine[];
  /** mixheads fitted to any of the versions */
  mixheads: FinderMixhead[];
};

export const LEGAL_PAGES = ['legal-notice', 'data-protection'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGES)[number];

export type LegalPage = {
  slug: LegalPageSlug;
  locale: InterfaceLocale;
  title: string;
  /** sanitised rich text (sanitised when it is written) */
  html: string;
};

/** Translation keys of texts that belong to no entity of their own, or that the entity has no column for. */
export const PUBLIC_SITE_KEYS = {
  machineName: machineNameKey,
  legalTitle: (slug: LegalPageSlug) => `legal.${slug}.title`,
  legalBody: (slug: LegalPageSlug) => `legal.${slug}.body`,
};

async function servedLocale(db: Db, wanted: InterfaceLocale): Promise<InterfaceLocale> {
  const enabled = await loadEnabledLocales(db);
  return enabled.some((language) => language.code === wanted) ? wanted : SOURCE_LOCALE;
}

/** Texts of one locale by key; English needs none for entity texts, whose English lives on the entity. */
async function textsIn(db: Db, locale: InterfaceLocale, keys: string[]): Promise<Map<string, string>> {
  if (locale === SOURCE_LOCALE) return new Map();
  return (await loadTranslations(db, { locales: [locale], keys })).get(locale) ?? new Map();
}

/**
 * Machines of the public configurator (flagged for it and still available; coming-soon ones too, so the
 * homepage can announce them) with their offered dosing lines, pumps and fitted mixheads.
 */
export async function loadMachineCatalogue(
  db: Db,
  options: { locale: InterfaceLocale; now?: Date },
): Promise<MachineCatalogue> {
  const now = options.now ?? new Date();
  const locale = await servedLocale(db, options.locale);
  const machineRows = (
    await db
      .select(machineColumns)
      .from(machines)
      .where(eq(machines.useInConfigurator, true))
      .orderBy(...machineOrder)
  ).filter((row) => isAvailable(row.availableTo, now));
  if (machineRows.length === 0) return { locale, machines: [], mixheads: [] };

  const polyPump = alias(pumps, 'poly_pump');
  const isoPump = alias(pumps, 'iso_pump');
  const pumpColumns = (pump: typeof polyPump | typeof isoPump) => ({
    id: pump.id,
    name: pump.name,
    displacementCm3PerRev: pump.displacementCm3PerRev,
    minRpm: pump.minRpm,
    maxRpm: pump.maxRpm,
  });
  const versionRows = (
    await db
      .select({
        machineId: machineMachineVersions.machineId,
        id: machineVersions.id,
        name: machineVersions.name,
        availableTo: machineVersions.availableTo,
        polyPump: pumpColumns(polyPump),
        isoPump: pumpColumns(isoPump),
      })
      .from(machineMachineVersions)
      .innerJoin(machines, eq(machines.id, machineMachineVersions.machineId))
      .innerJoin(machineVersions, eq(machineVersions.id, machineMachineVersions.machineVersionId))
      .innerJoin(polyPump, eq(polyPump.id, machineVersions.polyPumpId))
      .innerJoin(isoPump, eq(isoPump.id, machineVersions.isoPumpId))
      .where(
        and(
          inArray(
            machineMachineVersions.machineId,
            machineRows.map((row) => row.id),
          ),
          // A coming-soon machine's versions are not in the configurator yet; its card still shows their range.
          or(eq(machineVersions.useInConfigurator, true), eq(machines.comingSoon, true)),
        ),
      )
      .orderBy(asc(machineVersions.sortOrder), asc(machineVersions.name))
  ).filter((row) => isAvailable(row.availableTo, now));

  const mixheadRows =
    versionRows.length === 0
      ? []
      : (
          await db
            .select({
              machineVersionId: machineVersionMixheads.machineVersionId,
              id: mixheads.id,
              name: mixheads.name,
              minGPerS: mixheads.minGPerS,
              maxGPerS: mixheads.maxGPerS,
              useInConfigurator: mixheads.useInConfigurator,
              availableTo: mixheads.availableTo,
            })
            .from(machineVersionMixheads)
            .innerJoin(mixheads, eq(mixheads.id, machineVersionMixheads.mixheadId))
            .where(
              inArray(
                machineVersionMixheads.machineVersionId,
                versionRows.map((row) => row.id),
              ),
            )
            .orderBy(asc(mixheads.sortOrder), asc(mixheads.name))
        ).filter((row) => row.useInConfigurator && isAvailable(row.availableTo, now));

  const mixheadIdsOf = new Map<string, string[]>();
  const fitted = new Map<string, FinderMixhead>();
  for (const row of mixheadRows) {
    mixheadIdsOf.set(row.machineVersionId, [...(mixheadIdsOf.get(row.machineVersionId) ?? []), row.id]);
    fitted.set(row.id, { id: row.id, name: row.name, minGPerS: row.minGPerS, maxGPerS: row.maxGPerS });
  }
  const versionsOf = new Map<string, FinderMachineVersion[]>();
  for (const row of versionRows) {
    const version: FinderMachineVersion = {
      id: row.id,
      name: row.name,
      polyPump: row.polyPump,
      isoPump: row.isoPump,
      mixheadIds: mixheadIdsOf.get(row.id) ?? [],
    };
    versionsOf.set(row.machineId, [...(versionsOf.get(row.machineId) ?? []), version]);
  }

  const texts = await textsIn(
    db,
    locale,
    machineRows.flatMap((row) => [PUBLIC_SITE_KEYS.machineName(row.slug), row.textKey]),
  );
  return {
    locale,
    machines: machineRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: texts.get(PUBLIC_SITE_KEYS.machineName(row.slug)) ?? row.name,
      description: row.description === null ? null : (texts.get(row.textKey) ?? row.description),
      comingSoon: row.comingSoon,
      pressureClass: row.pressureClass,
      components: row.components,
      applications: row.applications as FoamApplication[],
      versions: versionsOf.get(row.id) ?? [],
    })),
    mixheads: [...fitted.values()],
  };
}

/**
 * A legal page in the locale, with English for a missing title or text; undefined when not even English
 * has been written (a fresh production database without the demo data).
 */
export async function loadLegalPage(
  db: Db,
  options: { slug: LegalPageSlug; locale: InterfaceLocale },
): Promise<LegalPage | undefined> {
  const locale = await servedLocale(db, options.locale);
  const titleKey = PUBLIC_SITE_KEYS.legalTitle(options.slug);
  const bodyKey = PUBLIC_SITE_KEYS.legalBody(options.slug);
  const table = await loadTranslations(db, {
    locales: locale === SOURCE_LOCALE ? [SOURCE_LOCALE] : [locale, SOURCE_LOCALE],
    keys: [titleKey, bodyKey],
  });
  const pick = (key: string) => table.get(locale)?.get(key) ?? table.get(SOURCE_LOCALE)?.get(key);
  const title = pick(titleKey);
  const html = pick(bodyKey);
  if (title === undefined || html === undefined) return undefined;
  return { slug: options.slug, locale, title, html };
}
