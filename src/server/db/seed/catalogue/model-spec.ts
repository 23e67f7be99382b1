// The configurator model of each demo machine, as plain data built from the catalogue: what the
// machine's versions, mixheads and day tanks allow decides the options, filters and prices.
import type { FieldType } from '../../../../domain/configurator/types.ts';
import type { CatalogueIds } from './insert-catalogue.ts';
import { type MachineSpec, MIXHEADS } from './machines-data.ts';
import { fill, OPTIONS, type Phrase, type STEPS, type SubStepSlug, withLanguage } from './phrases.ts';
import { COMMISSIONING_BY_ZONE, COUNTRIES } from './reference-data.ts';

type PriceSpec =
  | { kind: 'none' }
  | { kind: 'fixed'; eur: number }
  | { kind: 'dependent'; dependsOn: string; prices: Record<string, number> };

type OptionSpec = {
  value: string;
  phrase: Phrase;
  price: PriceSpec;
  filter?: Record<string, string[]>;
  /** sub-step slug → option values the package selects */
  packageOptions?: { slug: SubStepSlug; values: string[] }[];
  /** preselected in a new configuration: the standard equipment a customer starts from */
  default?: boolean;
  /** preselected instead of the plain default while each key holds one of its values */
  defaultWhen?: Record<string, string[]>;
  /** the catalogue mixhead (by name) the option stands for */
  mixhead?: string;
};

type SubStepSpec = { slug: SubStepSlug; fieldType: FieldType; options: OptionSpec[] };
export type StepSpec = { slug: keyof typeof STEPS; subSteps: SubStepSpec[] };

const standard = { default: true } as const;
/** destinations whose mains run at 60 Hz */
const SIXTY_HZ_COUNTRIES = ['US', 'CA'] as const;
const fixed = (eur: number): PriceSpec => ({ kind: 'fixed', eur });
const dependent = (dependsOn: string, prices: Record<string, number>): PriceSpec => ({
  kind: 'dependent',
  dependsOn,
  prices,
});
const round = (eur: number, to = 10) => Math.round(eur / to) * to;
const opt = (value: keyof typeof OPTIONS, price: PriceSpec, extra: Partial<OptionSpec> = {}): OptionSpec => ({
  value,
  phrase: OPTIONS[value],
  price,
  ...extra,
});
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Day tank prices grow with the tank: agitator shafts, heating jackets and insulation. */
const AGITATOR_BY_TANK: Record<number, number> = { 30: 1100, 60: 1250, 250: 1900, 500: 2600 };
const HEATING_BY_TANK: Record<number, number> = { 30: 2300, 60: 2600, 250: 3900, 500: 5200 };
const HEATING_COOLING_BY_TANK: Record<number, number> = { 30: 4800, 60: 5400, 250: 7600, 500: 9800 };
const HOSE_LENGTHS: Record<string, number[]> = {
  'hx-compact': [3, 5, 8],
  hx: [3, 5, 8, 12],
  'hx-max': [5, 8, 12],
  lx: [3, 5, 8],
  'cx-cast': [3, 5, 8],
};
/** The hose lengths (m) a machine's configurator offers, as option values `hose-<n>`. */
export function hoseLengthsOf(machineSlug: string): number[] {
  return HOSE_LENGTHS[machineSlug] ?? [3, 5, 8];
}

const DOCUMENTATION_LANGUAGES = ['en', 'de', 'it', 'es', 'pt', 'cs', 'zh', 'ja', 'ko'];

export function modelSpec(machine: MachineSpec, ids: CatalogueIds): StepSpec[] {
  const versions = ids.versionsOf.get(machine.slug) ?? [];
  const versionIds = versions.map((version) => version.id);
  const tanks = machine.dayTanks.map((volume) => {
    const id = ids.dayTanks.get(volume);
    if (!id) throw new Error(`demo catalogue: no day tank of ${volume} l`);
    return { id, volume };
  });
  const byTank = (table: Record<number, number>) =>
    Object.fromEntries(tanks.map((tank) => [tank.id, table[tank.volume] ?? 0]));
  const byVersion = (price: (index: number) => number) =>
    Object.fromEntries(versions.map((version, i) => [version.id, price(i)]));
  // Only some versions: a filter; all of them: no filter needed.
  const onlyVersions = (wanted: string[]) =>
    wanted.length === versionIds.length ? {} : { filter: { dosingLine: wanted } };
  const highPressure = machine.pressureClass === 'high';

  const mixheads = MIXHEADS.filter(
    (mixhead) =>
      mixhead.availableTo === undefined &&
      versions.some((v) => ids.mixheadsOf.get(v.id)?.includes(mixhead.name)),
  );
  const mixheadOptions: OptionSpec[] = mixheads.map((mixhead) => ({
    value: slugOf(mixhead.name),
    phrase: fill(OPTIONS.mixhead, { name: mixhead.name }),
    price: fixed(mixhead.price),
    mixhead: mixhead.name,
    ...onlyVersions(
      versions.filter((v) => ids.mixheadsOf.get(v.id)?.includes(mixhead.name)).map((v) => v.id),
    ),
  }));
  const byMixhead = (base: number) =>
    Object.fromEntries(
      mixheads.map((mixhead) => [slugOf(mixhead.name), round(base + mixhead.price * 0.1, 100)]),
    );

  const lengths = hoseLengthsOf(machine.slug);
  const shortest = lengths[0] ?? 3;
  const longest = lengths[lengths.length - 1] ?? 8;
  const upperHalf = versionIds.slice(Math.floor(versionIds.length / 2));
  const hoseOptions: OptionSpec[] = lengths.map((length) => ({
    value: `hose-${length}`,
    phrase: fill(OPTIONS.hose, { n: length }),
    // The shortest set is part of the machine; longer ones cost more on bigger (wider) lines.
    price:
      length === shortest
        ? fixed(0)
        : dependent(
            'dosingLine',
            byVersion((i) => round((length - shortest) * (190 + 45 * i))),
          ),
    ...(length === longest && lengths.length > 3 ? onlyVersions(upperHalf) : {}),
    ...(length === shortest ? standard : {}),
  }));
  const tankFarmVersions = versions.filter((version) => version.maxGPerS >= 300).map((version) => version.id);
  const smallestTank = Math.min(...machine.dayTanks);

  return [
    {
      slug: 'mixing',
      subSteps: [
        { slug: 'mixhead', fieldType: 'radio', options: mixheadOptions },
        {
          slug: 'mixhead-mounting',
          fieldType: 'radio',
          options: [
            opt('mount-fixed', fixed(0), standard),
            opt('boom-2', dependent('mixhead', byMixhead(2900))),
            opt('boom-35', dependent('mixhead', byMixhead(4700)), {
              filter: { mixhead: mixheadOptions.slice(1).map((option) => option.value) },
            }),
          ],
        },
        {
          slug: 'cleaning',
          fieldType: 'radio',
          options: highPressure
            ? [opt('clean-piston', fixed(0), standard), opt('clean-air-purge', fixed(850))]
            : [opt('clean-solvent', fixed(0), standard), opt('clean-air-solvent', fixed(1400))],
        },
      ],
    },
    {
      slug: 'material-supply',
      subSteps: [
        {
          slug: 'tank-equipment',
          fieldType: 'checkbox',
          options: [
            opt('agitator-poly', dependent('dayTank', byTank(AGITATOR_BY_TANK))),
            opt('level-sensors', fixed(1450)),
            opt('desiccant-dryer', fixed(620)),
          ],
        },
        {
          slug: 'temperature-control',
          fieldType: 'radio',
          options: [
            opt('tc-none', fixed(0), standard),
            opt('tc-heating', dependent('dayTank', byTank(HEATING_BY_TANK))),
            opt('tc-heating-cooling', dependent('dayTank', byTank(HEATING_COOLING_BY_TANK))),
          ],
        },
        {
          slug: 'refill',
          fieldType: 'radio',
          options: [
            ...(smallestTank <= 60 ? [opt('refill-manual', fixed(0), standard)] : []),
            opt('refill-drum', fixed(3900)),
            ...(tankFarmVersions.length > 0
              ? [opt('refill-tank-farm', fixed(5200), onlyVersions(tankFarmVersions))]
              : []),
          ],
        },
      ],
    },
    {
      slug: 'hoses',
      subSteps: [
        { slug: 'hose-length', fieldType: 'radio', options: hoseOptions },
        {
          slug: 'hose-heating',
          fieldType: 'radio',
          options: [
            opt('hose-unheated', fixed(0), standard),
            opt(
              'hose-heated',
              dependent(
                'hose-length',
                Object.fromEntries(
                  lengths.map((length) => [`hose-${length}`, round(1200 + length * 310, 100)]),
                ),
              ),
              { filter: { 'temperature-control': ['tc-heating', 'tc-heating-cooling'] } },
            ),
          ],
        },
      ],
    },
    {
      slug: 'control',
      subSteps: [
        {
          slug: 'control-platform',
          fieldType: 'radio',
          options:
            highPressure && machine.slug !== 'hx-compact'
              ? [opt('dcs-pro-15', fixed(0), standard), opt('dcs-pro-22', fixed(3100))]
              : [opt('dcs-touch-7', fixed(0), standard), opt('dcs-pro-15', fixed(4800))],
        },
        {
          slug: 'mains-supply',
          fieldType: 'radio',
          options: [
            opt('mains-400-50', fixed(0), standard),
            opt(
              'mains-480-60',
              dependent(
                'dosingLine',
                byVersion((i) => 1900 + 600 * i),
              ),
              // the 60 Hz grid of the destination: the machine starts on it there
              { defaultWhen: { country: [...SIXTY_HZ_COUNTRIES] } },
            ),
            opt('mains-transformer', fixed(3600)),
          ],
        },
        {
          slug: 'interfaces',
          fieldType: 'checkbox',
          options: [
            opt('remote-service', fixed(1250)),
            opt('opc-ua', fixed(1900)),
            opt('profinet', fixed(1650)),
          ],
        },
      ],
    },
    {
      slug: 'service',
      subSteps: [
        {
          slug: 'documentation',
          fieldType: 'select',
          options: DOCUMENTATION_LANGUAGES.map((language) => ({
            value: `doc-${language}`,
            phrase: withLanguage(OPTIONS.documentation, language),
            price: fixed(language === 'en' || language === 'de' ? 0 : 450),
            // English unless the visitor reads the configurator in another of these languages.
            ...(language === 'en' ? standard : { defaultWhen: { language: [language] } }),
          })),
        },
        {
          slug: 'commissioning',
          fieldType: 'radio',
          options: [
            opt('commissioning-customer', fixed(0), standard),
            opt(
              'commissioning-on-site',
              dependent(
                'country',
                Object.fromEntries(
                  COUNTRIES.map((country) => [country.iso, COMMISSIONING_BY_ZONE[country.zone]]),
                ),
              ),
            ),
          ],
        },
        {
          slug: 'training',
          fieldType: 'checkbox',
          options: [opt('operator-training', fixed(1200)), opt('maintenance-training', fixed(2100))],
        },
        { slug: 'notes', fieldType: 'text', options: [] },
      ],
    },
    {
      slug: 'packages',
      subSteps: [
        {
          slug: 'package',
          fieldType: 'checkbox',
          options: [
            opt('package-comfort', fixed(2790), {
              packageOptions: [
                { slug: 'tank-equipment', values: ['agitator-poly', 'level-sensors', 'desiccant-dryer'] },
              ],
            }),
            opt('package-connectivity', fixed(3990), {
              packageOptions: [{ slug: 'interfaces', values: ['remote-service', 'opc-ua', 'profinet'] }],
            }),
            opt('package-training', fixed(2800), {
              packageOptions: [{ slug: 'training', values: ['operator-training', 'maintenance-training'] }],
            }),
          ],
        },
      ],
    },
  ];
}

/**
 * The demo starters of a machine, from its model: a panel line on the biggest dosing line with the
 * biggest mixhead it takes on a boom, heating and a tank farm; a laboratory on the smallest line with
 * the smallest mixhead, a fixed mount and manual refilling. Only options the line is offered with.
 */
export function starterSpecs(
  spec: StepSpec[],
  versions: readonly { id: string }[],
): {
  slug: 'panel-line' | 'laboratory';
  selection: { dosingLine: string; values: Record<string, string[]> };
}[] {
  const subSteps = new Map(spec.flatMap((step) => step.subSteps.map((subStep) => [subStep.slug, subStep])));
  const onLine = (line: string, slug: SubStepSlug, values: string[]) =>
    values.filter((value) => {
      const option = subSteps.get(slug)?.options.find((candidate) => candidate.value === value);
      return option && (option.filter?.dosingLine ?? [line]).includes(line);
    });
  const pick = (line: string, wanted: Partial<Record<SubStepSlug, string[]>>) => {
    const values: Record<string, string[]> = {};
    for (const [slug, candidates] of Object.entries(wanted) as [SubStepSlug, string[]][]) {
      const [first] = onLine(line, slug, candidates);
      if (first) values[slug] = [first];
    }
    return values;
  };
  const mixheads = (subSteps.get('mixhead')?.options ?? []).map((option) => option.value);
  const biggest = versions[versions.length - 1]?.id;
  const smallest = versions[0]?.id;
  if (!biggest || !smallest || biggest === smallest) return [];
  return [
    {
      slug: 'panel-line',
      selection: {
        dosingLine: biggest,
        values: pick(biggest, {
          mixhead: [...mixheads].reverse(),
          'mixhead-mounting': ['boom-2'],
          'temperature-control': ['tc-heating'],
          refill: ['refill-tank-farm', 'refill-drum'],
        }),
      },
    },
    {
      slug: 'laboratory',
      selection: {
        dosingLine: smallest,
        values: pick(smallest, {
          mixhead: mixheads,
          'mixhead-mounting': ['mount-fixed'],
          refill: ['refill-manual'],
        }),
      },
    },
  ];
}
